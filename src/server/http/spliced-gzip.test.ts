import { gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSplicedGzip, type PagePiece } from './spliced-gzip';

const stylesheet = (n: number) =>
  Buffer.from(
    Array.from(
      { length: n },
      (_, i) => `.rule-${i}{margin:${i % 7}px;color:#${i % 10}a${i % 5}}`,
    ).join(''),
  );
const own = (text: string): PagePiece => ({ bytes: Buffer.from(text), kept: false });
const kept = (bytes: Buffer): PagePiece => ({ bytes, kept: true });
const whole = (pieces: PagePiece[]) => Buffer.concat(pieces.map((piece) => piece.bytes));

describe('spliced gzip', () => {
  it('gives back every page as it was, kept pieces anywhere, empty ones too', () => {
    const gzip = createSplicedGzip();
    // a few kept Buffers, as a build has a few stylesheets, met again and again
    const shared = [Buffer.alloc(0), Buffer.from('a{}'), stylesheet(40), stylesheet(300)];
    const piece = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }).map(own),
      fc.constantFrom(...shared).map(kept),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        expect(gunzipSync(gzip.gzip(pieces)).equals(whole(pieces))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('splices a kept piece by its bytes: new bytes are compressed anew', () => {
    const gzip = createSplicedGzip();
    const page = (css: Buffer) => [own('<style>'), kept(css), own('</style><p>y</p>')];
    const before = page(stylesheet(100));
    const after = page(stylesheet(120));
    expect(gunzipSync(gzip.gzip(before)).equals(whole(before))).toBe(true);
    expect(gunzipSync(gzip.gzip(after)).equals(whole(after))).toBe(true);
    expect(gunzipSync(gzip.gzip(before)).equals(whole(before))).toBe(true);
  });

  it('sends a page with a large stylesheet no larger than gzip of the whole would', () => {
    const gzip = createSplicedGzip();
    const css = stylesheet(2000);
    const page = (visitor: number) => [
      own('<!DOCTYPE html><html lang="de"><head><title>Warenkorb</title><style>'),
      kept(css),
      own(`</style></head><body>${'<li>Akazienhonig 500 g – 9,90 €</li>'.repeat(visitor)}</body>`),
    ];
    for (const visitor of [1, 50, 400]) {
      const spliced = gzip.gzip(page(visitor));
      expect(gunzipSync(spliced).equals(whole(page(visitor)))).toBe(true);
      expect(spliced.length).toBeLessThanOrEqual(gzipSync(whole(page(visitor))).length * 1.02);
    }
  });

  it('writes the length of the page and its checksum, as gzip tools check them', () => {
    const pieces = [own('äöü <style>'), kept(stylesheet(300)), own('</style> ß')];
    const spliced = createSplicedGzip().gzip(pieces);
    expect(spliced.readUInt32LE(spliced.length - 4)).toBe(whole(pieces).length);
    expect(spliced.subarray(0, 3)).toEqual(Buffer.from([0x1f, 0x8b, 8]));
    // gunzip checks the CRC-32 and the length itself and throws on a mismatch
    expect(gunzipSync(spliced).toString()).toBe(whole(pieces).toString());
  });
});
