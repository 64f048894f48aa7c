import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartMatchesOrder,
  decrementLine,
  incrementLine,
  itemCount,
  newTempId,
  parseCartCookie,
  removeLine,
} from './cart';
import type { CartLine } from './cart-schema';

const attendee = {
  courseDateId: 3,
  firstName: 'Anna',
  lastName: 'Imker',
  email: 'anna@example.org',
  phone: '0171 1234567',
};
const honey = { itemId: 'p-akazienhonig', quantity: 1, course: null };

describe('cart operations', () => {
  it('adds a new line, then increments the same product', () => {
    let cart = addToCart([], honey, 'AAAAAAAAAAA');
    cart = addToCart(cart, { ...honey, quantity: 2 }, 'BBBBBBBBBBB');
    expect(cart).toEqual([{ ...honey, quantity: 3, tempId: 'AAAAAAAAAAA' }]);
  });

  it('keeps course bookings for different dates or attendees apart', () => {
    const course = { itemId: 'c-imkerkurs', quantity: 1, course: attendee };
    let cart = addToCart([], course, 'AAAAAAAAAAA');
    cart = addToCart(cart, course, 'BBBBBBBBBBB');
    cart = addToCart(cart, { ...course, course: { ...attendee, courseDateId: 4 } }, 'CCCCCCCCCCC');
    cart = addToCart(cart, { ...course, course: { ...attendee, firstName: 'Ben' } }, 'DDDDDDDDDDD');
    expect(cart.map((line) => [line.tempId, line.quantity])).toEqual([
      ['AAAAAAAAAAA', 2],
      ['CCCCCCCCCCC', 1],
      ['DDDDDDDDDDD', 1],
    ]);
  });

  it('minus removes the line at quantity 1, trash removes it at once', () => {
    const cart: CartLine[] = [{ ...honey, quantity: 2, tempId: 'AAAAAAAAAAA' }];
    const once = decrementLine(cart, 'AAAAAAAAAAA');
    expect(once[0]?.quantity).toBe(1);
    expect(decrementLine(once, 'AAAAAAAAAAA')).toEqual([]);
    expect(removeLine(incrementLine(cart, 'AAAAAAAAAAA'), 'AAAAAAAAAAA')).toEqual([]);
  });

  it('counts items and makes 11-character alphanumeric temp ids', () => {
    expect(
      itemCount([
        { ...honey, quantity: 2, tempId: 'x' },
        { ...honey, quantity: 3, tempId: 'y' },
      ]),
    ).toBe(5);
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 11, maxLength: 11 }), (bytes) => {
        expect(newTempId(() => bytes)).toMatch(/^[A-Za-z0-9]{11}$/);
      }),
    );
  });

  it('reads only well-formed lines from the cookie', () => {
    const good = { ...honey, tempId: 'AAAAAAAAAAA' };
    const course = { itemId: 'c-kurs', quantity: 1, course: attendee, tempId: 'BBBBBBBBBBB' };
    expect(
      parseCartCookie([good, course, { itemId: 'x', quantity: 1 }, { ...good, quantity: 0 }, null]),
    ).toEqual([good, course]);
    expect(parseCartCookie({ not: 'a list' })).toEqual([]);
  });

  it('item count equals the sum of added quantities, whatever the order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('p-a', 'p-b', 'c-c'), fc.integer({ min: 1, max: 5 }))),
        (adds) => {
          const cart = adds.reduce<CartLine[]>(
            (acc, [itemId, quantity], index) =>
              addToCart(
                acc,
                { itemId, quantity, course: null },
                `T${String(index).padStart(10, '0')}`,
              ),
            [],
          );
          expect(itemCount(cart)).toBe(adds.reduce((s, [, q]) => s + q, 0));
          expect(new Set(cart.map((l) => l.itemId)).size).toBe(cart.length);
        },
      ),
    );
  });
});

describe('the cart paid for (success page)', () => {
  const line = (itemId: string, quantity: number) => ({ itemId, quantity });
  const ordered = (productId: string, quantity: number) => ({ productId, quantity });

  it('matches an order with the same products and quantities, in any order and split', () => {
    expect(
      cartMatchesOrder(
        [line('p-a', 2), line('c-b', 1), line('c-b', 1)],
        [ordered('c-b', 2), ordered('p-a', 2)],
      ),
    ).toBe(true);
    expect(cartMatchesOrder([line('p-a', 2)], [ordered('p-a', 3)])).toBe(false);
    expect(cartMatchesOrder([line('p-a', 2), line('p-x', 1)], [ordered('p-a', 2)])).toBe(false);
    expect(cartMatchesOrder([], [ordered('p-a', 1)])).toBe(false);
  });

  it('a cart matches the order made from it, and not one with a line added', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('p-a', 'p-b', 'c-c'), fc.integer({ min: 1, max: 5 }))),
        (entries) => {
          const cart = entries.map(([id, quantity]) => line(id, quantity));
          const order = entries.map(([id, quantity]) => ordered(id, quantity));
          expect(cartMatchesOrder(cart, order)).toBe(true);
          expect(cartMatchesOrder([...cart, line('p-new', 1)], order)).toBe(false);
        },
      ),
    );
  });
});
