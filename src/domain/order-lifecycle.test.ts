import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KNOWN_CARRIERS, type Shipment } from './carriers';
import {
  type LifecycleAction,
  type LifecycleOrder,
  nextActions,
  STATE_WHEN_PAID,
  transition,
} from './order-lifecycle';
import { DELIVERY_METHODS, type DeliveryMethod, type FulfilmentState } from './order-states';

const now = new Date('2026-05-08T09:30:00Z');
const paid = (delivery: DeliveryMethod, goodsLeft = delivery !== 'none'): LifecycleOrder => ({
  state: STATE_WHEN_PAID,
  delivery,
  shipment: null,
  changedAt: null,
  goodsLeft,
});
const dhl: Shipment = { carrier: 'dhl', trackingNumber: '003404341606' };

/** Applies actions one after the other; a refused one leaves the order as it was. */
function run(order: LifecycleOrder, actions: LifecycleAction[]): LifecycleOrder {
  return actions.reduce((current, action) => {
    const result = transition(current, action, now);
    return result.ok ? result.order : current;
  }, order);
}

// the oracle, written apart from the machine's table: what a farm's order may ever look like
const LEGAL_STATES: Record<DeliveryMethod, FulfilmentState[]> = {
  shipping: ['paid', 'processing', 'shipped', 'cancelled'],
  pickup: ['paid', 'processing', 'ready_for_pickup', 'picked_up', 'cancelled'],
  none: ['paid', 'cancelled'],
};
const FINAL: FulfilmentState[] = ['shipped', 'picked_up', 'cancelled'];
const isLegal = (order: LifecycleOrder) =>
  LEGAL_STATES[order.delivery].includes(order.state) &&
  (order.state === 'shipped') === (order.shipment !== null) &&
  (order.shipment === null || order.shipment.trackingNumber.trim() !== '');

const shipment: fc.Arbitrary<Shipment> = fc.oneof(
  fc.record({
    carrier: fc.constantFrom(...KNOWN_CARRIERS),
    trackingNumber: fc.oneof(fc.constant(''), fc.stringMatching(/^[A-Z0-9]{6,20}$/)),
  }),
  fc.record({
    carrier: fc.constant('other' as const),
    carrierName: fc.oneof(fc.constant(' '), fc.constant('Kurier Huber')),
    trackingNumber: fc.oneof(fc.constant(''), fc.constant('LS 12/3')),
  }),
);
// cancelling is weighted low: it ends a journey, and the later states must be reached often
const action: fc.Arbitrary<LifecycleAction> = fc.oneof(
  { arbitrary: fc.constant({ type: 'start_processing' as const }), weight: 3 },
  { arbitrary: fc.constant({ type: 'prepare_pickup' as const }), weight: 3 },
  { arbitrary: fc.constant({ type: 'hand_over' as const }), weight: 3 },
  { arbitrary: shipment.map((s) => ({ type: 'ship' as const, shipment: s })), weight: 4 },
  {
    arbitrary: fc
      .option(fc.string(), { nil: null })
      .map((reason) => ({ type: 'cancel' as const, reason })),
    weight: 1,
  },
);
// now and then every unit was refunded before staff moved the order
const journey = fc.record({
  delivery: fc.constantFrom(...DELIVERY_METHODS),
  goodsLeft: fc.boolean(),
  actions: fc.array(action, { maxLength: 16 }),
});
const runs = { numRuns: 500 };
const complete = (a: LifecycleAction) =>
  a.type !== 'ship' ||
  (a.shipment.trackingNumber.trim() !== '' &&
    (a.shipment.carrier !== 'other' || a.shipment.carrierName.trim() !== ''));

describe('the order lifecycle', () => {
  it('reaches no illegal state by any sequence of actions, and never leaves a final one', () => {
    fc.assert(
      fc.property(journey, ({ delivery, goodsLeft, actions }) => {
        let order = paid(delivery, goodsLeft);
        for (const next of actions) {
          const before = order;
          order = run(order, [next]);
          expect(isLegal(order), JSON.stringify(order)).toBe(true);
          if (FINAL.includes(before.state)) expect(order).toBe(before);
          // nothing left to send: nothing is packed, sent or handed over, it can only be cancelled
          if (!goodsLeft) expect(['paid', 'cancelled']).toContain(order.state);
        }
      }),
      runs,
    );
  });

  it('records exactly one audit entry per applied move, naming both states', () => {
    fc.assert(
      fc.property(journey, ({ delivery, actions }) => {
        let order = paid(delivery);
        for (const next of actions) {
          const result = transition(order, next, now);
          if (!result.ok) continue;
          const audits = result.events.filter((event) => event.kind === 'audit');
          expect(audits).toHaveLength(1);
          expect(audits[0]).toMatchObject({
            before: { state: order.state },
            after: { state: result.order.state },
          });
          expect(result.order.changedAt).toBe(now);
          order = result.order;
        }
      }),
    );
  });

  it('changes nothing when it refuses, and says why in German', () => {
    fc.assert(
      fc.property(journey, action, ({ delivery, goodsLeft, actions }, last) => {
        const order = Object.freeze(run(paid(delivery, goodsLeft), actions));
        const copy = structuredClone(order);
        const result = transition(order, last, now);
        expect(order).toEqual(copy);
        if (!result.ok) {
          expect(result).not.toHaveProperty('events');
          expect(result.reason).toMatch(/[äöüß]|Bestellung|Versand/);
        }
      }),
    );
  });

  it('offers as next actions exactly those it then allows', () => {
    fc.assert(
      fc.property(journey, action, ({ delivery, goodsLeft, actions }, last) => {
        fc.pre(complete(last));
        const order = run(paid(delivery, goodsLeft), actions);
        expect(transition(order, last, now).ok).toBe(nextActions(order).includes(last.type));
      }),
    );
  });

  it('mails the shipping notice on shipping and the pickup notice when ready, once each', () => {
    fc.assert(
      fc.property(journey, ({ delivery, actions }) => {
        let order = paid(delivery);
        const mails: string[] = [];
        for (const next of actions) {
          const result = transition(order, next, now);
          if (!result.ok) continue;
          for (const event of result.events) if (event.kind === 'mail') mails.push(event.mail);
          order = result.order;
        }
        const expected = {
          shipped: ['shipping_confirmation'],
          ready_for_pickup: ['ready_for_pickup'],
          picked_up: ['ready_for_pickup'],
        } as Partial<Record<FulfilmentState, string[]>>;
        if (order.state !== 'cancelled') expect(mails).toEqual(expected[order.state] ?? []);
      }),
    );
  });
});

