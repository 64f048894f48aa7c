import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressLines } from './address-format';
import { BillingAddress, buyerDetailsSchema, PostalAddress } from './address-schema';
import {
  countryGroup,
  countryName,
  EU_COUNTRIES,
  isCountryCode,
  sortedByGermanName,
} from './countries';

const home = { street: 'Lindenweg 4', postalCode: '10115', town: 'Berlin', country: 'DE' };
const shipping = buyerDetailsSchema({ delivery: 'shipping', shippingCountries: ['DE', 'AT'] });
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

// letters of many scripts and the punctuation real names and streets carry
const friendlyChar = fc.constantFrom(..."abcßäöüÄÖÜéèêçñøåłšžőăîțΩЖж李 -.'/&".split(''), 'ﬀ', '😀');
const friendlyText = fc
  .array(friendlyChar, { minLength: 1, maxLength: 60 })
  .map((chars) => `A${chars.join('')}`.trim());
const badChar = fc.constantFrom('\u0000', '\u0007', '\n', '\u001b', '\u2028', '\ud800', '\udfff');

describe('delivery and billing addresses', () => {
  it('takes umlauts, accents and other scripts in every text field', () => {
    fc.assert(
      fc.property(friendlyText, friendlyText, (name, town) => {
        const parsed = shipping.safeParse({
          name,
          deliveryAddress: { ...home, street: `${town} 7`, town },
        });
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
        expect(parsed.data?.name).toBe(name.trim().normalize('NFC'));
      }),
    );
  });

  it('refuses control characters, line separators and lone surrogates anywhere in a line', () => {
    fc.assert(
      fc.property(
        friendlyText,
        badChar,
        fc.nat(),
        fc.constantFrom('name', 'street', 'town', 'addressLine2'),
        (text, bad, at, field) => {
          const index = at % (text.length + 1);
          const value = `A${text.slice(0, index)}${bad}${text.slice(index)} 5`;
          const input =
            field === 'name'
              ? { name: value, deliveryAddress: home }
              : { name: 'Jürgen Müller', deliveryAddress: { ...home, [field]: value } };
          const parsed = shipping.safeParse(input);
          expect(parsed.success).toBe(false);
          expect(messages(parsed).join(' ')).toMatch(/unzulässige Zeichen/);
        },
      ),
    );
  });

  it('stores composed characters: "ü" typed as u + diaeresis is the same "ü"', () => {
    const parsed = PostalAddress.parse({ ...home, town: 'Mu\u0308nchen', postalCode: '80331' });
    expect(parsed.town).toBe('München');
  });

  it('takes any German postcode of five digits, and nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 99999 }), (number) => {
        const postalCode = String(number).padStart(5, '0');
        expect(PostalAddress.safeParse({ ...home, postalCode }).success).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,4}$|^\d{6,8}$|^00\d{3}$|^\d{4}[A-Z]$/), (postalCode) => {
        const parsed = PostalAddress.safeParse({ ...home, postalCode });
        expect(messages(parsed)).toContain(
          'Bitte gib eine fünfstellige Postleitzahl ein, z. B. 10115.',
        );
      }),
    );
  });

  it('says a pasted postcode is too long, not that it is empty', () => {
    const parsed = PostalAddress.safeParse({ ...home, postalCode: '1'.repeat(21) });
    expect(messages(parsed)).toContain('Die Postleitzahl ist zu lang (höchstens 20 Zeichen).');
    expect(messages(parsed)).not.toContain('Postleitzahl darf nicht leer sein.');
  });

  it('checks postcodes of the neighbours by their own rule and writes them as the post does', () => {
    const at = (country: string, postalCode: string) =>
      PostalAddress.safeParse({ ...home, country, postalCode });
    expect(at('AT', '1010').success).toBe(true);
    expect(at('AT', '10115').success).toBe(false);
    expect(at('CH', '8001').success).toBe(true);
    expect(at('NL', '1012ab').data?.postalCode).toBe('1012 AB');
    expect(at('NL', ' 1012  AB ').data?.postalCode).toBe('1012 AB');
    expect(messages(at('NL', '1012'))).toEqual([
      'Diese Postleitzahl passt nicht zum Land, sie sieht etwa so aus: 1012 AB.',
    ]);
    expect(at('LU', 'L-1009').data?.postalCode).toBe('1009');
    expect(at('PL', '00-950').success).toBe(true);
    expect(at('PL', '00950').success).toBe(false);
    // a country without a rule: any short code, or none at all
    expect(at('GB', 'sw1a 1aa').data?.postalCode).toBe('SW1A 1AA');
    expect(at('IE', '').success).toBe(true);
    expect(at('DE', '').success).toBe(false);
  });

  it('wants a house number where the post expects one', () => {
    expect(messages(PostalAddress.safeParse({ ...home, street: 'Lindenweg' }))).toEqual([
      'Bitte gib Straße und Hausnummer an, z. B. Lindenweg 4.',
    ]);
    const farm = { street: 'Rose Cottage', postalCode: '', town: 'Kilkenny', country: 'IE' };
    expect(PostalAddress.safeParse(farm).success).toBe(true);
  });

  it('ships only to the countries of the setting, and bills to any country', () => {
    const ch = { ...home, country: 'CH', postalCode: '8001' };
    expect(messages(shipping.safeParse({ name: 'Anna', deliveryAddress: ch }))).toEqual([
      'Wir liefern nur nach Deutschland, Österreich.',
    ]);
    const billed = shipping.parse({
      name: 'Anna',
      deliveryAddress: home,
      billingAddress: { name: 'Hof Schmidt GbR', ...ch },
    });
    expect(billed.billingAddress?.country).toBe('CH');
    expect(billed.phone).toBeNull();
  });

  it('refuses country codes that name no country', () => {
    for (const country of ['EU', 'ZZ', 'UK', 'XX', 'D', 'DEU']) {
      expect(BillingAddress.safeParse({ name: 'A', ...home, country }).success, country).toBe(
        false,
      );
    }
    expect(PostalAddress.parse({ ...home, country: 'de' }).country).toBe('DE');
  });

  it('asks no delivery address of a pickup, but a name', () => {
    const pickup = buyerDetailsSchema({ delivery: 'pickup', shippingCountries: ['DE'] });
    expect(pickup.parse({ name: 'Anna Groß', phone: '0171 1234567' })).toEqual({
      name: 'Anna Groß',
      deliveryAddress: null,
      phone: '0171 1234567',
      billingAddress: null,
    });
    expect(messages(pickup.safeParse({ name: ' ' }))).toEqual(['Name darf nicht leer sein.']);
    expect(messages(pickup.safeParse({ name: 'A', phone: 'call me' }))).toEqual([
      'Bitte gib eine gültige Telefonnummer ein.',
    ]);
  });

  it('knows every country a customer could name, and groups them for shipping', () => {
    expect(isCountryCode('DE') && isCountryCode('XK') && !isCountryCode('EU')).toBe(true);
    expect(countryName('AT')).toBe('Österreich');
    // asked again (kept), and a code no country has: named by itself, each time
    expect([countryName('AT'), countryName('QQ'), countryName('QQ')]).toEqual([
      'Österreich',
      'QQ',
      'QQ',
    ]);
    expect([countryGroup('DE'), countryGroup('FR'), countryGroup('CH')]).toEqual([
      'DE',
      'EU',
      'other',
    ]);
  });
});

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const EVERY_COUNTRY = LETTERS.flatMap((a) => LETTERS.map((b) => a + b)).filter(isCountryCode);

