import { z } from 'zod';

// What the backoffice shows of courses; the server answers these shapes (admin/courses-routes.ts).

export const AdminCourseDate = z.object({
  id: z.number().int(),
  label: z.string().nullable(),
  startsOn: z.string(),
  fixedDates: z.array(z.string()),
  time: z.string(),
  totalSpace: z.number().int(),
  /** Places held by unpaid orders or confirmed. */
  taken: z.number().int(),
  minParticipants: z.number().int().nullable(),
  decisionOn: z.string().nullable(),
  decisionDaysBefore: z.number().int().nullable(),
  /** The Berlin day the minimum is decided on (docs/shop/courses.md#minimum-participants). */
  decisionDay: z.string().nullable(),
  cancelled: z.boolean(),
  /** Why the date was called off, as its mails said; null without one or while it takes place. */
  cancelReason: z.string().nullable(),
  /**
   * An order or a place booked outside the shop named the date once: it cannot be deleted, its
   * orders and credit notes keep naming it.
   */
  everBooked: z.boolean(),
});
export type AdminCourseDate = z.infer<typeof AdminCourseDate>;

export const AdminCourse = z.object({
  productId: z.string(),
  title: z.string(),
  /** A series course sells groups of fixed days; a plain course single days. */
  series: z.boolean(),
  /** Archived courses keep their dates but get no new ones. */
  archived: z.boolean(),
  dates: z.array(AdminCourseDate),
});
export type AdminCourse = z.infer<typeof AdminCourse>;

export const Participant = z.object({
  /** Names the places for a cancellation: the order line, or the buyer for places booked outside the shop. */
  booking: z.object({
    orderItemId: z.number().int().nullable(),
    buyerId: z.string().nullable(),
  }),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  places: z.number().int(),
  /** Both null for a place booked outside the shop. */
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  status: z.enum(['held', 'confirmed']),
});
export type Participant = z.infer<typeof Participant>;
