import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../testing/pdf-text';
import { renderPdf } from './pdf-document';
import { winAnsi } from './win-ansi';

describe('text for the standard PDF fonts', () => {
  it('keeps German and the typographic marks, maps the rest', () => {
    expect(winAnsi('Größe „Öl“ – 5 € · Äpfel\nÜbel')).toBe('Größe „Öl“ – 5 € · Äpfel\nÜbel');
    expect(winAnsi('Honig 🐝 ‐ fein\u00a0gerührt\u0007')).toBe('Honig ? - fein gerührt');
    // decomposed umlauts (as macOS types them) are composed first
    expect(winAnsi('Mu\u0308ller')).toBe('Müller');
  });

  it('prints a name with letters outside Latin-1 with their base letters, not "?"', () => {
    expect(winAnsi('Björn Şahin, Łukasz Wójcik, Antonín Dvořák, Işıl Çağlar, Đorđe')).toBe(
      'Björn Sahin, Lukasz Wójcik, Antonín Dvorák, Isil Çaglar, Dorde',
    );
    // a letter of another script has no Latin base: still a mark that something is missing
    expect(winAnsi('Ελένη')).toBe('?????');
  });

  it('prints umlauts and € as written', async () => {
    const bytes = await renderPdf('Probe', (pdf) =>
      pdf.lines(['Bienenwachstücher für 12,50 € – Größe Ü']),
    );
    expect(pdfText(bytes)).toContain('Bienenwachstücher für 12,50 € – Größe Ü');
  });

  it('yields only characters the encoding has, whatever staff typed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(winAnsi(text)).toMatch(/^[\n\x20-\x7e\xa1-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/);
      }),
    );
  });
});
