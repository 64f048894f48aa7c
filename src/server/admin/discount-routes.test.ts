import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DiscountCodeView } from '../../domain/discount-schema';
import { discountCodes } from '../db/schema';
import { useTestShop } from '../testing/app';
import { goodsLine } from '../testing/checkout';
import { databaseKinds, describeOnPostgres } from '../testing/databases';
import { nextAddress, suiteStaff } from '../testing/staff';

// the test shop's calendar (testing/app.ts)
const TODAY = '2026-06-15';

describe.each(databaseKinds())('discount codes on $name', (kind) => {
  const shop = useTestShop(kind, { today: TODAY });
  const staff = suiteStaff(shop);
  const asStaff = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    (await staff()).request({ method, url, payload });
  const lookup = async (code: string) =>
    (await shop().app.inject(`/api/discount-codes/${code}`)).json<{ percentage: number }>()
      .percentage;
  const checkout = (discountCode: string) =>
    shop().app.inject({
      method: 'POST',
      url: '/api/checkout',
      remoteAddress: nextAddress(),
      payload: { lines: [goodsLine('p-akazienhonig')], discountCode },
    });

  it('staff create a code in capitals; the same code in other case is refused', async () => {
    const created = await asStaff('POST', '/api/admin/discount-codes', {
      code: 'sommer-26',
      percentage: 15,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<DiscountCodeView>()).toMatchObject({
      code: 'SOMMER-26',
      percentage: 15,
      validFrom: null,
      validUntil: null,
      maxUses: null,
      active: true,
      uses: 0,
      state: 'applies',
    });
    expect(await lookup('Sommer-26')).toBe(15);
    const again = await asStaff('POST', '/api/admin/discount-codes', {
      code: 'SOMMER-26',
      percentage: 5,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Den Code SOMMER-26 gibt es schon.');
    const listed = (await asStaff('GET', '/api/admin/discount-codes')).json<DiscountCodeView[]>();
    expect(listed.map((code) => code.code)).toEqual(
      expect.arrayContaining(['HONIG10', 'SOMMER-26']),
    );
  });

  it.each([
    ['no percentage', { code: 'LEER', percentage: 0 }, 'Rabatt muss zwischen 1 und 100 % liegen.'],
    [
      'an end before the start',
      { code: 'RUECKWAERTS', percentage: 5, validFrom: '2026-07-01', validUntil: '2026-06-01' },
      'Das Ende liegt vor dem Beginn.',
    ],
    ['a code with spaces', { code: 'mit leer', percentage: 5 }, 'Code: 3 bis 32 Zeichen'],
    [
      'a day the calendar does not have',
      { code: 'FEBRUAR', percentage: 5, validUntil: '2027-02-30' },
      'Bitte ein Datum wählen.',
    ],
    [
      'zero uses',
      { code: 'NULL-MAL', percentage: 5, maxUses: 0 },
      'Höchstzahl muss mindestens 1 sein.',
    ],
  ])('refuses %s in German', async (_case, payload, message) => {
    const response = await asStaff('POST', '/api/admin/discount-codes', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
  });

  it('applies only inside its dates and while active', async () => {
    await asStaff('POST', '/api/admin/discount-codes', {
      code: 'JULI',
      percentage: 20,
      validFrom: '2026-07-01',
      validUntil: '2026-07-31',
    });
    expect(await lookup('JULI')).toBe(0);
    const noPrice = (await checkout('JULI')).json<{ orderId: string }>();
    expect(noPrice.orderId).toBeDefined();

    const opened = await asStaff('PUT', '/api/admin/discount-codes/juli', {
      percentage: 20,
      validFrom: '2026-06-01',
      validUntil: '2026-06-15',
    });
    expect(opened.json<DiscountCodeView>().state).toBe('applies');
    expect(await lookup('JULI')).toBe(20);

    const ended = await asStaff('PUT', '/api/admin/discount-codes/JULI', {
      percentage: 20,
      validFrom: '2026-06-01',
      validUntil: '2026-06-15',
      active: false,
    });
    expect(ended.json<DiscountCodeView>().state).toBe('inactive');
    expect(await lookup('JULI')).toBe(0);
    expect(
      (await asStaff('PUT', '/api/admin/discount-codes/GIBTSNICHT', { percentage: 5 })).statusCode,
    ).toBe(404);
  });

  it('is used up once as many orders hold it as allowed — also when two checkouts race', async () => {
    await asStaff('POST', '/api/admin/discount-codes', {
      code: 'EINMAL',
      percentage: 50,
      maxUses: 1,
    });
    const [first, second] = await Promise.all([checkout('EINMAL'), checkout('EINMAL')]);
    const answers = [first, second].map((response) => response.statusCode).sort();
    // one order holds the code; the other checkout is told, or priced without it
    expect(answers[0]).toBe(200);
    const listed = (await asStaff('GET', '/api/admin/discount-codes')).json<DiscountCodeView[]>();
    const code = listed.find((entry) => entry.code === 'EINMAL');
    expect(code?.uses).toBe(1);
    expect(code?.state).toBe('used-up');
    if (answers[1] === 409) {
      const refused = [first, second].find((response) => response.statusCode === 409);
      expect(refused?.json().error.code).toBe('DISCOUNT_UNAVAILABLE');
    }
    expect(await lookup('EINMAL')).toBe(0);

    // a cancelled order gives its use back
    const holder = [first, second].find((response) => response.statusCode === 200);
    const sessionId = holder?.json<{ url: string }>().url.split('/zahlung/')[1] ?? '';
    await shop().app.inject({ method: 'POST', url: `/api/checkout/sessions/${sessionId}/cancel` });
    expect(await lookup('EINMAL')).toBe(50);
  });
});

describeOnPostgres('a code without a use limit, checkouts side by side', (postgres) => {
  const shop = useTestShop(postgres, { today: TODAY });

  it('keeps no checkout waiting while another transaction holds its row', async () => {
    const { db } = shop().database;
    let rowHeld = () => {};
    const held = new Promise<void>((resolve) => {
      rowHeld = resolve;
    });
    let letGo = () => {};
    const done = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    // as a long checkout with the same code would hold it
    const holder = db.transaction(async (tx) => {
      await tx.select().from(discountCodes).where(eq(discountCodes.code, 'HONIG10')).for('update');
      rowHeld();
      await done;
    });
    await held;
    const answer = shop().app.inject({
      method: 'POST',
      url: '/api/checkout',
      remoteAddress: nextAddress(),
      payload: { lines: [goodsLine('p-akazienhonig')], discountCode: 'honig10' },
    });
    let answered = false;
    void answer.finally(() => {
      answered = true;
    });
    // until the checkout answers, or PostgreSQL shows it waiting for a lock (then it would wait
    // for the holder for good: fail at once rather than hang)
    let waitedForLock = false;
    while (!answered && !waitedForLock) {
      const [waiting] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(sql`pg_stat_activity`)
        .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
      waitedForLock = (waiting?.count ?? 0) > 0;
    }
    letGo();
    await holder;
    expect(waitedForLock).toBe(false);
    expect((await answer).statusCode).toBe(200);
  });
});
