import { z } from 'zod';
import { StoredBillingAddress, StoredPostalAddress } from './address-schema';
import { MAIL_STATUSES } from './admin-outbox';
import { EmailAddress } from './attendee-schema';
import { ORDER_STATUSES } from './checkout-schema';
import { DELIVERY_METHODS, FULFILMENT_STATES } from './order-states';
import { WAITLIST_STATUSES } from './waitlist-schema';

/** Whose data staff export or erase: the customer's e-mail address. */
export const CustomerEmail = z
  .object({
    email: EmailAddress,
  })
  .strict();

// as stored: an erased attendee keeps initials and empty contact fields
const StoredAttendee = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
});

/**
 * GDPR Art. 15: everything the shop holds about a person. Every field is declared, since a
 * reply carries only what its schema names and the person is owed all of it.
 */
export const CustomerDataExport = z.object({
  email: z.string(),
  exportedAt: z.string(),
  orders: z.array(
    z.object({
      orderNumber: z.string(),
      orderId: z.string(),
      status: z.enum(ORDER_STATUSES),
      createdAt: z.string(),
      paidAt: z.string().nullable(),
      totals: z.object({
        subtotal: z.number().int(),
        vat: z.number().int(),
        shipping: z.number().int(),
        discount: z.number().int(),
        total: z.number().int(),
      }),
      discountCode: z.string().nullable(),
      email: z.string().nullable(),
      clientAddress: z.string().nullable(),
      buyerName: z.string().nullable(),
      phone: z.string().nullable(),
      deliveryMethod: z.enum(DELIVERY_METHODS),
      deliveryAddress: StoredPostalAddress.nullable(),
      billingAddress: StoredBillingAddress.nullable(),
      pickupDate: z.string().nullable(),
      fulfilmentState: z.enum(FULFILMENT_STATES).nullable(),
      trackingNumber: z.string().nullable(),
      lines: z.array(
        z.object({
          title: z.string(),
          quantity: z.number().int(),
          unitCents: z.number().int(),
          attendee: StoredAttendee.nullable(),
          courseDate: z.string().nullable(),
        }),
      ),
    }),
  ),
  /** Places others booked for the person, in orders not theirs. */
  coursePlaces: z.array(
    z.object({
      orderNumber: z.string(),
      title: z.string(),
      attendee: StoredAttendee.nullable(),
      courseDate: z.string().nullable(),
    }),
  ),
  consentRecords: z.array(
    z.object({
      uuid: z.string(),
      configuration: z.record(z.string(), z.boolean()),
      serviceData: z.record(z.string(), z.unknown()),
      bannerVersion: z.string(),
      createdAt: z.string(),
    }),
  ),
  withdrawals: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      orderReference: z.string(),
      receivedAt: z.string(),
    }),
  ),
  ratings: z.array(
    z.object({
      productId: z.string(),
      rate: z.number().int(),
      title: z.string().nullable(),
      ort: z.string().nullable(),
      comment: z.string().nullable(),
      date: z.string(),
      published: z.boolean(),
    }),
  ),
  /** Back-in-stock notices waiting for this address (docs/shop/stock.md#back-in-stock). */
  stockNotices: z.array(
    z.object({
      productId: z.string(),
      confirmed: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  mails: z.array(
    z.object({
      recipient: z.string(),
      subject: z.string(),
      status: z.enum(MAIL_STATUSES),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
      body: z.string(),
    }),
  ),
  // docs/shop/courses.md#waitlist
  waitlist: z.array(
    z.object({
      courseDate: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string(),
      places: z.number().int(),
      status: z.enum(WAITLIST_STATUSES),
      createdAt: z.string(),
      confirmedAt: z.string().nullable(),
    }),
  ),
});
export type CustomerDataExport = z.infer<typeof CustomerDataExport>;

/** GDPR Art. 17: how many records of each kind were erased or anonymised. */
export const CustomerDataErased = z.object({
  erased: z.object({
    orders: z.number().int(),
    coursePlaces: z.number().int(),
    buyers: z.number().int(),
    withdrawals: z.number().int(),
    ratings: z.number().int(),
    stockNotices: z.number().int(),
    mails: z.number().int(),
    waitlistEntries: z.number().int(),
  }),
});
export type CustomerDataErased = z.infer<typeof CustomerDataErased>;