describe('countries in the order of their German names', () => {
  it('puts Österreich between Niederlande and Polen', () => {
    expect(sortedByGermanName(['PL', 'AT', 'NL', 'BE'])).toEqual(['BE', 'NL', 'AT', 'PL']);
    expect(sortedByGermanName(EU_COUNTRIES).slice(0, 3)).toEqual(['BE', 'BG', 'DK']);
  });

  it('orders any list as German comparison does, and leaves the list it was given alone', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(EVERY_COUNTRY), (codes) => {
        const given = [...codes];
        const names = sortedByGermanName(codes).map(countryName);
        expect(names).toEqual(codes.map(countryName).sort((a, b) => a.localeCompare(b, 'de')));
        expect(codes).toEqual(given);
      }),
      { numRuns: 30 },
    );
  });
});

describe('addresses as the post writes them', () => {
  it('puts the country last, in capitals, only abroad', () => {
    expect(addressLines('Anna Groß', { ...home, addressLine2: 'c/o Hof Schmidt' })).toEqual([
      'Anna Groß',
      'Lindenweg 4',
      'c/o Hof Schmidt',
      '10115 Berlin',
    ]);
    const vienna = { ...home, postalCode: '1010', town: 'Wien', country: 'AT' };
    expect(addressLines(null, { ...vienna, addressLine2: null })).toEqual([
      'Lindenweg 4',
      '1010 Wien',
      'ÖSTERREICH',
    ]);
  });
});

describe('an address that is not one at all', () => {
  it('is refused with a German message, never thrown at', () => {
    for (const value of [null, 'Lindenweg 4', 42, [], { street: null }]) {
      const result = PostalAddress.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
    }
    expect(PostalAddress.safeParse(null).error?.issues[0]?.message).toBe(
      'Bitte gib die Lieferadresse an.',
    );
    expect(
      BillingAddress.safeParse({
        name: 'A',
        street: 'B 1',
        postalCode: 7,
        town: 'C',
        country: 'DE',
      }).success,
    ).toBe(false);
  });
});
