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
  encoded(encoding: BodyEncoding): Buffer;
}

export function compressedBody(identity: Buffer): CompressedBody {
  let gzip: Buffer | undefined;
  let br: Buffer | undefined;
  let etag: string | undefined;
  return {
    get etag() {
      etag ??= `"${createHash('sha1').update(identity).digest('base64url')}"`;
      return etag;
    },
    identity,
    encoded(encoding) {
      if (encoding === 'gzip') {
        gzip ??= gzipSync(identity);
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
export function negotiateEncoding(acceptEncoding: string | undefined): BodyEncoding {
  if (/\bbr\b/.test((acceptEncoding ?? '').toLowerCase())) return 'br';
  if (acceptsGzip(acceptEncoding)) return 'gzip';
  return 'identity';
}
