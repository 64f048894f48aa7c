// Reading the legacy shop's values exactly (docs/decisions/036-legacy-import.md): money from its
// decimal text, never through a float's rounding; days in the shop's calendar.

/** A value the export could not give us, with the German reason the report shows. */
export class BadValue extends Error {}

const bsonType = (value: unknown): string | undefined =>
  typeof value === 'object' && value !== null
    ? (value as { _bsontype?: string })._bsontype
    : undefined;

const MAX_CENTS = 100_000_000;

/**
 * Cents from a number (its shortest decimal text, which is what the export wrote), a decimal
 * string or a $numberDecimal. "12,90" is refused, not guessed: in an export written elsewhere
 * "1,290" is a thousand, so a comma says nothing certain.
 */
export function centsOf(value: unknown, field: string): number {
  let text: string;
  if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
  else if (typeof value === 'string') text = value.trim();
  else if (
    bsonType(value) === 'Decimal128' ||
    bsonType(value) === 'Int32' ||
    bsonType(value) === 'Long'
  )
    text = String(value);
  else if (value === undefined || value === null) throw new BadValue(`${field} fehlt.`);
  else throw new BadValue(`${field} ist keine Zahl.`);
  if (/^\d+,\d+$/.test(text))
    throw new BadValue(`${field} „${text}“ hat ein Dezimalkomma; erwartet wird ein Punkt (12.90).`);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new BadValue(`${field} „${text}“ ist kein Betrag.`);
  const [, whole = '', fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(2)))
    throw new BadValue(`${field} „${text}“ hat Bruchteile eines Cents.`);
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > MAX_CENTS)
    throw new BadValue(`${field} „${text}“ ist zu groß.`);
  return cents;
}

/** A whole number ≥ 0 (stock, places, percentages). */
export function countOf(value: unknown, field: string, fallback?: number): number {
  if ((value === undefined || value === null) && fallback !== undefined) return fallback;
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value.trim())
        ? Number(value)
        : ['Int32', 'Long', 'Double', 'Decimal128'].includes(bsonType(value) ?? '')
          ? Number(String(value))
          : Number.NaN;
  if (!Number.isInteger(number) || number < 0 || number > 1_000_000)
    throw new BadValue(
      value === undefined ? `${field} fehlt.` : `${field} „${String(value)}“ ist keine Anzahl.`,
    );
  return number;
}

export function flagOf(value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new BadValue(`„${String(value)}“ ist weder true noch false.`);
}

export function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** An id as the legacy shop wrote it: a string, a number or an ObjectId. */
export function idOf(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (bsonType(value) === 'ObjectId' || bsonType(value) === 'ObjectID')
    return (value as { toHexString(): string }).toHexString();
  return null;
}

const berlinDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' });

const realDay = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

/** A calendar day (yyyy-mm-dd) from a $date, an ISO text or the German dd.mm.yyyy. */
export function dayOf(value: unknown, field: string): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new BadValue(`${field} ist kein Datum.`);
    return berlinDay.format(value);
  }
  if (typeof value !== 'string' || value.trim() === '') throw new BadValue(`${field} fehlt.`);
  const text = value.trim();
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const day = german
    ? `${german[3]}-${german[2]?.padStart(2, '0')}-${german[1]?.padStart(2, '0')}`
    : /^\d{4}-\d{2}-\d{2}$/.test(text)
      ? text
      : /^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text))
        ? berlinDay.format(new Date(text))
        : '';
  if (!realDay(day)) throw new BadValue(`${field} „${text}“ ist kein Datum.`);
  return day;
}
