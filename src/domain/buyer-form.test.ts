import { describe, expect, it } from 'vitest';
import { type BuyerForm, buyerFieldOf, buyerFromForm, emptyBuyerForm } from './buyer-form';
import { simulatedPayment } from './payment-schema';

const shipping = { delivery: 'shipping' as const, shippingCountries: ['AT', 'DE'] };
const buyerSchema = (rules: typeof shipping) =>
  simulatedPayment(() => new Date('2026-11-25T12:00:00Z'), rules).shape.buyer;

describe('the buyer form of the simulated payment page', () => {
  it('starts in Germany when the order ships there, and sends what the schema takes', () => {
    const form = {
      ...emptyBuyerForm(shipping),
      name: ' Jürgen Müller ',
      street: 'Lindenweg 4',
      postalCode: '14467',
      town: 'Görlitz',
    };
    expect(form.country).toBe('DE');
    expect(buyerSchema(shipping).parse(buyerFromForm(form, shipping))).toEqual({
      name: 'Jürgen Müller',
      deliveryAddress: {
        street: 'Lindenweg 4',
        addressLine2: null,
        postalCode: '14467',
        town: 'Görlitz',
        country: 'DE',
      },
      phone: null,
      billingAddress: null,
    });
  });

  it('names the field of every issue the schema finds, step by step as a customer fixes them', () => {
    const fieldsOf = (form: BuyerForm) => {
      const result = buyerSchema(shipping).safeParse(buyerFromForm(form, shipping));
      return new Set(result.error?.issues.map((issue) => buyerFieldOf(issue.path)));
    };
    const empty = { ...emptyBuyerForm(shipping), billingDiffers: true };
    expect(fieldsOf(empty)).toEqual(
      new Set(['name', 'street', 'town', 'billingName', 'billingStreet', 'billingTown']),
    );
    const filled = {
      ...empty,
      name: 'Jürgen Müller',
      street: 'Lindenweg 4',
      postalCode: '1446',
      town: 'Görlitz',
      billingName: 'Imkerei Müller GmbH',
      billingStreet: 'Am Markt',
      billingPostalCode: '01067',
      billingTown: 'Dresden',
    };
    expect(fieldsOf(filled)).toEqual(new Set(['postalCode', 'billingStreet']));
    const fixed = { ...filled, postalCode: '02826', billingStreet: 'Am Markt 1' };
    expect(fieldsOf(fixed)).toEqual(new Set());
    expect(fieldsOf({ ...fixed, country: 'FR', postalCode: '75001' })).toEqual(
      new Set(['country']),
    );
  });

  it('asks a pickup for no address and a course booking for nothing', () => {
    const pickup = { delivery: 'pickup' as const, shippingCountries: [] };
    const form = { ...emptyBuyerForm(pickup), name: 'Anna Groß', street: 'ignored' };
    expect(buyerFromForm(form, pickup)?.deliveryAddress).toBeNull();
    expect(buyerFromForm(form, { delivery: 'none', shippingCountries: [] })).toBeUndefined();
    expect(buyerFieldOf(['deliveryAddress'])).toBeNull();
    expect(buyerFieldOf(['billingAddress', 'addressLine2'])).toBe('billingAddressLine2');
  });
});
