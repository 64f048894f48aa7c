// DATEV reads its import files as Windows-1252 (docs/decisions/031-accounting-export.md): Latin-1
// with the typographic marks in 0x80–0x9F. A character it cannot hold becomes its nearest
// neighbour or "?", so a buyer's name in another script never breaks the file.

const HIGH: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

const NEIGHBOURS: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2212': '-',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
};

/** The character as Windows-1252 can hold it: itself, a neighbour, or "?". */
function storable(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || char in HIGH) return char;
  if (char === '\r' || char === '\n') return char;
  if (char in NEIGHBOURS) return NEIGHBOURS[char] ?? '?';
  if (/\s/u.test(char)) return ' ';
  if (/\p{Cc}|\p{Cf}/u.test(char)) return '';
  return '?';
}

/** The text with only what Windows-1252 holds (NFC first, so "ü" written as u + ¨ stays "ü"). */
export const windows1252Text = (text: string): string =>
  Array.from(text.normalize('NFC'), storable).join('');

/** The bytes of a text that `windows1252Text` has made storable. */
export function encodeWindows1252(text: string): Uint8Array {
  const chars = Array.from(windows1252Text(text));
  const bytes = new Uint8Array(chars.length);
  chars.forEach((char, index) => {
    bytes[index] = HIGH[char] ?? char.codePointAt(0) ?? 0x3f;
  });
  return bytes;
}
