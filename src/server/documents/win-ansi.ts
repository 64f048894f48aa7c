// pdfkit's standard fonts (Helvetica, the PDF's own 14) write text in WinAnsiEncoding: Latin-1
// plus the typographic marks German needs („“ – € …). Anything else would print as garbage: a
// letter of a name outside Latin-1 (Şahin, Łukasz, Dvořák) is printed as its base letter, a rare
// dash as its neighbour, the rest (an emoji in a product title) as "?".

const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const NEIGHBOURS: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '–',
  '\u2212': '-',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
  '\u201f': '“',
  '\u201b': '‘',
  // letters with a stroke or without a dot have no decomposition to a base letter
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
};

const printable = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa1 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char)
  );
};

/** A letter with marks the encoding lacks (Ş, ř, ğ), as its letter without them (S, r, g). */
function baseLetter(char: string): string | null {
  if (!/\p{L}/u.test(char)) return null;
  const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
  return bare !== char && Array.from(bare).every(printable) ? bare : null;
}

/**
 * The text as the standard fonts can print it: NFC, line breaks kept, other control characters
 * gone, the rest mapped.
 */
export function winAnsi(text: string): string {
  return Array.from(text.normalize('NFC'), (char) => {
    if (printable(char) || char === '\n') return char;
    if (char in NEIGHBOURS) return NEIGHBOURS[char];
    const base = baseLetter(char);
    if (base) return base;
    if (/\s/u.test(char)) return ' ';
    if (/\p{Cc}|\p{Cf}/u.test(char)) return '';
    return '?';
  }).join('');
}
