import { execFileSync } from 'node:child_process';

/**
 * The text of a PDF as poppler's pdftotext reads it (Debian's poppler-utils, installed by
 * .ci/run): what a person or a screen reader gets out of the document, umlauts included.
 * `-layout` keeps a table's row on one line.
 */
export function pdfText(bytes: Buffer | string): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], {
    input: typeof bytes === 'string' ? Buffer.from(bytes, 'binary') : bytes,
  }).toString('utf8');
}

/** The text with runs of spaces made one, so assertions need not know the column widths. */
export const pdfWords = (bytes: Buffer): string => pdfText(bytes).replace(/[ \t]+/g, ' ');
