// § 356a BGB "Widerrufsbutton": what a customer's declaration names, read without zod so the
// form's page stays light; the server checks it again with the schema (withdrawal-schema.ts).

import { addDays, berlinDay } from './berlin-time';

/** The order number the confirmation e-mail shows: the order id's first 8 characters, upper case. */
export const orderNumber = (orderId: string): string => orderId.slice(0, 8).toUpperCase();

const ORDER_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const ORDER_NUMBER = /^\s*#?\s*([0-9a-f]{8})\s*$/i;
// the confirmation e-mail's withdrawal link, paths.withdrawOrder: the number in its query
const ORDER_NUMBER_PARAMETER = /[?&]bestellung=([0-9a-f]{8})(?![0-9a-z])/i;
// the confirmation e-mail's status link, paths.orderStatus: names the order by its token alone
const STATUS_LINK = /\/bestellung\/([0-9a-f]{64})(?![0-9a-z])/i;

/**
 * The order id prefix (8 hex digits, lower case) a customer's entry names: the order number as
 * printed ("AB12CD34"), the withdrawal link carrying it, or any text holding a whole order id.
 * Null when none of these.
 */
export function orderPrefixFrom(entry: string): string | null {
  const id = ORDER_ID.exec(entry)?.[0];
  if (id) return id.slice(0, 8).toLowerCase();
  const number = ORDER_NUMBER.exec(entry) ?? ORDER_NUMBER_PARAMETER.exec(entry);
  return number?.[1]?.toLowerCase() ?? null;
}

/** The order status token (64 hex digits, lower case) of a pasted status link, else null. */
export const statusTokenFrom = (entry: string): string | null =>
  STATUS_LINK.exec(entry)?.[1]?.toLowerCase() ?? null;

/** The declaration's receipt time as the customer reads it: German, in the shop's time zone. */
export const receiptTime = (date: Date): string =>
  new Intl.DateTimeFormat('de-DE', {
    dateStyle: 'long',
    timeStyle: 'medium',
    timeZone: 'Europe/Berlin',
  }).format(date);

/**
 * § 357 (1) BGB: what was paid goes back at the latest 14 days after the declaration arrived —
 * the last such calendar day in Berlin, as yyyy-mm-dd. (For goods the shop may wait until they
 * are back or their dispatch is shown, § 357 (4); the day is the one to watch either way.)
 */
export const refundDeadline = (receivedAt: Date): string => addDays(berlinDay(receivedAt), 14);
