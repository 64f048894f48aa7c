import { describe, expect, it } from 'vitest';
import type { Cart } from '../../domain/cart-schema';
import type { CourseDate, ProductDetail } from '../../domain/catalog-schema';
import { lineLimit, lineMax } from './line-limits';

const attendee = (firstName: string, courseDateId: number) => ({
  courseDateId,
  firstName,
  lastName: 'Muster',
  email: `${firstName}@example.org`,
  phone: '0761 1234',
});

const date = (id: number, totalSpace: number, reserved: number): CourseDate => ({
  id,
  label: null,
  date: '2027-04-24',
  time: '15:00 – 17:30',
  totalSpace,
  reserved,
  free: totalSpace - reserved,
  fixedDates: ['2027-04-24'],
});

function product(overrides: Partial<ProductDetail>): ProductDetail {
  return {
    id: 'p-akazienhonig',
    type: 'honig',
    title: 'Akazienhonig',
    priceCents: 990,
    shortDescription: '',
    amountAvailable: 5,
    image: null,
    rating: { mean: null, count: 0 },
    firstProperty: null,
    taxRateBp: 0,
    maxPerOrder: 10,
    description: '',
    longDescription: '',
    images: [],
    properties: [],
    netContent: null,
    reduction: null,
    food: null,
    course: null,
    ...overrides,
  };
}

describe('lineMax', () => {
  it('is the stock of a product', () => {
    const cart: Cart = [
      { itemId: 'p-akazienhonig', quantity: 2, course: null, tempId: 'aaaaaaaaaaa' },
    ];
    expect(lineMax(cart, cart[0] as Cart[number], product({}))).toBe(5);
  });

  it('is the free places of the chosen date, shared by lines of the same date', () => {
    const course = product({
      id: 'c-imkern',
      type: 'course',
      course: {
        series: false,
        time: '',
        location: '',
        sections: [],
        dates: [date(1, 10, 7), date(2, 10, 0)],
      },
    });
    const cart: Cart = [
      { itemId: 'c-imkern', quantity: 1, course: attendee('Ada', 1), tempId: 'aaaaaaaaaaa' },
      { itemId: 'c-imkern', quantity: 2, course: attendee('Bo', 1), tempId: 'bbbbbbbbbbb' },
      { itemId: 'c-imkern', quantity: 4, course: attendee('Cy', 2), tempId: 'ccccccccccc' },
    ];
    const [first, , other] = cart as [Cart[number], Cart[number], Cart[number]];
    // date 1 has 3 free places; the second line already takes 2 of them
    expect(lineMax(cart, first, course)).toBe(1);
    expect(lineMax(cart, other, course)).toBe(10);
  });

  it("keeps a waitlist offer's line at the places the offer holds, apart from the free ones", () => {
    const course = product({
      id: 'c-imkern',
      type: 'course',
      course: { series: false, time: '', location: '', sections: [], dates: [date(1, 10, 9)] },
    });
    const offer = 'o'.repeat(43);
    const cart: Cart = [
      {
        itemId: 'c-imkern',
        quantity: 2,
        course: { ...attendee('Ada', 1), offer },
        tempId: 'aaaaaaaaaaa',
      },
      { itemId: 'c-imkern', quantity: 1, course: attendee('Bo', 1), tempId: 'bbbbbbbbbbb' },
    ];
    const [offered, plain] = cart as [Cart[number], Cart[number]];
    // the offer's 2 places count among the 9 reserved: the offer line keeps them, Bo has the 1 free
    expect(lineMax(cart, offered, course)).toBe(2);
    expect(lineMax(cart, plain, course)).toBe(1);
  });

  it('stays within what one order may take: goods across lines, a course per booking', () => {
    const honey = product({ amountAvailable: 50, maxPerOrder: 10 });
    const cart: Cart = [
      { itemId: 'p-akazienhonig', quantity: 4, course: null, tempId: 'aaaaaaaaaaa' },
      { itemId: 'p-akazienhonig', quantity: 3, course: null, tempId: 'bbbbbbbbbbb' },
    ];
    expect(lineMax(cart, cart[0] as Cart[number], honey)).toBe(7);
    const course = product({
      id: 'c-imkern',
      type: 'course',
      maxPerOrder: 12,
      course: { series: false, time: '', location: '', sections: [], dates: [date(1, 40, 0)] },
    });
    const bookings: Cart = [
      { itemId: 'c-imkern', quantity: 5, course: attendee('Ada', 1), tempId: 'aaaaaaaaaaa' },
      { itemId: 'c-imkern', quantity: 5, course: attendee('Bo', 1), tempId: 'bbbbbbbbbbb' },
    ];
    expect(lineMax(bookings, bookings[0] as Cart[number], course)).toBe(12);
  });

  it('is 0 for a date the course no longer offers and never negative', () => {
    const course = product({
      id: 'c-imkern',
      type: 'course',
      course: { series: false, time: '', location: '', sections: [], dates: [] },
    });
    const cart: Cart = [
      { itemId: 'c-imkern', quantity: 1, course: attendee('Ada', 9), tempId: 'aaaaaaaaaaa' },
    ];
    expect(lineMax(cart, cart[0] as Cart[number], course)).toBe(0);
    const sold = product({ amountAvailable: -2 });
    expect(
      lineMax(
        [],
        { itemId: 'p-akazienhonig', quantity: 1, course: null, tempId: 'x0000000000' },
        sold,
      ),
    ).toBe(0);
  });

  it('tells whether the stock or the order limit stops a line', () => {
    const honey = product({ amountAvailable: 50, maxPerOrder: 10 });
    const split: Cart = [
      { itemId: 'p-akazienhonig', quantity: 8, course: null, tempId: 'aaaaaaaaaaa' },
      { itemId: 'p-akazienhonig', quantity: 7, course: null, tempId: 'bbbbbbbbbbb' },
    ];
    expect(lineLimit(split, split[0] as Cart[number], honey)).toEqual({ max: 3, by: 'order' });
    const few = product({ amountAvailable: 4, maxPerOrder: 10 });
    expect(lineLimit(split, split[0] as Cart[number], few)).toEqual({ max: 0, by: 'stock' });
    const course = product({
      id: 'c-imkern',
      type: 'course',
      maxPerOrder: 12,
      course: { series: false, time: '', location: '', sections: [], dates: [date(1, 40, 0)] },
    });
    const booking: Cart = [
      { itemId: 'c-imkern', quantity: 14, course: attendee('Ada', 1), tempId: 'aaaaaaaaaaa' },
    ];
    expect(lineLimit(booking, booking[0] as Cart[number], course)).toEqual({
      max: 12,
      by: 'order',
    });
  });
});
