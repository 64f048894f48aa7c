import { z } from 'zod';
import { CountryCode, StoredPostalAddress } from './address-schema';
import { COUNTRY_GROUPS } from './countries';
import { IsoDay } from './day-schema';
import type { DeliveryChoice as Choice } from './delivery';

// How the cart's delivery choice travels (domain/delivery.ts prices it).

export const DeliveryChoice = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('shipping'), country: CountryCode }).strict(),
    z
      .object({
        method: z.literal('pickup'),
        placeId: z.number('Bitte wähle einen Abholort.').int().positive().max(2_147_483_647),
        date: IsoDay,
      })
      .strict(),
  ],
  'Bitte wähle Versand oder Abholung.',
) satisfies z.ZodType<Choice>;

/** The spec's default, and what a client that does not know the choice gets. */
export const SHIP_TO_GERMANY = { method: 'shipping', country: 'DE' } as const;

const OpeningHoursView = z.object({
  weekday: z.number().int(),
  opens: z.string(),
  closes: z.string(),
});

/** A place the cart offers, with the next days it may be chosen for. */
export const PickupPlaceOption = z.object({
  id: z.number().int(),
  name: z.string(),
  street: z.string(),
  postalCode: z.string(),
  town: z.string(),
  description: z.string(),
  openingHours: z.array(OpeningHoursView),
  cutoff: z.object({ daysBefore: z.number().int(), time: z.string() }),
  /** yyyy-mm-dd, earliest first. */
  dates: z.array(z.string()),
});
export type PickupPlaceOption = z.infer<typeof PickupPlaceOption>;

/** What the cart offers: a rate per destination group, and the pickup places with their days. */
export const DeliveryOptions = z.object({
  shipping: z.array(
    z.object({
      group: z.enum(COUNTRY_GROUPS),
      amountCents: z.number().int(),
      freeFromCents: z.number().int().nullable(),
      countries: z.array(z.string()),
    }),
  ),
  pickupPlaces: z.array(PickupPlaceOption),
});
export type DeliveryOptions = z.infer<typeof DeliveryOptions>;

/** How an order's goods reach the customer, as the receipt, the mails and the status page say. */
export const OrderDelivery = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('shipping'),
    buyerName: z.string().nullable(),
    address: StoredPostalAddress.nullable(),
  }),
  z.object({
    method: z.literal('pickup'),
    buyerName: z.string().nullable(),
    date: z.string(),
    place: PickupPlaceOption.omit({ dates: true, cutoff: true }),
  }),
  z.object({ method: z.literal('none') }),
]);
export type OrderDelivery = z.infer<typeof OrderDelivery>;
