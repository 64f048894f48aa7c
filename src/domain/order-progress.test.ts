import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderProgress } from './order-progress';
import { DELIVERY_METHODS, FULFILMENT_STATES } from './order-states';

describe('the status page’s steps', () => {
  it('shows a pickup waiting at the stall as two steps done, one current, one next', () => {
    expect(
      orderProgress('pickup', 'ready_for_pickup').map((step) => [step.label, step.status]),
    ).toEqual([
      ['Bezahlt', 'done'],
      ['In Bearbeitung', 'done'],
      ['Abholbereit', 'current'],
      ['Abgeholt', 'next'],
    ]);
    expect(orderProgress('shipping', 'shipped').at(-1)).toMatchObject({
      label: 'Versandt',
      status: 'current',
    });
  });

  it('shows no way for a cancelled order', () => {
    expect(orderProgress('shipping', 'cancelled')).toEqual([]);
  });

  it('has at most one current step, and every step before it is done', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DELIVERY_METHODS),
        fc.constantFrom(...FULFILMENT_STATES),
        (delivery, state) => {
          const steps = orderProgress(delivery, state);
          const current = steps.findIndex((step) => step.status === 'current');
          expect(steps.filter((step) => step.status === 'current').length).toBeLessThanOrEqual(1);
          if (current >= 0) {
            expect(steps[current]?.state).toBe(state);
            expect(steps.slice(0, current).every((step) => step.status === 'done')).toBe(true);
            expect(steps.slice(current + 1).every((step) => step.status === 'next')).toBe(true);
          }
        },
      ),
    );
  });
});
