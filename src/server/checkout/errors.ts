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
