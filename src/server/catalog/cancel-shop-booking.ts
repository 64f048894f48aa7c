import { and, eq } from 'drizzle-orm';
import type { Actor } from '../audit/service';
import type { Tx } from '../db/client';
import { courseBookings, orderItems } from '../db/schema';
import { AppError, conflict } from '../errors';
import { type RefundDeps, requestRefund } from '../refunds/service';
import { lockedDate } from './course-date-admin';
import { takesPlace } from './places-taken';

// Staff cancel a booking paid in the shop (docs/shop/courses.md#cancelling-a-booking): the money
// goes back first and the places with it — the refund's settlement frees them and writes the
// date's history in the transaction that books the money (refunds/give-back.ts,
// refunds/booking-cancelled.ts), as for a booking cancelled by its link or on a cancelled date. A
// provider that fails or has not confirmed leaves booking, places and money as they were, never
// free places whose money is still with the shop.

const notConfirmed = () =>
  new AppError(
    502,
    'REFUND_NOT_CONFIRMED',
    'Der Zahlungsdienst hat die Erstattung noch nicht bestätigt. Die Plätze bleiben belegt, bis er es tut; der Shop fragt von selbst noch einmal nach.',
  );

const underWay = () =>
  conflict(
    'REFUND_UNDER_WAY',
    'Für diese Buchung läuft schon eine Erstattung. Ihre Plätze werden frei, sobald der Zahlungsdienst sie bestätigt.',
  );

/** The line's places on the date (under checkout's lock on it) and what of it is unrefunded. */
async function bookingOnDate(tx: Tx, courseDateId: number, orderItemId: number) {
  await lockedDate(tx, courseDateId, 'no key update');
  const places = await tx
    .select({ status: courseBookings.status })
    .from(courseBookings)
    .where(
      and(
        eq(courseBookings.courseDateId, courseDateId),
        eq(courseBookings.orderItemId, orderItemId),
        takesPlace(),
      ),
    );
  const [line] = await tx
    .select({
      orderId: orderItems.orderId,
      quantity: orderItems.quantity,
      refunded: orderItems.refundedQuantity,
    })
    .from(orderItems)
    .where(eq(orderItems.id, orderItemId));
  const paid = places.filter((place) => place.status === 'confirmed').length;
  return { paid, unpaid: places.length - paid, line };
}

/**
 * Refunds what is left of the line; its places are free once the provider confirmed. Answers
 * how many places that freed (0 when there were no paid ones) and how many are still unpaid.
 */
export async function cancelShopBooking(
  deps: RefundDeps,
  actor: Actor,
  courseDateId: number,
  orderItemId: number,
): Promise<{ freed: number; unpaid: number }> {
  const { paid, unpaid, line } = await deps.db.transaction((tx) =>
    bookingOnDate(tx, courseDateId, orderItemId),
  );
  if (paid === 0 || !line) return { freed: 0, unpaid };
  // its places still taken with nothing left to refund: a refund of it is pending already
  if (line.refunded >= line.quantity) throw underWay();
  const refund = await requestRefund(deps, actor, line.orderId, {
    key: `course-booking:${orderItemId}`,
    lines: [{ itemId: orderItemId, quantity: line.quantity - line.refunded }],
    shipping: false,
    restock: false,
    reason: 'Kursplatz storniert',
    withdrawalId: null,
    cancelsBooking: true,
  }).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'REFUND_NOT_CONFIRMED'
      ? notConfirmed()
      : error;
  });
  if (refund.state === 'pending') throw notConfirmed();
  if (refund.state === 'failed')
    throw conflict(
      'REFUND_FAILED',
      `Der Zahlungsdienst hat die Erstattung abgelehnt${refund.failure ? ` (${refund.failure})` : ''}. Die Buchung bleibt bestehen; bitte erstatte sie über die Erstattungen der Bestellung.`,
    );
  return { freed: paid, unpaid };
}
