import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { ProductType } from '../../domain/catalog';

export interface SerialisedList {
  etag: string;
  identity: Buffer;
  /** Compressed on first ask: the server's own pages read the list uncompressed. */
  encoded(encoding: 'br' | 'gzip' | 'identity'): Buffer;
}

function serialised(identity: Buffer): SerialisedList {
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

/**
 * What the catalogue keeps in memory. Every write that changes what the shop shows (stock,
 * ratings, a product edited in the backoffice) calls `invalidate()`; other processes see the
 * change within the TTL.
 */
export interface CatalogCaches {
  invalidate(): void;
}

/**
 * The shop home asks for the same six lists over and over; each is kept serialised and
 * compressed for a few seconds.
 */
export function createProductListCache(ttlMs = 5_000) {
  const cache = new LRUCache<ProductType, SerialisedList>({ max: 16, ttl: ttlMs });
  return {
    async get(type: ProductType, load: () => Promise<unknown>): Promise<SerialisedList> {
      const hit = cache.get(type);
      if (hit) return hit;
      // every sale changes stock and empties the cache: a list is built again only when asked
      // for, and compressed only for a client that asks for that encoding
      const entry = serialised(Buffer.from(JSON.stringify(await load())));
      cache.set(type, entry);
      return entry;
    },
    invalidate(): void {
      cache.clear();
    },
  };
}

export type ProductListCache = ReturnType<typeof createProductListCache>;

/** Picks the best pre-compressed body the client accepts. */
export function negotiateEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}
