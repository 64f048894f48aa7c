import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type BodyEncoding = 'br' | 'gzip' | 'identity';

/** A body kept in memory and sent many times: compressed once per encoding, when first asked. */
export interface CompressedBody {
  etag: string;
  identity: Buffer;
  encoded(encoding: BodyEncoding): Buffer;
}

export function compressedBody(identity: Buffer): CompressedBody {
  let gzip: Buffer | undefined;
  let br: Buffer | undefined;
  return {
    etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
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

/** Picks the best compressed body the client accepts. */
export function negotiateEncoding(acceptEncoding: string | undefined): BodyEncoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}
