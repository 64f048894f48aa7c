import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { ProductType } from '../../domain/catalog';

export interface SerialisedList {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
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
      const identity = Buffer.from(JSON.stringify(await load()));
      const entry = {
        etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
        identity,
        gzip: gzipSync(identity),
        br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
      };
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
