import { LRUCache } from 'lru-cache';
import type { ProductType } from '../../domain/catalog';
import { type CompressedBody, compressedBody } from '../http/compressed-body';

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
  const cache = new LRUCache<ProductType, CompressedBody>({ max: 16, ttl: ttlMs });
  return {
    async get(type: ProductType, load: () => Promise<unknown>): Promise<CompressedBody> {
      const hit = cache.get(type);
      if (hit) return hit;
      // every sale changes stock and empties the cache: a list is built again only when asked
      // for, and compressed only for a client that asks for that encoding
      const entry = compressedBody(Buffer.from(JSON.stringify(await load())));
      cache.set(type, entry);
      return entry;
    },
    invalidate(): void {
      cache.clear();
    },
  };
}

export type ProductListCache = ReturnType<typeof createProductListCache>;
