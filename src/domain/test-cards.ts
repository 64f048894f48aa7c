// Stripe's test cards, honoured by the simulated provider: this one always pays, the
// "declined" one never does. Kept apart from the zod schemas so pages can use them cheaply.
export const TEST_CARD_OK = '4242 4242 4242 4242';
export const TEST_CARD_DECLINED = '4000 0000 0000 0002';
