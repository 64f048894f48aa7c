import { z } from 'zod';
import { KNOWN_CARRIERS } from './carriers';
import { IsoDay } from './day-schema';
import { DELIVERY_METHODS, FULFILMENT_STATES, LIFECYCLE_ACTIONS } from './order-states';
import { ShipmentInput } from './shipment-schema';
import { PRINTABLE_LINE } from './text';

// What staff send to move orders after payment and what the backoffice reads back
// (fulfilment/routes.ts); the moves themselves are order-lifecycle.ts's.

const Version = z
  .number('Bitte die Fassung angeben, die du gesehen hast.')
  .int()
  .min(1)
  .max(2_147_483_647);

const CancelReason = z
  .string()
  .trim()
  .max(200, 'Der Grund ist zu lang (höchstens 200 Zeichen).')
  .regex(PRINTABLE_LINE, 'Der Grund enthält Steuerzeichen.')
  .nullish()
  .transform((text) => text || null);

/** One action of the lifecycle, with what it needs: the shipment for "ship", a reason to cancel. */
export const LifecycleActionInput = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.enum(['start_processing', 'prepare_pickup', 'hand_over']) }).strict(),
    z.object({ type: z.literal('ship'), shipment: ShipmentInput }).strict(),
    z.object({ type: z.literal('cancel'), reason: CancelReason }).strict(),
  ],
  { error: 'Bitte eine Aktion wählen.' },
);
export type LifecycleActionInput = z.output<typeof LifecycleActionInput>;

/** Move one order: the action and the version of the order the staff member saw. */
export const OrderMoveBody = z.object({ version: Version, action: LifecycleActionInput }).strict();
export type OrderMoveBody = z.input<typeof OrderMoveBody>;

/** The orders ticked in the list for "In Bearbeitung", each with the version the list showed. */
export const BulkStartBody = z
  .object({
    orders: z
      .array(z.object({ id: z.uuid('Unbekannte Bestellung.'), version: Version }).strict())
      .min(1, 'Bitte mindestens eine Bestellung auswählen.')
      .max(100, 'Höchstens 100 Bestellungen auf einmal.'),
  })
  .strict();
export type BulkStartBody = z.input<typeof BulkStartBody>;

const ShipmentView = z.discriminatedUnion('carrier', [
  z.object({ carrier: z.enum(KNOWN_CARRIERS), trackingNumber: z.string() }),
  z.object({ carrier: z.literal('other'), carrierName: z.string(), trackingNumber: z.string() }),
]);

/** An order's place in its lifecycle and the buttons it offers next. */
export const FulfilmentView = z.object({
  orderId: z.string(),
  state: z.enum(FULFILMENT_STATES),
  delivery: z.enum(DELIVERY_METHODS),
  shipment: ShipmentView.nullable(),
  changedAt: z.string().nullable(),
  version: z.number().int(),
  nextActions: z.array(z.enum(LIFECYCLE_ACTIONS)),
});
export type FulfilmentView = z.infer<typeof FulfilmentView>;

/** Each ticked order's outcome: moved, or refused with the German reason (nothing changed). */
export const BulkOutcome = z.object({
  results: z.array(
    z.discriminatedUnion('outcome', [
      z.object({ orderId: z.string(), outcome: z.literal('moved'), fulfilment: FulfilmentView }),
      z.object({
        orderId: z.string(),
        outcome: z.literal('refused'),
        code: z.string(),
        reason: z.string(),
      }),
    ]),
  ),
});
export type BulkOutcome = z.infer<typeof BulkOutcome>;

/** The "Heute" view's day; today in Berlin when left out. */
export const TodayQuery = z.object({ day: IsoDay.optional() }).strict();

const TodayOrder = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  buyerName: z.string().nullable(),
  email: z.string().nullable(),
  paidAt: z.string().nullable(),
  state: z.enum(FULFILMENT_STATES),
  delivery: z.enum(DELIVERY_METHODS),
  version: z.number().int(),
  nextActions: z.array(z.enum(LIFECYCLE_ACTIONS)),
  items: z.array(z.object({ quantity: z.number().int(), title: z.string() })),
});
export type TodayOrder = z.infer<typeof TodayOrder>;

/** What must go out (all shipping orders not yet shipped) and what each place hands over that day. */
export const TodayView = z.object({
  day: z.string(),
  shipping: z.array(TodayOrder),
  pickups: z.array(
    z.object({
      place: z.object({
        id: z.number().int(),
        name: z.string(),
        street: z.string(),
        postalCode: z.string(),
        town: z.string(),
      }),
      orders: z.array(TodayOrder),
    }),
  ),
});
export type TodayView = z.infer<typeof TodayView>;
