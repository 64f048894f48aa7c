import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { IMAGE_TYPES_TEXT } from '../../domain/product-admin-schema';
import { type Actor, recordChange } from '../audit/service';
import type { Db, Tx } from '../db/client';
import { images, productImages, products } from '../db/schema';
import { AppError, conflict, notFound } from '../errors';
import { adminProduct, dropUnusedImages } from './product-admin';

// larger than any width the shop renders, small enough that a phone photo stays a few hundred KB
const MAX_EDGE = 2400;
// a small file may still decode to a huge bitmap (a "decompression bomb")
const MAX_INPUT_PIXELS = 60_000_000;

const notAnImage = () =>
  new AppError(400, 'NOT_AN_IMAGE', `Diese Datei ist kein Bild im Format ${IMAGE_TYPES_TEXT}.`, {
    field: 'body',
  });

/**
 * Reads an upload by its bytes (the name and the browser's type say nothing) and writes it
 * anew: turned upright by its EXIF orientation, at most MAX_EDGE pixels, every metadata block
 * (GPS position, camera serial) left behind.
 */
export async function cleanUpload(
  bytes: Buffer,
): Promise<{ bytes: Buffer; mime: string; width: number; height: number }> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw notAnImage();
  }
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp') throw notAnImage();
  const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true });
  const encoded =
    format === 'jpeg'
      ? pipeline.jpeg({ quality: 88, mozjpeg: true })
      : format === 'png'
        ? pipeline.png({ compressionLevel: 9 })
        : pipeline.webp({ quality: 88 });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, mime: `image/${format}`, width: info.width, height: info.height };
  } catch {
    throw notAnImage();
  }
}

async function editableProduct(tx: Tx, productId: string) {
  const [row] = await tx
    .select({ archivedAt: products.archivedAt })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!row) throw notFound('Dieses Produkt gibt es nicht.');
  if (row.archivedAt) {
    throw conflict('PRODUCT_ARCHIVED', 'Archivierte Produkte lassen sich nicht mehr ändern.');
  }
}

type Product = Awaited<ReturnType<typeof adminProduct>>;

// what the history keeps of a product's pictures: which, in what order, with what text
const picturesOf = (product: Product) => ({
  images: product.images.map(({ id, alt }) => ({ id, alt })),
});

/**
 * One change to a product's pictures: in one transaction with its history entry, on a product
 * that can still be edited. A change that changed nothing (the same picture again) leaves no entry.
 */
function changePictures(
  db: Db,
  actor: Actor,
  productId: string,
  change: (tx: Tx, before: Product) => Promise<void>,
): Promise<Product> {
  return db.transaction(async (tx) => {
    await editableProduct(tx, productId);
    const before = await adminProduct(tx, productId);
    await change(tx, before);
    const after = await adminProduct(tx, productId);
    if (JSON.stringify(picturesOf(before)) === JSON.stringify(picturesOf(after))) return after;
    await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
    await recordChange(tx, actor, {
      entity: 'product',
      entityId: productId,
      action: 'updated',
      before: picturesOf(before),
      after: picturesOf(after),
    });
    return after;
  });
}

/** Adds an uploaded image after the product's others; the same picture twice stays one. */
export async function addProductImage(db: Db, actor: Actor, productId: string, upload: Buffer) {
  const image = await cleanUpload(upload);
  const id = createHash('sha256').update(image.bytes).digest('hex').slice(0, 24);
  return changePictures(db, actor, productId, async (tx) => {
    await tx
      .insert(images)
      .values({ id, ...image })
      .onConflictDoNothing();
    await tx
      .insert(productImages)
      .values({
        productId,
        imageId: id,
        position: sql`(select coalesce(max(position), -1) + 1 from product_images
          where product_id = ${productId})`,
      })
      .onConflictDoNothing();
  });
}

/**
 * Puts the product's images in the given order with their alt texts; the first is the one the
 * shop shows on cards. The list must name exactly the product's images (else someone changed
 * them meanwhile: 409).
 */
export async function arrangeProductImages(
  db: Db,
  actor: Actor,
  productId: string,
  order: { id: string; alt: string }[],
) {
  return changePictures(db, actor, productId, async (tx, before) => {
    const current = new Set(before.images.map((image) => image.id));
    const named = new Set(order.map((image) => image.id));
    if (
      named.size !== order.length ||
      named.size !== current.size ||
      ![...named].every((id) => current.has(id))
    ) {
      throw conflict('IMAGES_CHANGED', 'Die Bilder wurden inzwischen geändert. Bitte neu laden.');
    }
    for (const [position, image] of order.entries()) {
      await tx
        .update(productImages)
        .set({ position, alt: image.alt })
        .where(and(eq(productImages.productId, productId), eq(productImages.imageId, image.id)));
    }
  });
}

export async function removeProductImage(db: Db, actor: Actor, productId: string, imageId: string) {
  return changePictures(db, actor, productId, async (tx) => {
    const [removed] = await tx
      .delete(productImages)
      .where(and(eq(productImages.productId, productId), eq(productImages.imageId, imageId)))
      .returning({ id: productImages.imageId });
    if (!removed) throw notFound('Dieses Bild gehört nicht (mehr) zum Produkt.');
    await dropUnusedImages(tx, [imageId]);
  });
}
