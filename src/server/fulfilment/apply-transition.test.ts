import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LifecycleAction } from '../../domain/order-lifecycle';
import { type Actor, auditTrail } from '../audit/service';
import { outbox } from '../db/schema';
import type { AppError } from '../errors';
import { useTestShop } from '../testing/app';
import { mailsTo, productWithStock } from '../testing/catalogue';
import { buyWithTestCard, goodsLine, payWithTestCard, startCheckout } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { testPickupPlace } from '../testing/pickup-orders';
import { createStaff } from '../testing/staff';
import { applyTransition } from './apply-transition';
import { orderFulfilment } from './fulfilment-view';

const SHOP = { shopEmail: 'hallo@hofladen.example', publicUrl: 'http://localhost:3000' };
const dhl = { carrier: 'dhl', trackingNumber: '003404341606' } as const;
const refusal = (error: unknown) => ({
  status: (error as AppError).status,
  code: (error as AppError).code,
  message: (error as AppError).message,
});

describe.each(databaseKinds())('moving paid orders on $name', (kind) => {
  const shop = useTestShop(kind, { config: { CHECKOUT_RATE_LIMIT: '100000' } });
  const db = () => shop().database.db;
  const deps = () => ({ db: db(), shop: SHOP });
  let actor: Actor;
  let customer = 0;
  const nextEmail = () => {
    customer += 1;
    return `kundin.${customer}@example.org`;
  };
  const move = (
    orderId: string,
    version: number,
    action: Exclude<LifecycleAction, { type: 'cancel' }>,
  ) => applyTransition(deps(), actor, orderId, version, action);

  beforeAll(async () => {
    const { user } = await createStaff(db());
    actor = { id: user.id, name: 'Greta Bienenstöck' };
  });

  it('ships a paid order: state, one audit entry per move, the notice with its tracking link', async () => {
    const honey = await productWithStock(db(), 'honig', 20);
    const email = nextEmail();
    const order = await buyWithTestCard(shop().app, [goodsLine(honey.id, 2)], email);
    expect(await orderFulfilment(db(), order.orderId)).toMatchObject({
      state: 'paid',
      delivery: 'shipping',
      version: 1,
      nextActions: ['start_processing', 'cancel'],
    });

    const processing = await move(order.orderId, 1, { type: 'start_processing' });
    expect(processing).toMatchObject({ state: 'processing', version: 2 });
    const shipped = await move(order.orderId, 2, { type: 'ship', shipment: dhl });
    expect(shipped).toMatchObject({ state: 'shipped', shipment: dhl, version: 3, nextActions: [] });

    const trail = await auditTrail(db(), 'order', order.orderId);
    expect(trail.map((entry) => [entry.staffName, entry.changes])).toEqual([
      [
        'Greta Bienenstöck',
        [
          { field: 'state', before: 'processing', after: 'shipped' },
          { field: 'carrier', before: null, after: 'dhl' },
          { field: 'trackingNumber', before: null, after: '003404341606' },
        ],
      ],
      ['Greta Bienenstöck', [{ field: 'state', before: 'paid', after: 'processing' }]],
    ]);
    const notice = (await mailsTo(db(), email)).find(
      (mail) => mail.kind === 'shipping-confirmation',
    );
    expect(notice?.subject).toBe(
      `Deine Bestellung ${order.orderId.slice(0, 8).toUpperCase()} ist unterwegs`,
    );
    expect(notice?.text).toContain(
      'Sendung verfolgen: https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=003404341606',
    );
    expect(notice?.text).toContain(`2 × ${honey.title}`);
    expect(notice?.html).toContain('Sendung verfolgen</a>');
  });

  it('refuses an illegal move with the machine’s German reason and changes nothing', async () => {
    const honey = await productWithStock(db(), 'honig', 20);
    const email = nextEmail();
    const order = await buyWithTestCard(shop().app, [goodsLine(honey.id)], email);
    const error = await move(order.orderId, 1, { type: 'ship', shipment: dhl }).catch((e) => e);
    expect(refusal(error)).toEqual({
      status: 409,
      code: 'ILLEGAL_TRANSITION',
      message: '„Versandt“ geht nicht bei einer Bestellung im Status „Bezahlt“.',
    });
    expect(await orderFulfilment(db(), order.orderId)).toMatchObject({ state: 'paid', version: 1 });
    expect(await auditTrail(db(), 'order', order.orderId)).toEqual([]);
    expect((await mailsTo(db(), email)).map((mail) => mail.kind)).toEqual(['order-confirmation']);
  });

  it('lets one of two staff win when both move the same order at once', async () => {
    const honey = await productWithStock(db(), 'honig', 20);
    const order = await buyWithTestCard(shop().app, [goodsLine(honey.id)], nextEmail());
    const results = await Promise.allSettled([
      move(order.orderId, 1, { type: 'start_processing' }),
      move(order.orderId, 1, { type: 'start_processing' }),
    ]);
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(won).toHaveLength(1);
    expect(lost.map(refusal)).toEqual([
      {
        status: 409,
        code: 'VERSION_CONFLICT',
        message:
          'Jemand anderes hat diese Bestellung inzwischen geändert. Lade sie neu, um den aktuellen Stand zu sehen.',
      },
    ]);
    expect(await auditTrail(db(), 'order', order.orderId)).toHaveLength(1);
    expect((await orderFulfilment(db(), order.orderId))?.version).toBe(2);
  });

  it('hands over a pickup order: reminder queued at payment, pickup notice, reminder withdrawn', async () => {
    const place = await testPickupPlace(db(), actor);
    const honey = await productWithStock(db(), 'honig', 20);
    const email = nextEmail();
    const { orderId, sessionId } = await startCheckout(
      shop().app,
      [goodsLine(honey.id)],
      '127.0.0.1',
      { method: 'pickup', placeId: place.id, date: '2027-06-05' },
    );
    if (!orderId) throw new Error('checkout failed');
    await payWithTestCard(shop().app, sessionId, email, {
      name: 'Anna Groß',
      deliveryAddress: null,
      phone: null,
    });
    await shop().app.inject({ url: `/api/checkout/sessions/${sessionId}` });

    const [reminder] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `pickup-reminder:${orderId}`));
    // Friday 4 June 2027, 18:00 summer time
    expect(reminder?.nextAttemptAt).toEqual(new Date('2027-06-04T16:00:00Z'));
    expect(reminder?.subject).toBe(
      `Morgen abholen: deine Bestellung ${orderId.slice(0, 8).toUpperCase()}`,
    );

    await move(orderId, 1, { type: 'start_processing' });
    expect((await orderFulfilment(db(), orderId))?.nextActions).toEqual([
      'prepare_pickup',
      'cancel',
    ]);
    await move(orderId, 2, { type: 'prepare_pickup' });
    const ready = (await mailsTo(db(), email)).find((mail) => mail.kind === 'pickup-ready');
    expect(ready?.text).toContain('Hallo Anna Groß,');
    expect(ready?.text).toContain('Wann: Sa., 05.06.2027');
    expect(ready?.text).toContain('Wo: Wochenmarkt Potsdam\n    Bassinplatz 1, 14467 Potsdam');
    expect(ready?.text).toContain('Samstag: 8:00–13:00 Uhr');

    await move(orderId, 3, { type: 'hand_over' });
    expect((await mailsTo(db(), email)).map((mail) => mail.kind).sort()).toEqual([
      'order-confirmation',
      'pickup-ready',
    ]);
  });

  it('does not move an order that is not paid', async () => {
    const honey = await productWithStock(db(), 'honig', 20);
    const { orderId } = await startCheckout(shop().app, [goodsLine(honey.id)]);
    const error = await move(orderId ?? '', 1, { type: 'start_processing' }).catch((e) => e);
    expect(refusal(error).code).toBe('ORDER_NOT_PAID');
  });
});
