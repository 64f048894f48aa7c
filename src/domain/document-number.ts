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
