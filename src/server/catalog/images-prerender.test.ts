import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../domain/catalog';
import { images, imageVariants } from '../db/schema';
import { useTestShop } from '../testing/app';
import { databaseKinds } from '../testing/databases';
import { createImageVariants } from './images-service';

const isAvif = (bytes: Buffer) => bytes.subarray(4, 12).toString('latin1') === 'ftypavif';
const isWebp = (bytes: Buffer) => bytes.subarray(8, 12).toString('latin1') === 'WEBP';

describe.each(databaseKinds())('image sizes rendered in advance on $name', (kind) => {
  const shop = useTestShop(kind);

  async function firstImage() {
    const { db } = shop().database;
    const [first] = await db.select({ id: images.id }).from(images).orderBy(images.id).limit(1);
    if (!first) throw new Error('the demo catalogue has images');
    return first.id;
  }

  it('renders only the missing WebP sizes first, one at a time, and stops when asked', async () => {
    const { db } = shop().database;
    const id = await firstImage();
    const variants = createImageVariants(shop().database);
    await variants.variant(id, IMAGE_WIDTHS[0], false);

    let asked = 0;
    const rendered = await variants.prerender(() => {
      asked += 1;
      return asked > IMAGE_WIDTHS.length - 1;
    }, 0);
    expect(rendered).toBe(IMAGE_WIDTHS.length - 1);
    const done = await db
      .select({ width: imageVariants.width, format: imageVariants.format })
      .from(imageVariants)
      .where(eq(imageVariants.imageId, id));
    expect(done.every((variant) => variant.format === 'webp')).toBe(true);
    expect(done.map((variant) => variant.width).sort((a, b) => a - b)).toEqual([...IMAGE_WIDTHS]);
    expect(await db.$count(imageVariants)).toBe(IMAGE_WIDTHS.length);
  });

  it('serves AVIF once rendered and smaller, WebP to browsers without it, never waits for AVIF', async () => {
    const { db } = shop().database;
    const id = await firstImage();
    const width = IMAGE_WIDTHS[0];
    const variants = createImageVariants(shop().database);

    // not rendered in advance yet: WebP at once, also for a browser that takes AVIF
    const before = await variants.variant(id, width, true);
    expect(before.format).toBe('webp');
    expect(isWebp(before.bytes)).toBe(true);

    // the other images' WebP sizes count as done (placeholders): WebP comes first, then the
    // first image's smallest AVIF; stop right after it
    const others = await db.select({ id: images.id }).from(images);
    await db
      .insert(imageVariants)
      .values(
        others
          .filter((image) => image.id !== id)
          .flatMap((image) =>
            IMAGE_WIDTHS.map((w) => ({ imageId: image.id, width: w, bytes: Buffer.from('x') })),
          ),
      );
    let asked = 0;
    await variants.prerender(() => {
      asked += 1;
      return asked > IMAGE_WIDTHS.length;
    }, 0);
    const [avifRow] = await db
      .select({ bytes: imageVariants.bytes })
      .from(imageVariants)
      .where(
        and(
          eq(imageVariants.imageId, id),
          eq(imageVariants.width, width),
          eq(imageVariants.format, 'avif'),
        ),
      );
    if (!avifRow) throw new Error('the first AVIF was rendered');
    const after = await variants.variant(id, width, true);
    const webp = await variants.variant(id, width, false);
    expect(webp.format).toBe('webp');
    if (avifRow.bytes.length > 0) {
      expect(after.format).toBe('avif');
      expect(isAvif(after.bytes)).toBe(true);
      expect(after.bytes.length).toBeLessThan(webp.bytes.length);
    } else {
      // AVIF was not smaller: the row remembers it, and WebP is served
      expect(after).toEqual(webp);
    }
  });

  it('shares the work when two processes render at once: each size once, not once each', async () => {
    const { db } = shop().database;
    const all = await db.select({ id: images.id }).from(images).orderBy(images.id);
    const [first, second] = all;
    if (!first || !second) throw new Error('the demo catalogue has images');
    // every AVIF and the other images' WebP count as done: two images' WebP sizes are left
    await db.delete(imageVariants);
    await db.insert(imageVariants).values([
      ...all.flatMap((image) =>
        IMAGE_WIDTHS.map((width) => ({
          imageId: image.id,
          width,
          format: 'avif' as const,
          bytes: Buffer.alloc(0),
        })),
      ),
      ...all
        .slice(2)
        .flatMap((image) =>
          IMAGE_WIDTHS.map((width) => ({ imageId: image.id, width, bytes: Buffer.from('x') })),
        ),
    ]);
    const left = 2 * IMAGE_WIDTHS.length;

    // both begin at the same place, the worst case: without taking turns they would render
    // every size side by side
    const [one, other] = await Promise.all([
      createImageVariants(shop().database).prerender(() => false, 0),
      createImageVariants(shop().database).prerender(() => false, 0),
    ]);
    expect(one + other).toBe(left);
    expect(one).toBeGreaterThan(0);
    expect(other).toBeGreaterThan(0);
    const rows = await db
      .select({ bytes: imageVariants.bytes })
      .from(imageVariants)
      .where(
        and(
          eq(imageVariants.format, 'webp'),
          inArray(imageVariants.imageId, [first.id, second.id]),
        ),
      );
    expect(rows).toHaveLength(left);
    expect(rows.every((row) => isWebp(row.bytes))).toBe(true);
  });
});
