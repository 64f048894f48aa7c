import { z } from 'zod';

// Invoice and credit note numbers (§ 14 (4) Nr. 4 UStG: unique, issued once): a format staff
// choose, with the year and a running number that starts at 1 each year.

const YEAR = '{YYYY}';
const RUNNING = /\{(N+)\}/;

/** A format for one year: what comes before the running number, its least digits, what after. */
export interface DocumentNumberParts {
  prefix: string;
  digits: number;
  suffix: string;
}

/** "RE-{YYYY}-{NNNNN}" in 2026 → "RE-2026-", 5 digits, "". */
export function documentNumberParts(format: string, year: number): DocumentNumberParts {
  const withYear = format.replace(YEAR, String(year));
  const running = RUNNING.exec(withYear);
  if (!running) return { prefix: withYear, digits: 1, suffix: '' };
  return {
    prefix: withYear.slice(0, running.index),
    digits: running[1]?.length ?? 1,
    suffix: withYear.slice(running.index + running[0].length),
  };
}

/** "RE-{YYYY}-{NNNNN}", year 2026, number 42 → "RE-2026-00042" (a longer number keeps its digits). */
export function formatDocumentNumber(format: string, year: number, running: number): string {
  const { prefix, digits, suffix } = documentNumberParts(format, year);
  return `${prefix}${String(running).padStart(digits, '0')}${suffix}`;
}

const FORMAT_MESSAGE =
  'Das Format braucht das Jahr {YYYY} und die laufende Nummer {NNNNN} (so viele N wie Stellen), z. B. RE-{YYYY}-{NNNNN}.';

/** A number format: the year once, the running number once, plain letters, digits and - / _ . */
export const DocumentNumberFormat = z
  .string()
  .trim()
  .max(40, 'Das Format ist zu lang.')
  .refine(
    (format) =>
      format.split(YEAR).length === 2 &&
      format.match(/\{N+\}/g)?.length === 1 &&
      /^[A-Za-z0-9\-/_.]*$/.test(format.replace(YEAR, '').replace(RUNNING, '')),
    FORMAT_MESSAGE,
  );

/** What a format's numbers look like, the year and the running number captured. */
export function documentNumberPattern(format: string): RegExp {
  const escaped = format.replace(/[.\\/-]/g, (char) => `\\${char}`);
  const pattern = escaped
    .replace(YEAR, '(?<year>\\d{4})')
    .replace(RUNNING, (_, digits: string) => `(?<running>\\d{${digits.length},})`);
  return new RegExp(`^${pattern}$`);
}

/** One piece of a format: a letter as written, or `min`… digits (no upper bound: `max` Infinity). */
interface Piece {
  char: string | null;
  min: number;
  max: number;
}

function piecesOf(format: string): Piece[] {
  const pieces: Piece[] = [];
  let rest = format;
  while (rest.length > 0) {
    const running = /^\{(N+)\}/.exec(rest);
    if (rest.startsWith(YEAR)) {
      pieces.push({ char: null, min: 4, max: 4 });
      rest = rest.slice(YEAR.length);
    } else if (running) {
      pieces.push({ char: null, min: running[1]?.length ?? 1, max: Number.POSITIVE_INFINITY });
      rest = rest.slice(running[0].length);
    } else {
      pieces.push({ char: rest[0] as string, min: 1, max: 1 });
      rest = rest.slice(1);
    }
  }
  return pieces;
}

/** Where reading a format can stand: in piece `at`, `taken` characters of it read. */
type Place = readonly [at: number, taken: number];

/** The places reachable without reading: a piece that has its least moves on to the next. */
function settle(pieces: Piece[], [at, taken]: Place): Place[] {
  const places: Place[] = [[at, taken]];
  let index = at;
  let count = taken;
  while (index < pieces.length && count >= (pieces[index]?.min ?? 0)) {
    index += 1;
    count = 0;
    places.push([index, count]);
  }
  return places;
}

const reads = (piece: Piece | undefined, taken: number) => piece !== undefined && taken < piece.max;
const bothRead = (a: Piece, b: Piece) =>
  a.char === null
    ? b.char === null || /\d/.test(b.char)
    : b.char === null
      ? /\d/.test(a.char)
      : a.char === b.char;

/**
 * Whether two formats could ever give the same number (in any year, at any running number):
 * both are read side by side, one character at a time, until both could end at once.
 */
export function formatsCanCollide(a: string, b: string): boolean {
  const left = piecesOf(a);
  const right = piecesOf(b);
  const seen = new Set<string>();
  const queue: [Place, Place][] = [];
  const visit = (one: Place, other: Place) => {
    for (const x of settle(left, one))
      for (const y of settle(right, other)) {
        // an unbounded piece past its least is the same place however far it ran
        const key = `${x[0]}:${Math.min(x[1], left[x[0]]?.min ?? 0)}|${y[0]}:${Math.min(y[1], right[y[0]]?.min ?? 0)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        queue.push([x, y]);
      }
  };
  visit([0, 0], [0, 0]);
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [[i, m], [j, n]] = next;
    if (i === left.length && j === right.length) return true;
    const x = left[i];
    const y = right[j];
    if (x && y && reads(x, m) && reads(y, n) && bothRead(x, y)) visit([i, m + 1], [j, n + 1]);
  }
  return false;
}
