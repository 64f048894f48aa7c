import { type AnyColumn, and, asc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { maskName } from '../../domain/privacy';
import type { CustomerDataErased, CustomerDataExport } from '../../domain/privacy-schema';
import { orderNumber } from '../../domain/withdrawal';
import { type Actor, recordChange } from '../audit/service';
import { linesOfOrders } from '../checkout/order-summary';
import type { Db, Tx } from '../db/client';
import {
  auditLog,
  buyers,
  consentRecords,
  courseDates,
  orderItems,
  orders,
  outbox,
  ratings,
  stockNotices,
  withdrawals,
} from '../db/schema';
import { orderNoticeKey } from '../mail/order-notice';
import { withdrawalNoticeKey } from '../mail/withdrawal-notice';
import { eraseWaitlistEntries, waitlistEntriesOf } from '../waitlist/privacy';
import { referenceOf } from '../withdrawals/service';

// E-mail addresses match whatever their case; lower() on both sides so PostgreSQL decides alike
const sameEmail = (column: AnyColumn | SQL, email: string) =>
  sql`lower(${column}) = lower(${email})`;
const attendeeEmail = sql`${orderItems.attendee}->>'email'`;

async function ordersOf(db: Db | Tx, email: string) {
  return db
    .select()
    .from(orders)
    .where(sameEmail(orders.customerEmail, email))
    .orderBy(asc(orders.createdAt));
}

// the e-mails written to the person: the export lists exactly those the erasure deletes
const mailsTo = (email: string) => sameEmail(outbox.recipient, email);

/**
 * GDPR Art. 15: everything the shop holds about the person with this e-mail address — their
 * orders, the course places booked for them, their consent records (by the browser id their
 * checkouts carried), withdrawal declarations, ratings and the e-mails the shop wrote to them.
 * Nobody else's data.
 */
export async function exportCustomerData(db: Db, email: string): Promise<CustomerDataExport> {
  const own = await ordersOf(db, email);
  const orderIds = own.map((order) => order.id);
  const items = (await linesOfOrders(db, orderIds)).map((line) => ({
    orderId: line.orderId,
    title: line.title,
    quantity: line.quantity,
    unitCents: line.unitCents,
    attendee: line.attendee,
    courseDate: line.startsOn,
  }));
  // places others booked for this person name them as attendee, in orders not theirs
  const placesForThem = await db
    .select({
      orderId: orderItems.orderId,
      title: orderItems.title,
      attendee: orderItems.attendee,
      courseDate: courseDates.startsOn,
    })
    .from(orderItems)
    .leftJoin(courseDates, eq(orderItems.courseDateId, courseDates.id))
    .where(sameEmail(attendeeEmail, email))
    .orderBy(asc(orderItems.id));
  const visitorIds = [
    ...new Set(own.flatMap((order) => (order.visitorId ? [order.visitorId] : []))),
  ];
  const consents =
    visitorIds.length === 0
      ? []
      : await db
          .select({
            uuid: consentRecords.uuid,
            configuration: consentRecords.configuration,
            serviceData: consentRecords.serviceData,
            bannerVersion: consentRecords.bannerVersion,
            createdAt: consentRecords.createdAt,
          })
          .from(consentRecords)
          .where(inArray(consentRecords.uuid, visitorIds))
          .orderBy(asc(consentRecords.createdAt), asc(consentRecords.id));
  const declared = await db
    .select({
      name: withdrawals.name,
      email: withdrawals.email,
      orderReference: withdrawals.orderReference,
      receivedAt: withdrawals.receivedAt,
    })
    .from(withdrawals)
    .where(sameEmail(withdrawals.email, email))
    .orderBy(asc(withdrawals.receivedAt), asc(withdrawals.id));
  const rated =
    orderIds.length === 0
      ? []
      : await db
          .select({
            productId: ratings.productId,
            rate: ratings.rate,
            title: ratings.title,
            ort: ratings.ort,
            comment: ratings.comment,
            date: ratings.date,
            published: ratings.enabled,
          })
          .from(ratings)
          .where(inArray(ratings.orderId, orderIds))
          .orderBy(asc(ratings.id));
  const mails = await db
    .select({
      recipient: outbox.recipient,
      subject: outbox.subject,
      status: outbox.status,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
      body: outbox.text,
    })
    .from(outbox)
    .where(mailsTo(email))
    .orderBy(asc(outbox.createdAt), asc(outbox.id));

  return {
    email,
    exportedAt: new Date().toISOString(),
    orders: own.map((order) => ({
      orderNumber: orderNumber(order.id),
      orderId: order.id,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      totals: {
        subtotal: order.subtotalCents,
        vat: order.vatCents,
        shipping: order.shippingCents,
        discount: order.discountCents,
        total: order.totalCents,
      },
      discountCode: order.discountCode,
      email: order.customerEmail,
      clientAddress: order.clientAddress,
      buyerName: order.buyerName,
      phone: order.phone,
      deliveryMethod: order.deliveryMethod,
      deliveryAddress: order.deliveryAddress,
      billingAddress: order.billingAddress,
      pickupDate: order.pickupDate,
      fulfilmentState: order.fulfilmentState,
      trackingNumber: order.trackingNumber,
      lines: items
        .filter((item) => item.orderId === order.id)
        .map(({ orderId: _order, ...line }) => line),
    })),
    coursePlaces: placesForThem
      .filter((place) => !orderIds.includes(place.orderId))
      .map(({ orderId, ...place }) => ({ orderNumber: orderNumber(orderId), ...place })),
    consentRecords: consents.map((record) => ({
      ...record,
      createdAt: record.createdAt.toISOString(),
    })),
    withdrawals: declared.map((row) => ({ ...row, receivedAt: row.receivedAt.toISOString() })),
    ratings: rated,
    stockNotices: (
      await db
        .select({
          productId: stockNotices.productId,
          confirmedAt: stockNotices.confirmedAt,
          createdAt: stockNotices.createdAt,
        })
        .from(stockNotices)
        .where(sameEmail(stockNotices.email, email))
        .orderBy(asc(stockNotices.id))
    ).map(({ confirmedAt, createdAt, ...notice }) => ({
      ...notice,
      confirmed: confirmedAt !== null,
      createdAt: createdAt.toISOString(),
    })),
    mails: mails.map((mail) => ({
      ...mail,
      createdAt: mail.createdAt.toISOString(),
      sentAt: mail.sentAt?.toISOString() ?? null,
    })),
    waitlist: await waitlistEntriesOf(db, email),
  };
}

/**
 * GDPR Art. 17: erases the person with this e-mail address. Orders stay as commercial and tax
 * law require (HGB § 257, AO § 147) with amounts and items, but without e-mail or postal
 * address, phone, browser id or the person's name (initials only); their ratings and the copies of their e-mails go; their
 * withdrawal declarations keep date and order, not who. All in one transaction.
 */
export async function eraseCustomerData(
  db: Db,
  actor: Actor,
  email: string,
): Promise<CustomerDataErased['erased']> {
  return db.transaction(async (tx) => {
    const own = await ordersOf(tx, email);
    const orderIds = own.map((order) => order.id);
    const attendees = await tx
      .select({ id: orderItems.id, orderId: orderItems.orderId, attendee: orderItems.attendee })
      .from(orderItems)
      .where(and(isNotNull(orderItems.attendee), sameEmail(attendeeEmail, email)));
    // the orders first, in id order, as a refund or a payment locks an order before its lines:
    // an erasure beside a refund of the same order waits instead of deadlocking
    const touched = [...new Set([...orderIds, ...attendees.map((line) => line.orderId)])];
    if (touched.length > 0)
      await tx
        .select({ id: orders.id })
        .from(orders)
        .where(inArray(orders.id, touched))
        .orderBy(asc(orders.id))
        .for('update');
    for (const { id, attendee } of attendees) {
      if (!attendee) continue;
      await tx
        .update(orderItems)
        .set({
          attendee: {
            firstName: maskName(attendee.firstName),
            lastName: maskName(attendee.lastName),
            email: '',
            phone: '',
          },
        })
        .where(eq(orderItems.id, id));
    }
    const people = await tx
      .select({ id: buyers.id, firstName: buyers.firstName, lastName: buyers.lastName })
      .from(buyers)
      .where(sameEmail(buyers.email, email));
    for (const person of people) {
      await tx
        .update(buyers)
        .set({
          firstName: maskName(person.firstName),
          lastName: maskName(person.lastName),
          email: '',
          phone: '',
        })
        .where(eq(buyers.id, person.id));
    }
    const declared = await tx
      .select({ id: withdrawals.id, name: withdrawals.name })
      .from(withdrawals)
      .where(sameEmail(withdrawals.email, email));
    for (const row of declared) {
      await tx
        .update(withdrawals)
        .set({ name: maskName(row.name), email: '' })
        .where(eq(withdrawals.id, row.id));
    }
    const removedRatings =
      orderIds.length === 0
        ? []
        : await tx
            .delete(ratings)
            .where(inArray(ratings.orderId, orderIds))
            .returning({ id: ratings.id });
    // their words also live in the ratings' moderation history: the entries stay, the text goes
    if (removedRatings.length > 0)
      await tx
        .update(auditLog)
        .set({ before: null, after: null })
        .where(
          and(
            eq(auditLog.entity, 'rating'),
            inArray(
              auditLog.entityId,
              removedRatings.map((rating) => String(rating.id)),
            ),
          ),
        );
    const removedEntries = await eraseWaitlistEntries(tx, email);
    const removedNotices = await tx
      .delete(stockNotices)
      .where(sameEmail(stockNotices.email, email))
      .returning({ id: stockNotices.id });
    // the shop's notices of a withdrawal and of a paid order name the person too
    const notices = [
      ...declared.map((row) => withdrawalNoticeKey(referenceOf(row.id))),
      ...orderIds.map(orderNoticeKey),
    ];
    const removedMails = await tx
      .delete(outbox)
      .where(or(mailsTo(email), inArray(outbox.dedupeKey, notices)))
      .returning({ id: outbox.id });
    if (orderIds.length > 0)
      await tx
        .update(orders)
        .set({
          customerEmail: null,
          clientAddress: null,
          visitorId: null,
          deliveryAddress: null,
          billingAddress: null,
          phone: null,
        })
        .where(inArray(orders.id, orderIds));
    for (const order of own) {
      if (order.buyerName)
        await tx
          .update(orders)
          .set({ buyerName: maskName(order.buyerName) })
          .where(eq(orders.id, order.id));
    }
    // the order's history says that it happened, and by whom; never whose data it was
    for (const orderId of orderIds) {
      await recordChange(tx, actor, {
        entity: 'order',
        entityId: orderId,
        action: 'updated',
        before: { customerData: 'vorhanden' },
        after: { customerData: 'gelöscht (DSGVO)' },
      });
    }
    return {
      orders: orderIds.length,
      coursePlaces: attendees.length,
      buyers: people.length,
      withdrawals: declared.length,
      ratings: removedRatings.length,
      stockNotices: removedNotices.length,
      mails: removedMails.length,
      waitlistEntries: removedEntries,
    };
  });
}
