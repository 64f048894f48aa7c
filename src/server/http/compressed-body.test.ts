import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedBody } from './compressed-body';

const text = Buffer.from('<p>Honig aus der Heide</p>'.repeat(200));

describe('a body kept compressed', () => {
  it('sends each client the best encoding it takes, brotli first', () => {
    const body = compressedBody(text);
    expect(body.encodingFor('gzip, deflate, br')).toBe('br');
    expect(body.encodingFor('gzip')).toBe('gzip');
    expect(body.encodingFor('identity')).toBe('identity');
    expect(body.encodingFor(undefined)).toBe('identity');
    expect(brotliDecompressSync(body.encoded('br')).equals(text)).toBe(true);
    expect(gunzipSync(body.encoded('gzip')).equals(text)).toBe(true);
  });

  it('makes brotli only once enough clients asked, gzip going out before', () => {
    let gzips = 0;
    const body = compressedBody(text, {
      brotliFrom: 3,
      gzip: (identity) => {
        gzips += 1;
        return gzipSync(identity);
      },
    });
    const sent = () => {
      const encoding = body.encodingFor('br, gzip');
      body.encoded(encoding);
      return encoding;
    };
    expect([sent(), sent(), sent(), sent()]).toEqual(['gzip', 'gzip', 'br', 'br']);
    expect(gzips).toBe(1);
    // a client that takes brotli but not gzip is never held back
    expect(compressedBody(text, { brotliFrom: 3 }).encodingFor('br')).toBe('br');
    // a gzip-only client does not count towards brotli
    const other = compressedBody(text, { brotliFrom: 2 });
    expect([
      other.encodingFor('gzip'),
      other.encodingFor('gzip'),
      other.encodingFor('br, gzip'),
    ]).toEqual(['gzip', 'gzip', 'gzip']);
    expect(other.encodingFor('br, gzip')).toBe('br');
  });
});
