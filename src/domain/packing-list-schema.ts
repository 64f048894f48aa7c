import { z } from 'zod';
import { IsoDay } from './day-schema';
import { FULFILMENT_STATES } from './order-states';

// The packing list: what to load for a day's market stall or pickup at the farm, and what goes
// out by parcel. Read by the backoffice's printable view and rendered as PDF (server/documents).

/** `shipping`, or the id of a pickup place. */
export const PACKING_GROUP_PATTERN = /^(shipping|[1-9]\d{0,8})$/;

export const PackingListQuery = z
  .object({
    date: IsoDay,
    group: z
      .string()
      .regex(PACKING_GROUP_PATTERN, 'Bitte „shipping“ oder die Nummer eines Abholorts angeben.')
      .default('shipping'),
  })
  .strict();
export type PackingListQuery = z.infer<typeof PackingListQuery>;

export type PackingGroup = { kind: 'shipping' } | { kind: 'pickup'; placeId: number };

export const packingGroupOf = (group: string): PackingGroup =>
  group === 'shipping' ? { kind: 'shipping' } : { kind: 'pickup', placeId: Number(group) };

const Line = z.object({ title: z.string(), quantity: z.number().int() });

export const PackingList = z.object({
  date: z.string(),
  group: z.string(),
  /** "Versand" or the pickup place's name. */
  title: z.string(),
  /** The place's one-line address; null for shipping. */
  address: z.string().nullable(),
  /** What to load: every product of the group's orders, added up, by title. */
  products: z.array(Line.extend({ productId: z.string() })),
  /** Who gets what, by order number. */
  orders: z.array(
    z.object({
      orderId: z.string(),
      orderNumber: z.string(),
      buyerName: z.string().nullable(),
      state: z.enum(FULFILMENT_STATES),
      stateLabel: z.string(),
      /** `lots`: which lots to pack (docs/shop/stock.md#batches); empty for plain stock. */
      lines: z.array(
        Line.extend({
          lots: z.array(
            z.object({ lotNumber: z.string(), bestBefore: z.string(), quantity: z.number().int() }),
          ),
        }),
      ),
    }),
  ),
  /** The groups the page offers: shipping, then each place (inactive ones only with orders). */
  groups: z.array(z.object({ group: z.string(), label: z.string() })),
});
export type PackingList = z.infer<typeof PackingList>;
