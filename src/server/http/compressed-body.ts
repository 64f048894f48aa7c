import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type BodyEncoding = 'br' | 'gzip' | 'identity';

/**
 * A body kept in memory and sent many times: compressed once per encoding and hashed for its
 * ETag once, each when first asked (kept pages never send an ETag, so they never hash).
 */
export interface CompressedBody {
  readonly etag: string;
  identity: Buffer;
  /** What to send a client that accepts `acceptEncoding`; counts the ask (see brotliFrom). */
  encodingFor(acceptEncoding: string | undefined): BodyEncoding;
  encoded(encoding: BodyEncoding): Buffer;
}

export interface CompressionOptions {
  /** Makes the gzip copy; gzipSync unless set (a page's: spliced-gzip.ts). */
  gzip?: (identity: Buffer) => Buffer;
  /**
   * Brotli is made only once this many clients that take it asked; gzip goes out before. A
   * product page is kept two seconds and under load asked for once or twice in them: brotli 6
   * costs 2.1 ms for its 83 KB, spliced gzip 0.14 ms for 14 % more bytes
   * (docs/decisions/037-performance.md). The home, asked for by everyone, soon earns it.
   */
  brotliFrom?: number;
}

export function compressedBody(
  identity: Buffer,
  { gzip: makeGzip = (body) => gzipSync(body), brotliFrom = 1 }: CompressionOptions = {},
): CompressedBody {
  let gzip: Buffer | undefined;
  let br: Buffer | undefined;
  let etag: string | undefined;
  let brotliAsks = 0;
  return {
    get etag() {
      etag ??= `"${createHash('sha1').update(identity).digest('base64url')}"`;
      return etag;
    },
    identity,
    encodingFor(acceptEncoding) {
      const best = negotiateEncoding(acceptEncoding);
      if (best !== 'br' || br) return best;
      brotliAsks += 1;
      return brotliAsks < brotliFrom && acceptsGzip(acceptEncoding) ? 'gzip' : 'br';
    },
    encoded(encoding) {
      if (encoding === 'gzip') {
        gzip ??= makeGzip(identity);
        return gzip;
      }
      if (encoding === 'br') {
        br ??= brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
        return br;
      }
      return identity;
    },
  };
}

export const acceptsGzip = (acceptEncoding: string | undefined) =>
  /\bgzip\b/.test((acceptEncoding ?? '').toLowerCase());

/** Picks the best compressed body the client accepts. */
function negotiateEncoding(acceptEncoding: string | undefined): BodyEncoding {
  if (/\bbr\b/.test((acceptEncoding ?? '').toLowerCase())) return 'br';
  if (acceptsGzip(acceptEncoding)) return 'gzip';
  return 'identity';
}
