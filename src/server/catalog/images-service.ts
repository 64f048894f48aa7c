import { and, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { images, imageVariants } from '../db/schema';
import { notFound } from '../errors';

export interface ImageVariants {
  /** WebP bytes of an image at a width; rendered once, then served from memory or the database. */
  webp(imageId: string, width: number): Promise<Buffer>;
}

// sharp uses a thread pool; two renders at once keep the second core for requests
sharp.concurrency(1);

export function createImageVariants(db: Db, memoryBytes = 64 * 1024 * 1024): ImageVariants {
  const memory = new LRUCache<string, Buffer>({
    maxSize: memoryBytes,
    sizeCalculation: (b) => b.length || 1,
  });
  const inFlight = new Map<string, Promise<Buffer>>();

  async function render(imageId: string, width: number): Promise<Buffer> {
    const [stored] = await db
      .select({ bytes: imageVariants.bytes })
      .from(imageVariants)
      .where(and(eq(imageVariants.imageId, imageId), eq(imageVariants.width, width)));
    if (stored) return stored.bytes;
    const [original] = await db
      .select({ bytes: images.bytes })
      .from(images)
      .where(eq(images.id, imageId));
    if (!original) throw notFound('Dieses Bild gibt es nicht.');
    const bytes = await sharp(original.bytes)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80, effort: 4 })
      .toBuffer();
    await db.insert(imageVariants).values({ imageId, width, bytes }).onConflictDoNothing();
    return bytes;
  }

  return {
    async webp(imageId, width) {
      const key = `${imageId}:${width}`;
      const cached = memory.get(key);
      if (cached) return cached;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = render(imageId, width).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const bytes = await pending;
      memory.set(key, bytes);
      return bytes;
    },
  };
}
