/** Free places of a course date; never negative even if data were over-booked. */
export function freePlaces(totalSpace: number, reserved: number): number {
  return Math.max(0, totalSpace - reserved);
}

/**
 * The days a course date takes place: a series group lists them; a single date's one day is its
 * start, whether stored with an empty list or with [startsOn].
 */
export const daysOfDate = (date: { startsOn: string; fixedDates?: string[] | null }): string[] =>
  date.fixedDates?.length ? date.fixedDates : [date.startsOn];

// docs/shop/courses.md#places-per-booking: before a date is chosen the booking quantity is capped
// at 12
export const COURSE_DEFAULT_CAP = 12;
// docs/shop/product-page.md#quantity: the low-stock warning turns red below 5
export const LOW_STOCK_THRESHOLD = 5;

/**
 * docs/shop/product-page.md#quantity: max is the stock (or free places of the chosen date, 12
 * before one is chosen), and never more than one order may take (`cap`, domain/order-limits.ts).
 */
export function maxQuantity(input: {
  isCourse: boolean;
  stock: number;
  freeOfChosenDate?: number | null;
  cap?: number;
}): number {
  const available = input.isCourse ? (input.freeOfChosenDate ?? COURSE_DEFAULT_CAP) : input.stock;
  return Math.max(0, Math.min(available, input.cap ?? Number.POSITIVE_INFINITY));
}

/** docs/shop/product-page.md#quantity: a non-numeric quantity counts as 0. */
export function parseQuantity(raw: unknown): number {
  // objects are not numbers, and String() of one can even throw
  const value =
    typeof raw === 'number' ? raw : typeof raw === 'string' ? Number.parseInt(raw, 10) : Number.NaN;
  return Number.isFinite(value) ? Math.trunc(value) : 0;
}

/** docs/shop/product-page.md#quantity: min 1, max as above, and 0 when nothing is available. */
export function clampQuantity(wanted: unknown, max: number): number {
  if (max <= 0) return 0;
  return Math.min(max, Math.max(1, parseQuantity(wanted)));
}

/** A number of places: "1 Platz", "3 Plätze". */
export const placeCount = (places: number): string =>
  places === 1 ? '1 Platz' : `${places} Plätze`;

/**
 * The words of a sentence that agree with a number of places: "ist 1 Platz frei … halten ihn",
 * "sind 2 Plätze frei … halten sie".
 */
export const placeGrammar = (places: number) =>
  places === 1
    ? { noun: 'Platz', verb: 'ist', pronoun: 'ihn', theOnes: 'den Platz, den' }
    : { noun: 'Plätze', verb: 'sind', pronoun: 'sie', theOnes: 'die Plätze, die' };

/** Free places, said one way on every page: the date choice, the group cards and the cart. */
export function placesText(free: number, totalSpace: number): string {
  if (free <= 0) return 'Keine Plätze verfügbar';
  return `${free} von ${totalSpace} ${totalSpace === 1 ? 'Platz' : 'Plätzen'} frei`;
}

/**
 * What is left: "Nur noch N verfügbar" for goods (docs/shop/product-page.md#quantity), free places
 * for a course date.
 */
export function leftText(left: number, isCourse: boolean): string {
  if (!isCourse) return left <= 0 ? 'Nicht mehr verfügbar' : `Nur noch ${left} verfügbar`;
  if (left <= 0) return 'Keine Plätze verfügbar';
  return `Nur noch ${left} ${left === 1 ? 'Platz' : 'Plätze'} frei`;
}
