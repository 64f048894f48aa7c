import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../domain/catalog';
import { images, imageVariants } from '../db/schema';
import { useTestShop } from '../testing/app';
import { databaseKinds } from '../testing/databases';
import { createImageVariants } from './images-service';

describe.each(databaseKinds())('image sizes rendered in advance on $name', (kind) => {
  const shop = useTestShop(kind);

  it('renders only the missing sizes, one at a time, and stops when asked', async () => {
    const { db } = shop().database;
    const [first] = await db.select({ id: images.id }).from(images).orderBy(images.id).limit(1);
    if (!first) throw new Error('the demo catalogue has images');
    const variants = createImageVariants(db);
    await variants.webp(first.id, IMAGE_WIDTHS[0]);

    let asked = 0;
    const rendered = await variants.prerender(() => {
      asked += 1;
      return asked > IMAGE_WIDTHS.length - 1;
    });
    expect(rendered).toBe(IMAGE_WIDTHS.length - 1);
    const done = await db
      .select({ width: imageVariants.width })
      .from(imageVariants)
      .where(eq(imageVariants.imageId, first.id));
    expect(done.map((variant) => variant.width).sort((a, b) => a - b)).toEqual([...IMAGE_WIDTHS]);
    expect(await db.$count(imageVariants)).toBe(IMAGE_WIDTHS.length);
  });
});
