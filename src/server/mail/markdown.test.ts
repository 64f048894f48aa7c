import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markdownToText, renderMarkdown } from './markdown';

const url = 'https://hofladen.example';
const word = fc.stringMatching(/^[A-Za-zÄÖÜäöüß]{1,12}$/);
const words = fc.array(word, { minLength: 1, maxLength: 6 });

// one block of the kinds owners write: heading, paragraph with marks and a link, list
const block = fc.oneof(
  words.map((w) => ({ md: `## ${w.join(' ')}`, words: w })),
  fc.tuple(words, words, word).map(([a, b, path]) => ({
    md: `${a.join(' ')} **${b.join(' ')}** [${path}](/${path})`,
    words: [...a, ...b, path],
  })),
  fc.array(words, { minLength: 1, maxLength: 4 }).map((items) => ({
    md: items.map((item) => `- _${item.join(' ')}_`).join('\n'),
    words: items.flat(),
  })),
);

describe('legal Markdown as plain text', () => {
  it('keeps every word in order and leaves no Markdown marks', () => {
    fc.assert(
      fc.property(fc.array(block, { minLength: 1, maxLength: 6 }), (blocks) => {
        const text = markdownToText(blocks.map((b) => b.md).join('\n\n'), url);
        expect(text).not.toMatch(/##|\*\*|\]\(|(^|\s)_|_(\s|$)/);
        let from = 0;
        for (const expected of blocks.flatMap((b) => b.words)) {
          const at = text.indexOf(expected, from);
          expect(at).toBeGreaterThanOrEqual(0);
          from = at + expected.length;
        }
      }),
    );
  });

  it('spells links out as absolute addresses, once for a bare address', () => {
    expect(markdownToText('[AGB](/agb), https://x.example/a und <hof@hofladen.example>', url)).toBe(
      'AGB (https://hofladen.example/agb), https://x.example/a und hof@hofladen.example',
    );
  });

  it('numbers ordered lists, indents nested ones and keeps escaped characters', () => {
    expect(markdownToText('1. eins\n2. zwei\n   - innen\n\nHof \\*Linde\\*', url)).toBe(
      '1. eins\n2. zwei\n   • innen\n\nHof *Linde*',
    );
  });

  it('renders HTML the owner typed as text, never as markup', () => {
    const html = renderMarkdown('<script>alert(1)</script> [x](javascript:alert(1))');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('&lt;script&gt;');
  });
});
