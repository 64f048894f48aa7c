// Countries as ISO 3166-1 alpha-2 codes (what Stripe and the post use), named in German for
// the customer. A fixed list, not Intl's region names: those also name the EU, "Unbekannte
// Region" and withdrawn codes, and differ between browsers' ICU versions.

import { compareGerman } from './german-order';

// ISO 3166-1 (2026) plus XK, which Stripe and most carriers use for Kosovo
const CODES = `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ
BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR
CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR
GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU
ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ
LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ
MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF
PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI
SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR
TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW`;
const COUNTRY_CODES: ReadonlySet<string> = new Set(CODES.split(/\s+/));

/** The 27 member states (2026): their own shipping rate group. */
export const EU_COUNTRIES: readonly string[] =
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' ');

export const isCountryCode = (code: string): boolean => COUNTRY_CODES.has(code);

// made when first asked: a browser's first Intl object is dear (german-numbers.ts), and most
// pages name no country
let names: Intl.DisplayNames | undefined;
// a page names each shipping country once per render, and ICU's lookup is dear too (~2 µs);
// only the list's codes are kept, so no input can grow it
const named = new Map<string, string>();

/** "Österreich" for AT; the code itself where the runtime knows no German name. */
export function countryName(code: string): string {
  let name = named.get(code);
  if (name === undefined) {
    names ??= new Intl.DisplayNames('de', { type: 'region', fallback: 'code' });
    name = names.of(code) ?? code;
    if (COUNTRY_CODES.has(code)) named.set(code, name);
  }
  return name;
}

/** The codes in the order of their German names (Österreich between Niederlande and Polen). */
export function sortedByGermanName(codes: readonly string[]): string[] {
  return [...codes].sort((a, b) => compareGerman(countryName(a), countryName(b)));
}

/** The shipping rate groups (issue 27): Germany, the rest of the EU, everywhere else. */
export const COUNTRY_GROUPS = ['DE', 'EU', 'other'] as const;
export type CountryGroup = (typeof COUNTRY_GROUPS)[number];

export const COUNTRY_GROUP_LABELS: Record<CountryGroup, string> = {
  DE: 'Deutschland',
  EU: 'EU-Ausland',
  other: 'Weitere Länder',
};

export function countryGroup(code: string): CountryGroup {
  if (code === 'DE') return 'DE';
  return EU_COUNTRIES.includes(code) ? 'EU' : 'other';
}
