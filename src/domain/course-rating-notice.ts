import { formatDate } from './dates';

/**
 * docs/shop/ratings.md#who-may-rate: what a course's buyer is told before it took place — by the
 * server refusing the rating, and by the product page, which loads it only for such a link.
 */
export const courseNotHeldYet = (from: string) =>
  `Bewerten kannst du den Kurs, sobald er stattgefunden hat: ab dem ${formatDate(from)}.`;
