import { and, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../domain/catalog';
import type { Database } from '../db/client';
import { images, imageVariants } from '../db/schema';
import { unlessTaken } from '../db/unless-taken';
import { notFound } from '../errors';

export type ImageFormat = 'webp' | 'avif';

export interface ImageVariant {
  bytes: Buffer;
  format: ImageFormat;
}

export interface ImageVariants {
  /**
   * An image at a width in the smallest format the browser takes: AVIF when it was rendered in
   * advance and came out smaller, else WebP (rendered on first request if need be: AVIF takes
   * seconds per image, so no visitor ever waits for it).
   */
  variant(imageId: string, width: number, acceptsAvif: boolean): Promise<ImageVariant>;
  /**
   * Renders every WebP width missing in the database, then every AVIF, one at a time, until
   * done or stopped: after a seed or an upload, no visitor waits for sharp. Answers how many
   * it rendered. `startAt` (0–1, random unless given) is where in each list it begins.
   */
  prerender(stopped: () => boolean, startAt?: number): Promise<number>;
}

// sharp uses a thread pool; two renders at once keep the second core for requests
sharp.concurrency(1);

const encode = (original: Buffer, width: number, format: ImageFormat) => {
  const resized = sharp(original).resize({ width, withoutEnlargement: true });
  return format === 'webp'
    ? resized.webp({ quality: 80, effort: 4 }).toBuffer()
    : resized.avif({ quality: 55, effort: 2 }).toBuffer();
};

export function createImageVariants(
  database: Database,
  memoryBytes = 64 * 1024 * 1024,
): ImageVariants {
  const { db } = database;
  const memory = new LRUCache<string, Buffer>({
    maxSize: memoryBytes,
    sizeCalculation: (b) => b.length || 1,
  });
  const inFlight = new Map<string, Promise<Buffer>>();

  const variantIs = (imageId: string, width: number, format: ImageFormat) =>
    and(
      eq(imageVariants.imageId, imageId),
      eq(imageVariants.width, width),
      eq(imageVariants.format, format),
    );

  async function stored(imageId: string, width: number, format: ImageFormat) {
    const [row] = await db
      .select({ bytes: imageVariants.bytes })
      .from(imageVariants)
      .where(variantIs(imageId, width, format));
    return row?.bytes;
  }

  // the rendering in advance asks for sizes, not bytes: on PGlite every byte read is decoded in
  // JavaScript on the main thread, which the first visitors share with it
  async function storedLength(imageId: string, width: number, format: ImageFormat) {
    const [row] = await db
      .select({ length: sql<number>`octet_length(${imageVariants.bytes})` })
      .from(imageVariants)
      .where(variantIs(imageId, width, format));
    return row?.length;
  }

  async function original(imageId: string): Promise<Buffer> {
    const [row] = await db
      .select({ bytes: images.bytes })
      .from(images)
      .where(eq(images.id, imageId));
    if (!row) throw notFound('Dieses Bild gibt es nicht.');
    return row.bytes;
  }

  type ReadOriginal = (imageId: string) => Promise<Buffer>;

  /** Reads originals, keeping the last one: the lists give an image's sizes one after another. */
  function originalsInTurn(): ReadOriginal {
    let last: { imageId: string; bytes: Promise<Buffer> } | undefined;
    return (imageId) => {
      if (last?.imageId !== imageId) last = { imageId, bytes: original(imageId) };
      return last.bytes;
    };
  }

  async function encodeWebp(
    imageId: string,
    width: number,
    read: ReadOriginal = original,
  ): Promise<Buffer> {
    const bytes = await encode(await read(imageId), width, 'webp');
    await db
      .insert(imageVariants)
      .values({ imageId, width, format: 'webp', bytes })
      .onConflictDoNothing();
    return bytes;
  }

  const renderWebp = async (imageId: string, width: number): Promise<Buffer> =>
    (await stored(imageId, width, 'webp')) ?? encodeWebp(imageId, width);

  async function renderAvif(imageId: string, width: number, read: ReadOriginal): Promise<void> {
    const avif = await encode(await read(imageId), width, 'avif');
    const webpLength =
      (await storedLength(imageId, width, 'webp')) ??
      (await encodeWebp(imageId, width, read)).length;
    // kept only where it saves bytes; an empty row remembers that it did not
    const bytes = avif.length < webpLength ? avif : Buffer.alloc(0);
    await db
      .insert(imageVariants)
      .values({ imageId, width, format: 'avif', bytes })
      .onConflictDoNothing();
  }

  async function missing(format: ImageFormat): Promise<{ imageId: string; width: number }[]> {
    const done = await db
      .select({ imageId: imageVariants.imageId, width: imageVariants.width })
      .from(imageVariants)
      .where(eq(imageVariants.format, format));
    const have = new Set(done.map((variant) => `${variant.imageId}:${variant.width}`));
    const all = await db.select({ id: images.id }).from(images).orderBy(images.id);
    return all.flatMap(({ id }) =>
      IMAGE_WIDTHS.filter((width) => !have.has(`${id}:${width}`)).map((width) => ({
        imageId: id,
        width,
      })),
    );
  }

  async function webp(imageId: string, width: number): Promise<Buffer> {
    const key = `${imageId}:${width}`;
    const cached = memory.get(key);
    if (cached) return cached;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = renderWebp(imageId, width).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    const bytes = await pending;
    memory.set(key, bytes);
    return bytes;
  }

  /** The stored AVIF, or null when there is none (yet) or it was not smaller. */
  async function avif(imageId: string, width: number): Promise<Buffer | null> {
    const key = `${imageId}:${width}:avif`;
    const cached = memory.get(key);
    if (cached) return cached.length > 0 ? cached : null;
    const bytes = await stored(imageId, width, 'avif');
    // "not rendered yet" is not remembered: the background render may add it any moment
    if (bytes) memory.set(key, bytes);
    return bytes && bytes.length > 0 ? bytes : null;
  }

  // Processes started together on one database each render what is missing: each size is
  // taken by one of them while it renders (another passes over it), and beginning at different
  // places in the list they seldom even try the same one.
  const rotated = <T>(list: T[], startAt: number) => {
    const at = Math.floor(startAt * list.length) % Math.max(list.length, 1);
    return [...list.slice(at), ...list.slice(0, at)];
  };

  return {
    async prerender(stopped, startAt = Math.random()) {
      let rendered = 0;
      const read = originalsInTurn();
      // straight into the database, not the memory cache: visitors' pages decide what stays hot
      for (const format of ['webp', 'avif'] as const) {
        for (const { imageId, width } of rotated(await missing(format), startAt)) {
          if (stopped()) return rendered;
          const done = await unlessTaken(
            database,
            `image-variant:${imageId}:${width}:${format}`,
            async () => {
              if ((await storedLength(imageId, width, format)) !== undefined) return false;
              if (format === 'webp') await encodeWebp(imageId, width, read);
              else await renderAvif(imageId, width, read);
              return true;
            },
          );
          if (done) rendered += 1;
        }
      }
      return rendered;
    },
    async variant(imageId, width, acceptsAvif) {
      const smaller = acceptsAvif ? await avif(imageId, width) : null;
      if (smaller) return { bytes: smaller, format: 'avif' };
      return { bytes: await webp(imageId, width), format: 'webp' };
    },
  };
}
