import { gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSplicedGzip } from './spliced-gzip';

const styleOf = (href: string, css: string) => `<style data-href="${href}">${css}</style>`;
const stylesheet = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => `.rule-${i}{margin:${i % 7}px;color:#${i % 10}a${i % 5}}`,
  ).join('');

describe('spliced gzip', () => {
  it('gives back every page as it was, stylesheets anywhere, kept or not', () => {
    const gzip = createSplicedGzip({ minKeptBytes: 16 });
    const part = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc
        .record({ href: fc.constantFrom('/a.css', '/b.css'), css: fc.string({ maxLength: 200 }) })
        .map(({ href, css }) => styleOf(href, css)),
      // an element the page never closes, and tags without an end
      fc.constantFrom('<style', '<style data-href="/a.css"', '<style>', '</style>'),
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 8 }), (parts) => {
        const body = Buffer.from(parts.join(''));
        expect(gunzipSync(gzip.gzip(body)).equals(body)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('notices a stylesheet whose text changed under the same name', () => {
    const gzip = createSplicedGzip();
    const before = Buffer.from(`<p>x</p>${styleOf('/index.css', stylesheet(100))}<p>y</p>`);
    const after = Buffer.from(`<p>x</p>${styleOf('/index.css', stylesheet(120))}<p>y</p>`);
    expect(gunzipSync(gzip.gzip(before)).equals(before)).toBe(true);
    expect(gunzipSync(gzip.gzip(after)).equals(after)).toBe(true);
    expect(gunzipSync(gzip.gzip(before)).equals(before)).toBe(true);
  });

  it('sends a page with a large stylesheet no larger than gzip of the whole would', () => {
    const gzip = createSplicedGzip();
    const page = (visitor: number) =>
      Buffer.from(
        `<!DOCTYPE html><html lang="de"><head><title>Warenkorb ${visitor}</title>${styleOf(
          '/assets/index-abc.css',
          stylesheet(2000),
        )}</head><body>${'<li>Akazienhonig 500 g – 9,90 €</li>'.repeat(visitor)}</body></html>`,
      );
    for (const visitor of [1, 50, 400]) {
      const spliced = gzip.gzip(page(visitor));
      expect(gunzipSync(spliced).equals(page(visitor))).toBe(true);
      expect(spliced.length).toBeLessThanOrEqual(gzipSync(page(visitor)).length * 1.02);
    }
  });

  it('writes the length of the page and its checksum, as gzip tools check them', () => {
    const body = Buffer.from(`äöü ${styleOf('/x.css', stylesheet(300))} ß`);
    const spliced = createSplicedGzip().gzip(body);
    expect(spliced.readUInt32LE(spliced.length - 4)).toBe(body.length);
    expect(spliced.subarray(0, 3)).toEqual(Buffer.from([0x1f, 0x8b, 8]));
    // gunzip checks the CRC-32 and the length itself and throws on a mismatch
    expect(gunzipSync(spliced).toString()).toBe(body.toString());
  });
});
