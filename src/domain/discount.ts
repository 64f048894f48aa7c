// When a discount code takes effect: pure, shared by the checkout and the backoffice.

export interface DiscountRules {
  active: boolean;
  /** First and last day it applies (ISO yyyy-mm-dd, the shop's calendar); null is open. */
  validFrom: string | null;
  validUntil: string | null;
  /** How many orders may hold it (paid or unpaid and waiting); null is unlimited. */
  maxUses: number | null;
}

export const DISCOUNT_STATES = ['applies', 'inactive', 'not-yet', 'expired', 'used-up'] as const;
export type DiscountState = (typeof DISCOUNT_STATES)[number];

export function discountState(rules: DiscountRules, today: string, uses: number): DiscountState {
  if (!rules.active) return 'inactive';
  if (rules.validFrom !== null && today < rules.validFrom) return 'not-yet';
  if (rules.validUntil !== null && today > rules.validUntil) return 'expired';
  if (rules.maxUses !== null && uses >= rules.maxUses) return 'used-up';
  return 'applies';
}

/** How staff read a code's state. */
export const DISCOUNT_STATE_LABELS: Record<DiscountState, string> = {
  applies: 'gilt',
  inactive: 'beendet',
  'not-yet': 'noch nicht gültig',
  expired: 'abgelaufen',
  'used-up': 'aufgebraucht',
};
