import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderNumber, orderPrefixFrom, receiptTime } from './withdrawal';
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

  it('finds every order by the number its e-mail printed', () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        expect(orderPrefixFrom(orderNumber(id))).toBe(id.slice(0, 8).toLowerCase());
        expect(orderPrefixFrom(`Link: https://x.example/${id}`)).toBe(id.slice(0, 8));
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
