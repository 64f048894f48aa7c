// The simulated provider's test cards (domain/payment-schema.ts holds the same numbers; that
// module value-imports zod, which this page does not need for two strings).
export const TEST_CARD_OK = '4242 4242 4242 4242';
export const TEST_CARD_DECLINED = '4000 0000 0000 0002';
