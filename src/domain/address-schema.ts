import { z } from 'zod';
import { EMPTY, PHONE_MESSAGE, PHONE_PATTERN } from './attendee-schema';
import { countryName, isCountryCode } from './countries';
import { hasPostcodeRule, normalizePostcode, postcodeProblem } from './postcodes';
import { CONTROL_CHARACTERS_MESSAGE, PRINTABLE_LINE } from './text';

// Who bought and where the goods go (issue 27). The simulated payment page, the values read back
// from Stripe's Checkout Session and the backoffice all parse these schemas, so an address one
// of them takes is never refused by another.

/** One line of an address: trimmed, composed (NFC, so "ü" is stored one way), printable. */
const line = (label: string, max: number) =>
  z
    .string(`${label} ${EMPTY}`)
    .trim()
    .transform((text) => text.normalize('NFC'))
    .pipe(
      z
        .string()
        .max(max, `${label} ist zu lang (höchstens ${max} Zeichen).`)
        .regex(PRINTABLE_LINE, `${label} ${CONTROL_CHARACTERS_MESSAGE}.`),
    );
const required = (label: string, max: number) =>
  line(label, max).refine((text) => text !== '', `${label} ${EMPTY}`);
const optional = (label: string, max: number) =>
  line(label, max)
    .nullish()
    .transform((text) => text || null);

const COUNTRY_MESSAGE = 'Bitte wähle ein Land.';
export const CountryCode = z
  .string(COUNTRY_MESSAGE)
  .trim()
  .toUpperCase()
  .refine(isCountryCode, COUNTRY_MESSAGE);

export const BuyerName = required('Name', 100);

const addressFields = {
  street: required('Straße und Hausnummer', 100),
  addressLine2: optional('Adresszusatz', 100),
  postalCode: z
    .string('Postleitzahl darf nicht leer sein.')
    .max(20, 'Die Postleitzahl ist zu lang (höchstens 20 Zeichen).'),
  town: required('Ort', 80),
  country: CountryCode,
};

type AddressDraft = { street: string; postalCode: string; country: string };

// a check of some fields runs once the value is an object and those fields passed their own rules
const fieldsFine =
  (...fields: string[]) =>
  (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    payload.issues.every((issue) => {
      const [field] = issue.path ?? [];
      return field !== undefined && !fields.includes(String(field));
    });

// the rules that need the country: postcode per country, and a house number where the post of
// that country expects one on every address (the countries with a postcode rule). They run as
// soon as their own fields are fine, so an empty postcode is named with the empty name.
const postcodeRule = {
  path: ['postalCode'],
  when: fieldsFine('postalCode', 'country'),
  error: (issue: { input: unknown }) => {
    const address = issue.input as AddressDraft;
    return postcodeProblem(address.country, normalizePostcode(address.country, address.postalCode));
  },
};
const postcodeFits = (address: AddressDraft) =>
  postcodeProblem(address.country, normalizePostcode(address.country, address.postalCode)) === null;

const houseNumberRule = {
  path: ['street'],
  when: fieldsFine('street', 'country'),
  message: 'Bitte gib Straße und Hausnummer an, z. B. Lindenweg 4.',
};
const hasHouseNumber = (address: AddressDraft) =>
  !hasPostcodeRule(address.country) || /\d/.test(address.street);

const withPostcode = <T extends AddressDraft>(address: T): T => ({
  ...address,
  postalCode: normalizePostcode(address.country, address.postalCode),
});

/** Where a parcel goes; the recipient is the buyer (a "c/o" goes in the second line). */
export const PostalAddress = z
  .object(addressFields, 'Bitte gib die Lieferadresse an.')
  .strict()
  .refine(postcodeFits, postcodeRule)
  .refine(hasHouseNumber, houseNumberRule)
  .transform(withPostcode);
export type PostalAddress = z.output<typeof PostalAddress>;

/** An invoice address that differs from the delivery: may name another person or a company. */
export const BillingAddress = z
  .object({ name: required('Name', 100), ...addressFields }, 'Bitte gib die Rechnungsadresse an.')
  .strict()
  .refine(postcodeFits, postcodeRule)
  .refine(hasHouseNumber, houseNumberRule)
  .transform(withPostcode);
export type BillingAddress = z.output<typeof BillingAddress>;

// Addresses as stored and answered: checked when they came in, so a reply only names the fields
// (the input schemas' transforms cannot run backwards when a reply is encoded).
export const StoredPostalAddress = z.object({
  street: z.string(),
  addressLine2: z.string().nullable(),
  postalCode: z.string(),
  town: z.string(),
  country: z.string(),
}) satisfies z.ZodType<PostalAddress>;

export const StoredBillingAddress = StoredPostalAddress.extend({
  name: z.string(),
}) satisfies z.ZodType<BillingAddress>;

export const PhoneNumber = z
  .string()
  .trim()
  .nullish()
  .transform((text) => text || null)
  .refine((text) => text === null || PHONE_PATTERN.test(text), PHONE_MESSAGE);

/**
 * The buyer as a payment page sends it, before the order's own rules apply (buyerDetailsSchema):
 * the shape an API declaration can state without knowing the order.
 */
export const BuyerDetailsInput = z
  .object({
    name: BuyerName,
    deliveryAddress: PostalAddress.nullish().transform((address) => address ?? null),
    phone: PhoneNumber,
    billingAddress: BillingAddress.nullish().transform((address) => address ?? null),
  })
  .strict();

/**
 * The buyer of an order with goods. A delivery address when the goods are shipped, and only
 * to a country the shop ships to (a setting); a billing address when it differs, or when the
 * invoice needs one the pickup does not give (`billingAddressRequired`).
 */
export function buyerDetailsSchema(options: {
  delivery: 'shipping' | 'pickup';
  shippingCountries: readonly string[];
  billingAddressRequired?: boolean;
}) {
  const deliveryAddress =
    options.delivery === 'shipping'
      ? PostalAddress.refine((address) => options.shippingCountries.includes(address.country), {
          path: ['country'],
          message: `Wir liefern nur nach ${options.shippingCountries.map(countryName).join(', ')}.`,
        })
      : z.null('Bei Abholung gibt es keine Lieferadresse.').default(null);
  return z
    .object(
      {
        name: BuyerName,
        deliveryAddress,
        phone: PhoneNumber,
        billingAddress: options.billingAddressRequired
          ? BillingAddress
          : BillingAddress.nullish().transform((address) => address ?? null),
      },
      options.delivery === 'shipping'
        ? 'Bitte gib deinen Namen und die Lieferadresse an.'
        : 'Bitte gib deinen Namen an.',
    )
    .strict();
}
export type BuyerDetails = z.output<ReturnType<typeof buyerDetailsSchema>>;
