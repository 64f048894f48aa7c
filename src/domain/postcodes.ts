// Postcodes of the countries a German farm most often ships to. A small table on purpose: a
// country without a rule takes any short code of letters and digits (or none — Ireland before
// Eircode, Hong Kong), since a wrong rule would turn away a real customer.

interface PostcodeRule {
  pattern: RegExp;
  /** Shown in the message: a real postcode of the country. */
  example: string;
  /** Brings what customers type into the form the post prints ("1234ab" → "1234 AB"). */
  canonical?: (code: string) => string;
}

const withSpaceAt = (index: number) => (code: string) => {
  const joined = code.replace(/[\s-]/g, '');
  return `${joined.slice(0, index)} ${joined.slice(index)}`;
};

const RULES: Record<string, PostcodeRule> = {
  // five digits; no German postcode starts with 00
  DE: { pattern: /^(?!00)\d{5}$/, example: '10115' },
  AT: { pattern: /^[1-9]\d{3}$/, example: '1010' },
  CH: { pattern: /^[1-9]\d{3}$/, example: '8001' },
  NL: { pattern: /^[1-9]\d{3} [A-Z]{2}$/, example: '1012 AB', canonical: withSpaceAt(4) },
  BE: { pattern: /^[1-9]\d{3}$/, example: '1000' },
  // Luxembourg's letters often carry the country prefix "L-"
  LU: { pattern: /^\d{4}$/, example: '1009', canonical: (code) => code.replace(/^L-?/, '') },
  DK: { pattern: /^[1-9]\d{3}$/, example: '8000' },
  FR: { pattern: /^\d{5}$/, example: '75001' },
  IT: { pattern: /^\d{5}$/, example: '00184' },
  PL: { pattern: /^\d{2}-\d{3}$/, example: '00-950' },
};

const ANY_POSTCODE = /^[A-Z0-9][A-Z0-9 -]{1,10}$/;

/** Upper case, single spaces, then the country's own spelling. */
export function normalizePostcode(country: string, text: string): string {
  const plain = text.trim().replace(/\s+/g, ' ').toUpperCase();
  return RULES[country]?.canonical?.(plain) ?? plain;
}

/** Whether the country's addresses always carry a postcode (and a house number, see below). */
export const hasPostcodeRule = (country: string): boolean => country in RULES;

/**
 * Null when the (normalized) postcode fits the country, else the German message saying why.
 * An empty postcode passes only where the country has no rule.
 */
export function postcodeProblem(country: string, postcode: string): string | null {
  const rule = RULES[country];
  if (!rule) {
    return postcode === '' || ANY_POSTCODE.test(postcode)
      ? null
      : 'Bitte gib eine gültige Postleitzahl ein.';
  }
  if (rule.pattern.test(postcode)) return null;
  if (country === 'DE') return 'Bitte gib eine fünfstellige Postleitzahl ein, z. B. 10115.';
  return `Diese Postleitzahl passt nicht zum Land, sie sieht etwa so aus: ${rule.example}.`;
}
