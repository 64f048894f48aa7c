import { describe, expect, it } from 'vitest';
import { type BuyerForm, buyerFieldOf, buyerFromForm, emptyBuyerForm } from './buyer-form';
import { type BuyerRules, billingAddressRequired, simulatedPayment } from './payment-schema';

const shipping: BuyerRules = {
  delivery: 'shipping',
  shippingCountries: ['AT', 'DE'],
  billingAddressRequired: false,
};
const buyerSchema = (rules: BuyerRules) =>
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
      return new Set(result.error?.issues.map((issue) => buyerFieldOf(issue.path, shipping)));
    };
    const empty = { ...emptyBuyerForm(shipping), billingDiffers: true };
    expect(fieldsOf(empty)).toEqual(
      new Set([
        'name',
        'street',
        'postalCode',
        'town',
        'billingName',
        'billingStreet',
        'billingPostalCode',
        'billingTown',
      ]),
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

  it('asks a pickup for no address and a course booking for nothing up to 250 €', () => {
    const pickup: BuyerRules = {
      delivery: 'pickup',
      shippingCountries: [],
      billingAddressRequired: false,
    };
    const form = { ...emptyBuyerForm(pickup), name: 'Anna Groß', street: 'ignored' };
    expect(buyerFromForm(form, pickup)?.deliveryAddress).toBeNull();
    const courses = { ...pickup, delivery: 'none' as const };
    expect(buyerFromForm(form, courses)).toBeNull();
    expect(buyerSchema(courses).parse(buyerFromForm(form, courses))).toBeNull();
    expect(buyerFieldOf(['deliveryAddress'], pickup)).toBeNull();
    expect(buyerFieldOf(['billingAddress', 'addressLine2'], pickup)).toBe('billingAddressLine2');
    expect(buyerFieldOf(['name'], courses)).toBe('billingName');
  });

  const billing = {
    billingName: 'Imkerverein Görlitz e. V.',
    billingStreet: 'Am Markt 1',
    billingPostalCode: '02826',
    billingTown: 'Görlitz',
  };

  it('takes a billing address offered for course places; its name names the buyer', () => {
    const courses: BuyerRules = {
      delivery: 'none',
      shippingCountries: [],
      billingAddressRequired: false,
    };
    const form = { ...emptyBuyerForm(courses), billingDiffers: true, ...billing };
    expect(buyerSchema(courses).parse(buyerFromForm(form, courses))).toEqual({
      name: 'Imkerverein Görlitz e. V.',
      deliveryAddress: null,
      phone: null,
      billingAddress: {
        name: 'Imkerverein Görlitz e. V.',
        street: 'Am Markt 1',
        addressLine2: null,
        postalCode: '02826',
        town: 'Görlitz',
        country: 'DE',
      },
    });
  });

  it('asks a billing address above 250 € for courses alone and for a pickup, open from the start', () => {
    expect(billingAddressRequired('none', 25_000)).toBe(false);
    expect(billingAddressRequired('none', 25_001)).toBe(true);
    expect(billingAddressRequired('pickup', 29_800)).toBe(true);
    expect(billingAddressRequired('shipping', 99_900)).toBe(false);
    for (const delivery of ['none', 'pickup'] as const) {
      const rules: BuyerRules = { delivery, shippingCountries: [], billingAddressRequired: true };
      const form = { ...emptyBuyerForm(rules), name: 'Anna Groß' };
      expect(form.billingDiffers).toBe(true);
      const fields = (value: BuyerForm) =>
        new Set(
          buyerSchema(rules)
            .safeParse(buyerFromForm(value, rules))
            .error?.issues.map((issue) => buyerFieldOf(issue.path, rules)),
        );
      expect(fields(form)).toEqual(
        new Set(['billingName', 'billingStreet', 'billingPostalCode', 'billingTown']),
      );
      // unticking is not offered; a form that says so still sends the address asked for
      expect(fields({ ...form, billingDiffers: false, ...billing })).toEqual(new Set());
    }
  });
});
