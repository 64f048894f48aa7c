import type Stripe from 'stripe';
import type { BuyerDetails } from '../../domain/address-schema';

// Who paid and where the goods go, as Stripe's Checkout page collected them. Stripe has checked
// the address its own way; a paid order is never refused for our stricter rules, so the values
// are taken as Stripe has them (trimmed, composed to NFC like our own forms store text).

const clean = (text: string | null | undefined) => text?.trim().normalize('NFC') || null;

type StripeAddress = Stripe.Address | null | undefined;

function postal(address: StripeAddress) {
  const street = clean(address?.line1);
  const country = clean(address?.country);
  if (!address || !street || !country) return null;
  return {
    street,
    addressLine2: clean(address.line2),
    postalCode: clean(address.postal_code) ?? '',
    town: clean(address.city) ?? '',
    country,
  };
}

const sameAddress = (a: ReturnType<typeof postal>, b: ReturnType<typeof postal>) =>
  JSON.stringify(a) === JSON.stringify(b);

/** The buyer of a completed session; null when Stripe collected no name at all. */
export function buyerOfSession(session: Stripe.Checkout.Session): BuyerDetails | null {
  const shipping = session.collected_information?.shipping_details ?? null;
  const customer = session.customer_details;
  const name = clean(shipping?.name) ?? clean(customer?.individual_name) ?? clean(customer?.name);
  if (!name) return null;
  const deliveryAddress = postal(shipping?.address);
  const billing = postal(customer?.address);
  const billingName = clean(customer?.name) ?? name;
  return {
    name,
    deliveryAddress,
    phone: clean(customer?.phone),
    // kept only when it says something the delivery does not: another address or another name
    billingAddress:
      billing && !(sameAddress(billing, deliveryAddress) && billingName === name)
        ? { name: billingName, ...billing }
        : null,
  };
}
