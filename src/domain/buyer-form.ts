import type { BuyerRules } from './payment-schema';

// The buyer's part of the simulated payment page as flat form fields, and back to the nested
// shape payment-schema.ts checks. One place maps a schema issue's path to the field that shows it.

export interface BuyerForm {
  name: string;
  street: string;
  addressLine2: string;
  postalCode: string;
  town: string;
  country: string;
  phone: string;
  billingDiffers: boolean;
  billingName: string;
  billingStreet: string;
  billingAddressLine2: string;
  billingPostalCode: string;
  billingTown: string;
  billingCountry: string;
}

export type BuyerField = Exclude<keyof BuyerForm, 'billingDiffers'>;

export type BuyerProblems = Record<BuyerField, string | null>;

export const emptyBuyerForm = (rules: BuyerRules): BuyerForm => {
  const country = rules.shippingCountries.includes('DE')
    ? 'DE'
    : (rules.shippingCountries[0] ?? 'DE');
  return {
    name: '',
    street: '',
    addressLine2: '',
    postalCode: '',
    town: '',
    country,
    phone: '',
    // asked, not offered: the fields stand open
    billingDiffers: rules.billingAddressRequired,
    billingName: '',
    billingStreet: '',
    billingAddressLine2: '',
    billingPostalCode: '',
    billingTown: '',
    billingCountry: 'DE',
  };
};

const billingOf = (form: BuyerForm) => ({
  name: form.billingName,
  street: form.billingStreet,
  addressLine2: form.billingAddressLine2,
  postalCode: form.billingPostalCode,
  town: form.billingTown,
  country: form.billingCountry,
});

/**
 * The buyer as the payment request carries it. Courses alone: a billing address or nothing, its
 * name naming the buyer (payment-schema.ts).
 */
export function buyerFromForm(form: BuyerForm, rules: BuyerRules) {
  const billingAddress =
    form.billingDiffers || rules.billingAddressRequired ? billingOf(form) : null;
  if (rules.delivery === 'none')
    return billingAddress
      ? { name: billingAddress.name, deliveryAddress: null, phone: null, billingAddress }
      : null;
  return {
    name: form.name,
    deliveryAddress:
      rules.delivery === 'shipping'
        ? {
            street: form.street,
            addressLine2: form.addressLine2,
            postalCode: form.postalCode,
            town: form.town,
            country: form.country,
          }
        : null,
    phone: form.phone,
    billingAddress,
  };
}

const capitalised = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/**
 * `["billingAddress", "postalCode"]` → `billingPostalCode`; null for a path no field shows. For
 * courses alone the buyer's name is the invoice address's "Name oder Firma" (buyerFromForm).
 */
export function buyerFieldOf(
  path: readonly PropertyKey[],
  rules: Pick<BuyerRules, 'delivery'>,
): BuyerField | null {
  const [first, second] = path.map(String);
  if (first === 'name') return rules.delivery === 'none' ? 'billingName' : 'name';
  if (first === 'phone') return first;
  if (first === 'deliveryAddress' && second)
    return (
      (['street', 'addressLine2', 'postalCode', 'town', 'country'] as const).find(
        (field) => field === second,
      ) ?? null
    );
  if (first === 'billingAddress' && second) {
    const field = `billing${capitalised(second)}`;
    return BILLING_FIELDS.find((known) => known === field) ?? null;
  }
  return null;
}

/** Every field fine: what a form shows before its first submit. */
export const noBuyerProblems = (): BuyerProblems => ({
  name: null,
  street: null,
  addressLine2: null,
  postalCode: null,
  town: null,
  country: null,
  phone: null,
  billingName: null,
  billingStreet: null,
  billingAddressLine2: null,
  billingPostalCode: null,
  billingTown: null,
  billingCountry: null,
});

const BILLING_FIELDS = [
  'billingName',
  'billingStreet',
  'billingAddressLine2',
  'billingPostalCode',
  'billingTown',
  'billingCountry',
] as const satisfies readonly BuyerField[];
