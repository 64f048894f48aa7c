import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createSplicedGzip } from '../http/spliced-gzip';
import { createPageBytes, joinedBytes } from './page-bytes';

const css = 'body{margin:0}.preis::after{content:"€"}'.repeat(50);

describe('a rendered page as bytes', () => {
  it('makes each stylesheet into bytes once, the same Buffer for every page', () => {
    const pageBytes = createPageBytes();
    const first = pageBytes(['<head><style>', css, '</style></head><p>Warenkorb: 1 ×</p>']);
    const second = pageBytes(['<head><style>', css, '</style></head><p>Warenkorb: 2 ×</p>']);
    expect(first.map((piece) => piece.kept)).toEqual([false, true, false]);
    expect(second[1]?.bytes).toBe(first[1]?.bytes);
    expect(joinedBytes(second).toString()).toBe(
      `<head><style>${css}</style></head><p>Warenkorb: 2 ×</p>`,
    );
  });

  it('gives a stylesheet changed under development new bytes, and gzip carries the new text', () => {
    const pageBytes = createPageBytes();
    const gzip = createSplicedGzip();
    const before = pageBytes(['<style>', css, '</style>']);
    const after = pageBytes(['<style>', `${css}a{}`, '</style>']);
    expect(after[1]?.bytes).not.toBe(before[1]?.bytes);
    expect(gunzipSync(gzip.gzip(before)).toString()).toBe(`<style>${css}</style>`);
    expect(gunzipSync(gzip.gzip(after)).toString()).toBe(`<style>${css}a{}</style>`);
  });

  it('sends a page without stylesheets as its one piece', () => {
    const pieces = createPageBytes()(['<p>Impressum</p>']);
    expect(pieces).toEqual([{ bytes: Buffer.from('<p>Impressum</p>'), kept: false }]);
  });
});
