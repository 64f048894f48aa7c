import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Participant } from '../../domain/admin-courses-schema';
import { auditLog, courseBookings, issuedDocuments, orderItems, refunds } from '../db/schema';
import { settleStaleRefunds } from '../refunds/service';
import { useTestShop } from '../testing/app';
import { emptyCourseDate } from '../testing/catalogue';
import { buyWithTestCard, courseLine } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { suiteStaff } from '../testing/staff';
import { watchedProvider } from '../testing/watched-provider';
import { placesTaken } from './places-taken';

// docs/shop/courses.md#cancelling-a-booking: staff cancelling a shop booking is all or nothing —
// its places are free only together with its money going back.

describe.each(databaseKinds())('staff cancel a paid shop booking on $name', (kind) => {
  const { provider, watch } = watchedProvider(() => shop().database.db);
  const clock = new Date('2026-11-22T10:00:00Z');
  const shop = useTestShop(kind, { payments: provider, now: () => clock });
  const staff = suiteStaff(shop);
  const db = () => shop().database.db;
  beforeEach(() => {
    watch.refunds = 'working';
  });

  /** The provider answers again, and the shop's sweep settles what was left pending. */
  const settleTenMinutesLater = () => {
    const later = new Date(clock.getTime() + 10 * 60_000);
    const shopContact = { shopEmail: 'hof@example.org', publicUrl: 'http://shop.test' };
    const deps = { db: db(), payments: provider, shop: shopContact, now: () => later };
    return settleStaleRefunds(deps, 120_000, () => {});
  };

  async function paidBooking() {
    const date = await emptyCourseDate(db(), 4);
    const order = await buyWithTestCard(shop().app, [courseLine(date, 2)], 'storno@example.org');
    const [line] = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.orderId));
    if (!line) throw new Error('the order has no line');
    const cancel = async () =>
      (await staff()).request({
        method: 'POST',
        url: `/api/admin/course-dates/${date.id}/cancellations`,
        payload: { orderItemId: line.id, buyerId: null },
      });
    const state = async () => ({
      taken: await placesTaken(db(), date.id),
      places: (
        await db().select().from(courseBookings).where(eq(courseBookings.orderItemId, line.id))
      ).map((place) => place.status),
      refunds: await db().select().from(refunds).where(eq(refunds.orderId, order.orderId)),
      creditNotes: await db()
        .select()
        .from(issuedDocuments)
        .where(
          and(eq(issuedDocuments.orderId, order.orderId), eq(issuedDocuments.kind, 'credit_note')),
        ),
    });
    // the date's history: the booking cancelled, by whom, with the places it held
    const history = async () =>
      (
        await db()
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'course_booking'), eq(auditLog.entityId, String(line.id))))
      ).map((entry) => ({
        action: entry.action,
        by: entry.staffName,
        staff: entry.staffUserId !== null,
        places: (entry.after as { places?: number; status?: string } | null)?.places,
        status: (entry.after as { status?: string } | null)?.status,
      }));
    return { date, line, order, cancel, state, history };
  }

  it('keeps the booking and its places while the provider does not answer, frees them with the money', async () => {
    const { date, cancel, state, history } = await paidBooking();
    watch.refunds = 'down';
    const down = await cancel();
    expect(down.statusCode).toBe(502);
    expect(down.json().error).toMatchObject({ code: 'REFUND_NOT_CONFIRMED' });
    expect(down.json().error.message).toContain('Die Plätze bleiben belegt');
    const held = await state();
    expect(held).toMatchObject({ taken: 2, places: ['confirmed', 'confirmed'], creditNotes: [] });
    expect(held.refunds.map((refund) => refund.status)).toEqual(['pending']);
    expect(await history()).toEqual([]);
    const listed = await (await staff()).request({
      url: `/api/admin/course-dates/${date.id}/participants`,
    });
    expect(listed.json<Participant[]>()).toHaveLength(1);

    // a second click while the refund is open changes nothing either
    const again = await cancel();
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('REFUND_UNDER_WAY');
    expect((await state()).taken).toBe(2);

    // the provider is back: the shop's sweep settles the refund, and the places go with it
    watch.refunds = 'working';
    expect(await settleTenMinutesLater()).toBeGreaterThanOrEqual(1);
    const settled = await state();
    expect(settled).toMatchObject({ taken: 0, places: ['released', 'released'] });
    expect(settled.refunds.map((refund) => refund.status)).toEqual(['succeeded']);
    expect(settled.creditNotes).toHaveLength(1);
    // the history says so now, in the name of who cancelled, not of the shop's sweep
    expect(await history()).toEqual([
      { action: 'cancelled', by: 'Greta Bienenstöck', staff: true, places: 2, status: 'released' },
    ]);
  });

  it('settles a refund whose staff account was removed meanwhile, naming who asked', async () => {
    const { order, cancel, state, history } = await paidBooking();
    watch.refunds = 'down';
    expect((await cancel()).statusCode).toBe(502);
    // the account is gone by the time the provider confirms
    await db()
      .update(refunds)
      .set({ requestedById: crypto.randomUUID() })
      .where(eq(refunds.orderId, order.orderId));
    watch.refunds = 'working';
    expect(await settleTenMinutesLater()).toBeGreaterThanOrEqual(1);
    expect(await state()).toMatchObject({ taken: 0, places: ['released', 'released'] });
    expect(await history()).toEqual([
      { action: 'cancelled', by: 'Greta Bienenstöck', staff: false, places: 2, status: 'released' },
    ]);
  });

  it('keeps the booking when the provider refuses the refund, and says so', async () => {
    const { line, cancel, state, history } = await paidBooking();
    watch.refunds = 'refusing';
    const refused = await cancel();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('REFUND_FAILED');
    expect(refused.json().error.message).toContain('Die Buchung bleibt bestehen');
    const kept = await state();
    expect(kept).toMatchObject({ taken: 2, places: ['confirmed', 'confirmed'], creditNotes: [] });
    expect(kept.refunds.map((refund) => refund.status)).toEqual(['failed']);
    const [after] = await db().select().from(orderItems).where(eq(orderItems.id, line.id));
    expect(after?.refundedQuantity).toBe(0);
    expect(await history()).toEqual([]);
  });

  it('frees the places with a refund that went through: the answer, the money and the history agree', async () => {
    const { cancel, state, history } = await paidBooking();
    const done = await cancel();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ freed: 2 });
    const after = await state();
    expect(after).toMatchObject({ taken: 0, places: ['released', 'released'] });
    expect(after.refunds.map((refund) => refund.status)).toEqual(['succeeded']);
    expect(after.creditNotes).toHaveLength(1);
    expect(await history()).toEqual([
      { action: 'cancelled', by: 'Greta Bienenstöck', staff: true, places: 2, status: 'released' },
    ]);
    expect((await cancel()).statusCode).toBe(404);
    expect(await history()).toHaveLength(1);
  });
});
