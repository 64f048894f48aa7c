// pdfkit's standard fonts (Helvetica, the PDF's own 14) write text in WinAnsiEncoding: Latin-1
// plus the typographic marks German needs („“ – € …). Anything else (an emoji in a product
// title, a rare dash) would print as garbage, so it is mapped to its nearest neighbour or "?".

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
};

const printable = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa1 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char)
  );
};

/**
 * The text as the standard fonts can print it: NFC, line breaks kept, other control characters
 * gone, the rest mapped.
 */
export function winAnsi(text: string): string {
  return Array.from(text.normalize('NFC'), (char) => {
    if (printable(char) || char === '\n') return char;
    if (char in NEIGHBOURS) return NEIGHBOURS[char];
    if (/\s/u.test(char)) return ' ';
    if (/\p{Cc}|\p{Cf}/u.test(char)) return '';
    return '?';
  }).join('');
}
