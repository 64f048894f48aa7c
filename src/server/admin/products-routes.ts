import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ImageId, ProductId } from '../../domain/catalog-schema';
import {
  MAX_IMAGE_BYTES,
  ProductFields,
  ProductImagesOrder,
  ProductListFilter,
  ProductRemoval,
  ProductUpdate,
} from '../../domain/product-admin-schema';
import { actorOf } from '../audit/service';
import {
  adminProduct,
  createProduct,
  listAdminProducts,
  listTaxClasses,
  removeProduct,
  updateProduct,
} from '../catalog/product-admin';
import {
  addProductImage,
  arrangeProductImages,
  removeProductImage,
} from '../catalog/product-images-admin';
import type { CatalogCaches } from '../catalog/product-list-cache';
import type { Db } from '../db/client';
import { parseInput } from '../http/parse';

const IdParams = z.object({ id: ProductId });
const ImageParams = z.object({ id: ProductId, imageId: ImageId });
const UPLOAD_TYPES = /^(image\/[\w.+-]+|application\/octet-stream)$/i;

/**
 * Products for staff (behind the staff guard). Every write is one transaction with its audit
 * entry and shows in the shop at once.
 */
export function productAdminRoutes(
  app: FastifyInstance,
  deps: { db: Db; catalog: CatalogCaches },
): void {
  const { db } = deps;
  app.get('/api/admin/tax-classes', async () => listTaxClasses(db));

  app.get('/api/admin/products', async (request) =>
    listAdminProducts(db, parseInput(ProductListFilter, request.query, 'query')),
  );

  app.get('/api/admin/products/:id', async (request) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    return adminProduct(db, id);
  });

  app.post('/api/admin/products', async (request, reply) => {
    const fields = parseInput(ProductFields, request.body, 'body');
    const created = await createProduct(db, actorOf(request), fields);
    deps.catalog.invalidate();
    return reply.status(201).send(created);
  });

  app.put('/api/admin/products/:id', async (request) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const update = parseInput(ProductUpdate, request.body, 'body');
    const updated = await updateProduct(db, actorOf(request), id, update);
    deps.catalog.invalidate();
    return updated;
  });

  app.delete('/api/admin/products/:id', async (request) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const { version } = parseInput(ProductRemoval, request.body, 'body');
    const outcome = await removeProduct(db, actorOf(request), id, version);
    deps.catalog.invalidate();
    return { outcome };
  });

  // uploads come as the file's raw bytes, and only here (a plugin of their own keeps the parser
  // from every other route); what they are is decided by reading them
  app.register(async (uploads) => {
    uploads.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    uploads.post(
      '/api/admin/products/:id/images',
      {
        bodyLimit: MAX_IMAGE_BYTES,
        config: { bodyTooLarge: 'Das Bild ist größer als 10 MB. Bitte ein kleineres wählen.' },
      },
      async (request, reply) => {
        const { id } = parseInput(IdParams, request.params, 'params');
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const updated = await addProductImage(db, actorOf(request), id, bytes);
        deps.catalog.invalidate();
        return reply.status(201).send(updated);
      },
    );
  });

  app.put('/api/admin/products/:id/images', async (request) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const { images } = parseInput(ProductImagesOrder, request.body, 'body');
    const updated = await arrangeProductImages(db, actorOf(request), id, images);
    deps.catalog.invalidate();
    return updated;
  });

  app.delete('/api/admin/products/:id/images/:imageId', async (request) => {
    const { id, imageId } = parseInput(ImageParams, request.params, 'params');
    const updated = await removeProductImage(db, actorOf(request), id, imageId);
    deps.catalog.invalidate();
    return updated;
  });
}
