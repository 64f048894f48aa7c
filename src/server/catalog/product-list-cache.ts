import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { ProductType } from '../../domain/catalog';

export interface SerialisedList {
  json: string;
  etag: string;
}

/**
 * The shop home asks for the same six lists over and over; they are kept serialised for a few
 * seconds. Writes in this process clear it at once; other processes see changes within the TTL.
 */
export function createProductListCache(ttlMs = 5_000) {
  const cache = new LRUCache<ProductType, SerialisedList>({ max: 16, ttl: ttlMs });
  return {
    async get(type: ProductType, load: () => Promise<unknown>): Promise<SerialisedList> {
      const hit = cache.get(type);
      if (hit) return hit;
      const json = JSON.stringify(await load());
      const entry = { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
      cache.set(type, entry);
      return entry;
    },
    clear(): void {
      cache.clear();
    },
  };
}

export type ProductListCache = ReturnType<typeof createProductListCache>;
