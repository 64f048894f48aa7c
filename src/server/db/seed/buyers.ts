import { randomBytes } from 'node:crypto';
import { newBuyerId } from '../../../domain/ids';
import type { buyers, courseBookings } from '../schema';
import { FIRST_NAMES, LAST_NAMES } from './catalogue-data';

const ASCII: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };
const mailPart = (name: string) =>
  name.toLowerCase().replace(/[äöüß]/g, (letter) => ASCII[letter] ?? letter);

/**
 * Demo participants for the already booked places: one confirmed booking row per place,
 * every second buyer booking two places (a couple or a parent with a child).
 */
export function makeBuyers(places: Array<{ courseDateId: number; booked: number }>): {
  buyerRows: Array<typeof buyers.$inferInsert>;
  bookingRows: Array<typeof courseBookings.$inferInsert>;
} {
  const buyerRows: Array<typeof buyers.$inferInsert> = [];
  const bookingRows: Array<typeof courseBookings.$inferInsert> = [];
  for (const { courseDateId, booked } of places) {
    let remaining = booked;
    while (remaining > 0) {
      const index = buyerRows.length;
      const firstName = FIRST_NAMES[index % FIRST_NAMES.length] as string;
      const lastName = LAST_NAMES[(index * 7 + 3) % LAST_NAMES.length] as string;
      const buyer = {
        id: newBuyerId(randomBytes),
        firstName,
        lastName,
        email: `${mailPart(firstName)}.${mailPart(lastName)}${index}@example.org`,
        phone: `0151 ${String(2040000 + index * 7919).slice(0, 7)}`,
      };
      buyerRows.push(buyer);
      const count = Math.min(remaining, index % 2 === 0 ? 1 : 2);
      for (let place = 0; place < count; place++) {
        bookingRows.push({ courseDateId, buyerId: buyer.id, orderId: null, status: 'confirmed' });
      }
      remaining -= count;
    }
  }
  return { buyerRows, bookingRows };
}
