// Numbers as German text ("1.234,5"), written out here instead of with Intl.NumberFormat: the
// first Intl formatter a browser makes for a page costs 30–80 ms of main thread (ICU sets up its
// locale data once per page process), and every shop page's hydration formats prices and
// ratings — on a first visit that cost fell into its longest task
// (docs/decisions/038-preact-in-the-browser.md). Property tests hold these to Intl's de-DE output.

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** "1234567" → "1.234.567". */
export const groupThousands = (digits: string): string => digits.replace(THOUSANDS, '.');

// what is past the plain range (exponent notation, beyond safe integers) is left to Intl, made
// only if such a number ever comes
const intlDecimals = new Map<number, Intl.NumberFormat>();
function intlDecimal(value: number, maxFractionDigits: number): string {
  let format = intlDecimals.get(maxFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('de-DE', { maximumFractionDigits: maxFractionDigits });
    intlDecimals.set(maxFractionDigits, format);
  }
  return format.format(value);
}

/**
 * `value` with at most `maxFractionDigits` decimals and no trailing zeros ("4,5", "19", "0,75"),
 * rounded half away from zero on its shortest decimal form, as Intl rounds.
 */
export function germanDecimal(value: number, maxFractionDigits: number): string {
  const text = String(Math.abs(value));
  if (!Number.isFinite(value) || text.includes('e')) return intlDecimal(value, maxFractionDigits);
  // rounded as written: the decimal digits themselves, never the binary value scaled
  const [whole = '0', fraction = ''] = text.split('.');
  let kept = BigInt(whole + fraction.slice(0, maxFractionDigits).padEnd(maxFractionDigits, '0'));
  if ((fraction[maxFractionDigits] ?? '0') >= '5') kept += 1n;
  const digits = String(kept).padStart(maxFractionDigits + 1, '0');
  const integer = digits.slice(0, digits.length - maxFractionDigits);
  const decimals = digits.slice(digits.length - maxFractionDigits).replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupThousands(integer)}${decimals === '' ? '' : `,${decimals}`}`;
}
