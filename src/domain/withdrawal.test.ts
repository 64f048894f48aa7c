import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paths } from './routes';
import {
  orderNumber,
  orderPrefixFrom,
  receiptTime,
  refundDeadline,
  statusTokenFrom,
} from './withdrawal';
import { WithdrawalRequest } from './withdrawal-schema';

describe('the order a withdrawal names', () => {
  it('reads the printed number, with or without #, in any case', () => {
    expect(orderPrefixFrom('AB12CD34')).toBe('ab12cd34');
    expect(orderPrefixFrom(' #ab12cd34 ')).toBe('ab12cd34');
    expect(orderPrefixFrom('AB12CD3')).toBeNull();
    expect(orderPrefixFrom('Bestellung vom Montag')).toBeNull();
  });

  it('reads an order id anywhere in a pasted link', () => {
    expect(
      orderPrefixFrom('https://hof.example/bestellung/0A1B2C3D-1111-4222-8333-444455556666?x=1'),
    ).toBe('0a1b2c3d');
  });

  it("reads the number from the confirmation e-mail's withdrawal link", () => {
    expect(orderPrefixFrom('http://127.0.0.1:3100/vertrag-widerrufen?bestellung=96F3DDBA')).toBe(
      '96f3ddba',
    );
    expect(
      orderPrefixFrom('https://hof.example/vertrag-widerrufen?x=1&bestellung=96f3ddba#a'),
    ).toBe('96f3ddba');
    // a longer value is not an order number cut short
    expect(
      orderPrefixFrom('https://hof.example/vertrag-widerrufen?bestellung=96F3DDBA7'),
    ).toBeNull();
  });

  it("reads the token of a pasted status link, and nothing else's", () => {
    const token = 'ab'.repeat(32);
    expect(statusTokenFrom(`http://127.0.0.1:3100/bestellung/${token.toUpperCase()}`)).toBe(token);
    expect(statusTokenFrom(` https://hof.example/bestellung/${token}?x=1 `)).toBe(token);
    expect(statusTokenFrom(`https://hof.example/bestellung/${token.slice(1)}`)).toBeNull();
    expect(statusTokenFrom('AB12CD34')).toBeNull();
    expect(orderPrefixFrom(`https://hof.example/bestellung/${token}`)).toBeNull();
  });

  it('finds every order by the number its e-mail printed', () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        expect(orderPrefixFrom(orderNumber(id))).toBe(id.slice(0, 8).toLowerCase());
        expect(orderPrefixFrom(`Link: https://x.example/${id}`)).toBe(id.slice(0, 8));
        expect(orderPrefixFrom(`https://x.example${paths.withdrawOrder(orderNumber(id))}`)).toBe(
          id.slice(0, 8).toLowerCase(),
        );
      }),
    );
  });

  it('says the receipt time in German, in Berlin time', () => {
    expect(receiptTime(new Date('2026-06-19T10:15:30Z'))).toBe('19. Juni 2026 um 12:15:30');
  });
});

describe('the declaration', () => {
  it('needs name, e-mail and order, with German messages', () => {
    const result = WithdrawalRequest.safeParse({ name: ' ', email: 'a..b@x.de', order: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', 'Name darf nicht leer sein.'],
      ['email', 'Bitte gib eine gültige E-Mail-Adresse ein.'],
      ['order', 'Bestellnummer darf nicht leer sein.'],
    ]);
    expect(
      WithdrawalRequest.parse({ name: 'Jürgen Müller', email: 'jürgen@müller.de', order: 'X' }),
    ).toEqual({ name: 'Jürgen Müller', email: 'jürgen@müller.de', order: 'X' });
  });
});

describe('the day a withdrawal must be refunded by', () => {
  it('is the 14th calendar day after it arrived, counted in Berlin', () => {
    // 23:30 UTC on 9 March is 00:30 on 10 March in Berlin
    expect(refundDeadline(new Date('2027-03-09T23:30:00Z'))).toBe('2027-03-24');
    expect(refundDeadline(new Date('2027-03-09T22:30:00Z'))).toBe('2027-03-23');
  });

  it('counts days, not hours, across both changes of the clock', () => {
    // received on the night before summer time starts (28 March 2027) and before it ends
    expect(refundDeadline(new Date('2027-03-27T22:59:00Z'))).toBe('2027-04-10');
    expect(refundDeadline(new Date('2027-10-30T22:30:00Z'))).toBe('2027-11-14');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
        (at) => {
          const days =
            (Date.parse(refundDeadline(at)) - Date.parse(at.toISOString().slice(0, 10))) /
            86_400_000;
          expect(days).toBeGreaterThanOrEqual(14);
          expect(days).toBeLessThanOrEqual(15);
        },
      ),
    );
  });
});
