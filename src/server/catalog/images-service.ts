import { and, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../domain/catalog';
import type { Db } from '../db/client';
import { images, imageVariants } from '../db/schema';
import { notFound } from '../errors';

export interface ImageVariants {
  /** WebP bytes of an image at a width; rendered once, then served from memory or the database. */
  webp(imageId: string, width: number): Promise<Buffer>;
  /**
   * Renders every width missing in the database, one at a time, until done or stopped: after a
   * seed or an upload, no visitor waits for sharp. Answers how many it rendered.
   */
  prerender(stopped: () => boolean): Promise<number>;
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

  async function missingVariants(): Promise<{ imageId: string; width: number }[]> {
    const done = await db
      .select({ imageId: imageVariants.imageId, width: imageVariants.width })
      .from(imageVariants);
    const have = new Set(done.map((variant) => `${variant.imageId}:${variant.width}`));
    const all = await db.select({ id: images.id }).from(images).orderBy(images.id);
    return all.flatMap(({ id }) =>
      IMAGE_WIDTHS.filter((width) => !have.has(`${id}:${width}`)).map((width) => ({
        imageId: id,
        width,
      })),
    );
  }

  return {
    async prerender(stopped) {
      let rendered = 0;
      for (const { imageId, width } of await missingVariants()) {
        if (stopped()) break;
        // straight into the database, not the memory cache: visitors' pages decide what stays hot
        await render(imageId, width);
        rendered += 1;
      }
      return rendered;
    },
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
