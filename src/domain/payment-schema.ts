import { z } from 'zod';
import { BuyerDetailsInput, buyerDetailsSchema } from './address-schema';
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

/** What the page asks of the buyer, by the order: goods shipped, collected, or courses alone. */
export interface BuyerRules {
  delivery: 'shipping' | 'pickup' | 'none';
  /** For shipping: the countries the order's shipping price covers. */
  shippingCountries: string[];
}

const buyerSchema = (rules: BuyerRules | undefined) => {
  // courses alone: the attendees are named in the cart already; a card needs no address
  if (rules?.delivery === 'none') return z.null().default(null);
  if (!rules) return BuyerDetailsInput.nullish().transform((buyer) => buyer ?? null);
  return buyerDetailsSchema({
    delivery: rules.delivery,
    shippingCountries: rules.shippingCountries,
  });
};

// building a schema costs more than checking a payment with it; a shop has a handful of rules
const buyerSchemas = new Map<string, ReturnType<typeof buyerSchema>>();

/** The buyer's part of "Bezahlen" for an order's rules, built once per distinct rules. */
export function buyerSchemaFor(rules: BuyerRules): ReturnType<typeof buyerSchema> {
  const key = `${rules.delivery} ${rules.shippingCountries.join(',')}`;
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
  }),
  order: OrderSummary,
  expiresAt: z.string(),
  cancelUrl: z.string(),
});
export type SimulatedSessionView = z.infer<typeof SimulatedSessionView>;

/** After paying: where the browser goes (the success page with its session id). */
export const PaymentRedirect = z.object({ redirectUrl: z.string() });
