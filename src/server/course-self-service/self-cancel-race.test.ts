import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { BookingView } from '../../domain/waitlist-schema';
import { placesTaken } from '../catalog/places-taken';
import { auditLog, issuedDocuments, outbox, refunds } from '../db/schema';
import { useTestShop } from '../testing/app';
import { emptyCourseDate } from '../testing/catalogue';
import { buyWithTestCard, courseLine } from '../testing/checkout';
import { describeOnPostgres } from '../testing/databases';
import { watchedProvider } from '../testing/watched-provider';

// docs/shop/courses.md#your-booking: "A second click refunds nothing more" — also when the clicks
// arrive together, which only PostgreSQL's pool of connections runs truly side by side.

describeOnPostgres('a booking cancelled by its link several times at once', (postgres) => {
  const { provider, watch } = watchedProvider(() => shop().database.db);
  const clock = new Date('2026-11-22T10:00:00Z');
  const shop = useTestShop(postgres, { payments: provider, now: () => clock });

  it('cancels once: one refund, one credit note, one provider refund, the places freed once', async () => {
    const { db } = shop().database;
    const date = await emptyCourseDate(db, 4);
    const order = await buyWithTestCard(shop().app, [courseLine(date, 2)], 'eilig@example.org');
    const [mail] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `order-confirmation:${order.orderId}`));
    const token = /\/kursbuchung\/([a-f0-9]{64})/.exec(mail?.text ?? '')?.[1] ?? '';

    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        shop().app.inject({ method: 'POST', url: `/api/course-bookings/${token}/cancel` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    for (const answer of answers)
      expect(['cancelling', 'cancelled']).toContain(answer.json<BookingView>().state);

    const made = await db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    expect(made.map((refund) => refund.status)).toEqual(['succeeded']);
    expect(new Set(watch.asked)).toEqual(new Set([made[0]?.id]));
    const notes = await db
      .select()
      .from(issuedDocuments)
      .where(
        and(eq(issuedDocuments.orderId, order.orderId), eq(issuedDocuments.kind, 'credit_note')),
      );
    expect(notes).toHaveLength(1);
    const refunded = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.orderId), eq(auditLog.action, 'refunded')));
    expect(refunded).toHaveLength(1);
    expect(await placesTaken(db, date.id)).toBe(0);
    const after = await shop().app.inject({ url: `/api/course-bookings/${token}` });
    expect(after.json<BookingView>()).toMatchObject({ state: 'cancelled', places: 0 });
  });
});
