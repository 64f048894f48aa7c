import type { HoldViolation } from '../../domain/address-holds';
import { formatDate } from '../../domain/dates';
import { AppError, conflict, tooManyRequests } from '../errors';

const quoted = (title: string) => `„${title}“`;

export const insufficientStock = (productId: string, title: string, available: number) =>
  conflict(
    'INSUFFICIENT_STOCK',
    available > 0
      ? `Von ${quoted(title)} sind nur noch ${available} Stück verfügbar.`
      : `${quoted(title)} ist leider ausverkauft.`,
    { productId, available },
  );

export const courseFull = (productId: string, title: string, date: string, free: number) =>
  conflict(
    'COURSE_FULL',
    free > 0
      ? `Für ${quoted(title)} am ${formatDate(date)} sind nur noch ${free} Plätze frei.`
      : `${quoted(title)} am ${formatDate(date)} ist leider ausgebucht.`,
    { productId, free },
  );

export const productUnavailable = (productId: string, title?: string) =>
  conflict(
    'PRODUCT_UNAVAILABLE',
    title
      ? `${quoted(title)} ist nicht mehr erhältlich.`
      : `Ein Artikel im Warenkorb ist nicht mehr erhältlich (${productId}).`,
    { productId },
  );

export const courseDateUnavailable = (productId: string, title: string) =>
  conflict(
    'COURSE_DATE_UNAVAILABLE',
    `Der gewählte Termin für ${quoted(title)} ist nicht mehr buchbar.`,
    {
      productId,
    },
  );

export const orderLimit = (productId: string, title: string, limit: number, isCourse: boolean) =>
  conflict(
    'ORDER_LIMIT',
    isCourse
      ? `Für ${quoted(title)} kannst du höchstens ${limit} Plätze auf einmal buchen.`
      : `Von ${quoted(title)} kannst du höchstens ${limit} Stück auf einmal bestellen.`,
    { productId, limit },
  );

export const tooManyOpenOrders = (limit: number, retryAfterSeconds: number) =>
  tooManyRequests(
    'TOO_MANY_OPEN_ORDERS',
    `Du hast schon ${limit} Bestellungen begonnen und noch nicht bezahlt. Bitte bezahle oder ` +
      'storniere eine davon, oder warte, bis sie verfällt.',
    retryAfterSeconds,
  );

/** Checkouts of one address waited so long in line (address-turns.ts) that the browser gave up on them. */
export const checkoutLineTooLong = () =>
  tooManyRequests(
    'TOO_MANY_CHECKOUTS',
    'Von deiner Adresse kommen gerade sehr viele Bestellungen auf einmal. Bitte versuche es in ' +
      'einer Minute noch einmal.',
    60,
  );

export const paymentProviderFailed = () =>
  new AppError(
    502,
    'PAYMENT_PROVIDER_FAILED',
    'Der Zahlungsdienst ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
  );

export const discountUnavailable = () =>
  new AppError(
    409,
    'DISCOUNT_UNAVAILABLE',
    'Der Rabattcode gilt nicht mehr (abgelaufen oder aufgebraucht). Bitte entferne ihn und versuche es noch einmal.',
  );

/** What the refused hold concerns, in the customer's words. */
export interface HoldSubject {
  /** The product's title for a share; null for the totals. */
  title: string | null;
  /** The course date (yyyy-mm-dd) for a share of places. */
  date: string | null;
  cooldownMinutes: number;
  /** Seconds until some of what the address holds stops counting; null when waiting won't help. */
  retryAfterSeconds: number | null;
}

function holdText(violation: HoldViolation, subject: HoldSubject): string {
  const places = violation.kind === 'places';
  const unit = places ? 'Plätze' : 'Stück';
  const reason = places
    ? 'damit auch andere dabei sein können'
    : 'damit auch andere Kundinnen und Kunden etwas bekommen';
  const limitText =
    violation.rule === 'share'
      ? `${places ? 'Für' : 'Von'} ${quoted(subject.title ?? '')}` +
        `${subject.date ? ` am ${formatDate(subject.date)}` : ''} kannst du zurzeit höchstens ` +
        `${violation.limit} ${unit} reservieren, ${reason}.`
      : `Du kannst höchstens ${violation.limit} ${places ? 'Kursplätze' : 'Artikel'} auf einmal ` +
        `reservieren, ${reason}.`;
  if (subject.retryAfterSeconds === null)
    return `${limitText} Bitte verringere die Anzahl in deinem Warenkorb.`;
  const minutes = Math.max(1, Math.ceil(subject.retryAfterSeconds / 60));
  const counting =
    violation.rule === 'share'
      ? `Davon hältst du schon ${violation.held} in einer offenen Bestellung.`
      : `Deine offenen und gerade stornierten Bestellungen halten schon ${violation.held} ` +
        `(stornierte zählen noch ${subject.cooldownMinutes} Minuten mit).`;
  return (
    `${limitText} ${counting} Bitte bezahle zuerst deine offene Bestellung, verringere die ` +
    `Anzahl oder versuche es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} noch einmal.`
  );
}

/** 409 when this cart alone is too much; 429 with Retry-After when the address's holds add up. */
export function holdLimit(violation: HoldViolation, subject: HoldSubject): AppError {
  const message = holdText(violation, subject);
  const details = { rule: violation.rule, kind: violation.kind, limit: violation.limit };
  if (subject.retryAfterSeconds === null) return conflict('HOLD_LIMIT', message, details);
  const seconds = subject.retryAfterSeconds;
  return new AppError(
    429,
    'HOLD_LIMIT',
    message,
    { ...details, retryAfterSeconds: seconds },
    { 'retry-after': String(seconds) },
  );
}

export const pickupPlaceUnavailable = () =>
  conflict(
    'PICKUP_PLACE_UNAVAILABLE',
    'Diesen Abholort gibt es nicht mehr. Bitte wähle einen anderen oder Versand.',
  );

export const pickupDateUnavailable = (reason: string) =>
  conflict('PICKUP_DATE_UNAVAILABLE', reason);

export const noShippingTo = (countryName: string) =>
  conflict('SHIPPING_UNAVAILABLE', `Nach ${countryName} versenden wir leider nicht.`);
