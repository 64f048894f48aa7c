import { z } from 'zod';
import {
  BillingAddress,
  BuyerDetailsInput,
  BuyerName,
  buyerDetailsSchema,
  PhoneNumber,
} from './address-schema';
import { cardNumberProblem, cvcProblem, emailProblem, expiryProblem } from './card-rules';
import { OrderSummary } from './checkout-schema';

const checked = (problem: (value: string) => string | null) =>
  z
    .string()
    .max(254)
    .superRefine((value, context) => {
      const message = problem(value);
      if (message) context.addIssue({ code: 'custom', message });
    });

/**
 * An invoice up to 250 € gross may leave out who received it (Kleinbetragsrechnung, § 33 UStDV);
 * above, it names the recipient's name and address (§ 14 (4) Nr. 1 UStG).
 */
export const SMALL_INVOICE_LIMIT_CENTS = 25_000;

type Delivery = 'shipping' | 'pickup' | 'none';

/**
 * Whether the payment page must ask for a billing address: shipped goods have theirs in the
 * delivery address; a pickup or courses alone above the small-invoice limit need one.
 */
export const billingAddressRequired = (delivery: Delivery, totalCents: number): boolean =>
  delivery !== 'shipping' && totalCents > SMALL_INVOICE_LIMIT_CENTS;

/** What the page asks of the buyer, by the order: goods shipped, collected, or courses alone. */
export interface BuyerRules {
  delivery: Delivery;
  /** For shipping: the countries the order's shipping price covers. */
  shippingCountries: string[];
  /** The invoice must name an address the delivery does not give (`billingAddressRequired`). */
  billingAddressRequired: boolean;
}

/**
 * Courses alone: the attendees are named in the cart already and a card needs no address, so the
 * buyer is only a billing address — offered (a company's invoice), asked above the limit. Its
 * name names the buyer too.
 */
function billingOnlySchema(required: boolean) {
  const billing = z
    .object(
      {
        name: BuyerName,
        deliveryAddress: z.null('Kurse werden nicht geliefert.').default(null),
        phone: PhoneNumber,
        billingAddress: BillingAddress,
      },
      'Bitte gib die Rechnungsadresse an.',
    )
    .strict();
  return required ? billing : billing.nullish().transform((buyer) => buyer ?? null);
}

const buyerSchema = (rules: BuyerRules | undefined) => {
  if (!rules) return BuyerDetailsInput.nullish().transform((buyer) => buyer ?? null);
  if (rules.delivery === 'none') return billingOnlySchema(rules.billingAddressRequired);
  return buyerDetailsSchema({
    delivery: rules.delivery,
    shippingCountries: rules.shippingCountries,
    billingAddressRequired: rules.billingAddressRequired,
  });
};

// building a schema costs more than checking a payment with it; a shop has a handful of rules
const buyerSchemas = new Map<string, ReturnType<typeof buyerSchema>>();

/** The buyer's part of "Bezahlen" for an order's rules, built once per distinct rules. */
export function buyerSchemaFor(rules: BuyerRules): ReturnType<typeof buyerSchema> {
  const key = `${rules.delivery} ${rules.shippingCountries.join(',')} ${rules.billingAddressRequired}`;
  let schema = buyerSchemas.get(key);
  if (!schema) {
    if (buyerSchemas.size >= 64) buyerSchemas.clear();
    schema = buyerSchema(rules);
    buyerSchemas.set(key, schema);
  }
  return schema;
}

/**
 * "Bezahlen" on the simulated page, checked by the form and again by the server. Whether a card
 * is still valid depends on the day, so the schema reads its clock at each check. Without
 * `rules` (the route's declaration) the buyer is checked for its shape alone; the order's rules
 * follow once the order is known.
 */
export const simulatedPayment = (clock: () => Date, rules?: BuyerRules) =>
  z
    .object({
      email: checked(emailProblem).transform((email) => email.trim()),
      cardNumber: checked(cardNumberProblem).transform((number) => number.replace(/\s+/g, '')),
      expiry: checked((expiry) => expiryProblem(expiry, clock())),
      cvc: checked(cvcProblem).transform((cvc) => cvc.trim()),
      buyer: rules ? buyerSchemaFor(rules) : buyerSchema(rules),
    })
    .strict();
export type SimulatedPayment = z.output<ReturnType<typeof simulatedPayment>>;
/** What the payment form sends. */
export type SimulatedPaymentInput = z.input<ReturnType<typeof simulatedPayment>>;

export const SimulatedSessionView = z.object({
  sessionId: z.string(),
  /** What the page must ask of the buyer. */
  buyerRules: z.object({
    delivery: z.enum(['shipping', 'pickup', 'none']),
    shippingCountries: z.array(z.string()),
    billingAddressRequired: z.boolean(),
  }),
  order: OrderSummary,
  expiresAt: z.string(),
  cancelUrl: z.string(),
});
export type SimulatedSessionView = z.infer<typeof SimulatedSessionView>;

/** After paying: where the browser goes (the success page with its session id). */
export const PaymentRedirect = z.object({ redirectUrl: z.string() });
