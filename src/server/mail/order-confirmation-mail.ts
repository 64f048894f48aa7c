import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { berlinDay } from '../../domain/berlin-time';
import type { OrderSummary } from '../../domain/checkout-schema';
import { paths } from '../../domain/routes';
import { type Actor, recordChange } from '../audit/service';
import { calendarAttachment } from '../course-calendar/calendar-file';
import { orderCalendar } from '../course-calendar/service';
import { builtOnce } from '../db/built-once';
import type { Db, Tx } from '../db/client';
import { orders, outbox } from '../db/schema';
import { conflict } from '../errors';
import { courseBookingLinks } from './course-booking-links';
import {
  type ContractTerm,
  renderOrderConfirmation,
  type ShopContact,
} from './order-confirmation-template';

/**
 * The order confirmation's outbox key, one per order: the invoice, issued after it in the same
 * transaction, is named on it by this key (invoices/document-numbers.ts).
 */
export const confirmationKey = (orderId: string) => `order-confirmation:${orderId}`;

interface ConfirmationInput {
  order: OrderSummary;
  recipient: string;
  shop: ShopContact;
  terms: readonly ContractTerm[];
  /** When it was paid: the stamp of the attached calendar file, the day the mail speaks from. */
  paidAt: Date;
  /**
   * The status page's link (docs/shop/after-the-sale.md#status-page), from the order's row: the
   * one storage fact the mail needs beyond checkout's summary, which carries no secret.
   */
  statusToken: string;
  /** Whether the order booked course places: only then are its calendar and links looked up. */
  hasCourseLines: boolean;
}

// every payment queues one: built once per connection (db/built-once.ts)
const insertConfirmation = builtOnce(
  ['dedupeKey', 'orderId', 'recipient', 'subject', 'html', 'text', 'attachments'],
  (db, values) =>
    db
      .insert(outbox)
      .values({ kind: 'order-confirmation', ...values })
      .onConflictDoNothing(),
);

/**
 * Queues the confirmation inside the fulfilment transaction: "paid" and "mail to send" commit
 * together, and the dedupe key keeps it to one mail per order. Mail is handed the order as
 * checkout summarised it and knows nothing of how orders are stored.
 */
export async function enqueueOrderConfirmation(
  tx: Tx,
  { order, recipient, shop, terms, paidAt, statusToken, hasCourseLines }: ConfirmationInput,
): Promise<void> {
  // the course days with each booking's own link: this mail goes to the buyer, who holds them
  const calendar = hasCourseLines
    ? await orderCalendar(tx, shop, order.orderId, paidAt, true)
    : null;
  await insertConfirmation(tx, {
    dedupeKey: confirmationKey(order.orderId),
    orderId: order.orderId,
    recipient,
    ...renderOrderConfirmation(order, shop, terms, {
      today: berlinDay(paidAt),
      statusPath: paths.orderStatus(statusToken),
      bookingLinks: hasCourseLines ? await courseBookingLinks(tx, order.orderId) : [],
    }),
    attachments: calendar ? [calendarAttachment(calendar)] : [],
  });
}

/** The very mail the customer got, again: same terms and figures as when the order was paid. */
export async function resendOrderConfirmation(db: Db, actor: Actor, orderId: string) {
  const [order] = await db
    .select({ state: orders.fulfilmentState })
    .from(orders)
    .where(eq(orders.id, orderId));
  // the copy would confirm an order that no longer stands; its cancellation went out by mail
  if (order?.state === 'cancelled')
    throw conflict(
      'ORDER_CANCELLED',
      'Diese Bestellung ist storniert: Ihre Bestätigung wird nicht noch einmal verschickt.',
    );
  const [original] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.dedupeKey, confirmationKey(orderId)));
  if (!original)
    throw conflict(
      'NO_CONFIRMATION',
      'Für diese Bestellung wurde keine Bestätigung verschickt (nicht bezahlt oder ohne E-Mail-Adresse).',
    );
  await db.transaction(async (tx) => {
    await tx.insert(outbox).values({
      kind: original.kind,
      dedupeKey: `${confirmationKey(orderId)}:resent:${randomUUID()}`,
      orderId,
      recipient: original.recipient,
      subject: original.subject,
      html: original.html,
      text: original.text,
      attachmentDocumentId: original.attachmentDocumentId,
      attachments: original.attachments,
    });
    await recordChange(tx, actor, {
      entity: 'order',
      entityId: orderId,
      action: 'sent',
      after: { confirmation: original.subject },
    });
  });
}