describe('the moves, one by one', () => {
  it('ships: paid → in Bearbeitung → versandt with carrier and number', () => {
    const processing = transition(paid('shipping'), { type: 'start_processing' }, now);
    expect(processing).toMatchObject({ ok: true, order: { state: 'processing' }, events: [{}] });
    if (!processing.ok) return;
    const shipped = transition(processing.order, { type: 'ship', shipment: dhl }, now);
    expect(shipped).toEqual({
      ok: true,
      order: {
        state: 'shipped',
        delivery: 'shipping',
        shipment: dhl,
        changedAt: now,
        goodsLeft: true,
      },
      events: [
        {
          kind: 'audit',
          action: 'updated',
          before: { state: 'processing', carrier: null, trackingNumber: null },
          after: { state: 'shipped', carrier: 'dhl', trackingNumber: '003404341606' },
        },
        { kind: 'mail', mail: 'shipping_confirmation' },
      ],
    });
    expect(nextActions(paid('shipping'))).toEqual(['start_processing', 'cancel']);
    expect(nextActions(processing.order)).toEqual(['ship', 'cancel']);
  });

  it('hands over: in Bearbeitung → abholbereit → abgeholt, and the reminder goes', () => {
    const processing = run(paid('pickup'), [{ type: 'start_processing' }]);
    expect(nextActions(processing)).toEqual(['prepare_pickup', 'cancel']);
    const ready = run(processing, [{ type: 'prepare_pickup' }]);
    expect(nextActions(ready)).toEqual(['hand_over', 'cancel']);
    const handed = transition(ready, { type: 'hand_over' }, now);
    expect(handed.ok && handed.events.slice(1)).toEqual([
      { kind: 'withdraw_mail', mail: 'pickup_reminder' },
    ]);
    expect(handed.ok && nextActions(handed.order)).toEqual([]);
  });

  it('cancels before handover with the reason audited (money, stock and places go back by refund)', () => {
    const cancelled = transition(paid('none'), { type: 'cancel', reason: 'Kurs fällt aus' }, now);
    expect(cancelled).toEqual({
      ok: true,
      order: { ...paid('none'), state: 'cancelled', changedAt: now },
      events: [
        {
          kind: 'audit',
          action: 'cancelled',
          before: { state: 'paid', carrier: null, trackingNumber: null },
          after: {
            state: 'cancelled',
            carrier: null,
            trackingNumber: null,
            cancelReason: 'Kurs fällt aus',
          },
        },
      ],
    });
    expect(nextActions(paid('none'))).toEqual(['cancel']);
  });

  it('packs, sends and hands over nothing once every unit was refunded; cancelling stays', () => {
    const refunded = { ...run(paid('pickup'), [{ type: 'start_processing' }]), goodsLeft: false };
    expect(transition(refunded, { type: 'prepare_pickup' }, now)).toEqual({
      ok: false,
      code: 'NOTHING_TO_SEND',
      reason:
        'Alle Waren dieser Bestellung sind erstattet: Es gibt nichts mehr zu packen, zu versenden oder zu übergeben.',
    });
    expect(nextActions(refunded)).toEqual(['cancel']);
    expect(nextActions(paid('shipping', false))).toEqual(['cancel']);
    expect(transition(paid('shipping', false), { type: 'cancel', reason: null }, now).ok).toBe(
      true,
    );
  });

  it('refuses with a reason staff understand', () => {
    const shipped = run(paid('shipping'), [
      { type: 'start_processing' },
      { type: 'ship', shipment: dhl },
    ]);
    expect(transition(shipped, { type: 'cancel', reason: null }, now)).toEqual({
      ok: false,
      code: 'ILLEGAL_TRANSITION',
      reason:
        'Die Bestellung ist bereits „Versandt“ und kann nicht mehr storniert werden; zurück geht das Geld per Erstattung.',
    });
    expect(transition(paid('pickup'), { type: 'ship', shipment: dhl }, now)).toMatchObject({
      code: 'WRONG_DELIVERY',
      reason: 'Diese Bestellung wird abgeholt, nicht versandt.',
    });
    expect(transition(paid('shipping'), { type: 'ship', shipment: dhl }, now)).toMatchObject({
      reason: '„Versandt“ geht nicht bei einer Bestellung im Status „Bezahlt“.',
    });
    const processing = run(paid('shipping'), [{ type: 'start_processing' }]);
    expect(transition(processing, { type: 'start_processing' }, now)).toMatchObject({
      reason: 'Die Bestellung ist bereits „In Bearbeitung“.',
    });
    const blank = { carrier: 'dhl' as const, trackingNumber: ' ' };
    expect(transition(processing, { type: 'ship', shipment: blank }, now)).toMatchObject({
      code: 'INCOMPLETE_SHIPMENT',
    });
  });
});
