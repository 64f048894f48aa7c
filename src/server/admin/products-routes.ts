import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ImageId, ProductId } from '../../domain/catalog-schema';
import {
  AdminProduct,
  AdminProductList,
  IMAGE_TYPES_TEXT,
  MAX_IMAGE_BYTES,
  ProductFields,
  ProductImagesOrder,
  ProductListFilter,
  ProductRemoval,
  ProductRemoved,
  ProductUpdate,
  TaxClass,
} from '../../domain/product-admin-schema';
import { actorOf } from '../audit/service';
import {
  adminProduct,
  createProduct,
  listAdminProducts,
  listTaxClasses,
  removeProduct,
  type StockHooks,
  updateProduct,
} from '../catalog/product-admin';
import {
  addProductImage,
  arrangeProductImages,
  removeProductImage,
} from '../catalog/product-images-admin';
import type { CatalogCaches } from '../catalog/product-list-cache';
import type { ProductSaveRules } from '../catalog/product-save-rules';
import type { Db } from '../db/client';
import type { Api } from '../http/typed-routes';

const IdParams = z.object({ id: ProductId });
const ImageParams = z.object({ id: ProductId, imageId: ImageId });
const UPLOAD_TYPES = /^(image\/[\w.+-]+|application\/octet-stream)$/i;

/**
 * Products for staff (behind the staff guard). Every write is one transaction with its audit
 * entry and shows in the shop at once.
 */
export function productAdminRoutes(
  app: Api,
  deps: {
    db: Db;
    catalog: CatalogCaches;
    rules: () => ProductSaveRules;
    stockHooks?: StockHooks;
  },
): void {
  const { db } = deps;
  const tags = ['Backoffice: Produkte'];
  app.get(
    '/api/admin/tax-classes',
    {
      schema: {
        tags,
        summary: 'The tax classes a product can have',
        response: { 200: z.array(TaxClass) },
      },
    },
    async () => listTaxClasses(db),
  );

  app.get(
    '/api/admin/products',
    {
      schema: {
        tags,
        summary: 'Products, filtered: the first by title and how many match',
        querystring: ProductListFilter,
        response: { 200: AdminProductList },
      },
    },
    async (request) => listAdminProducts(db, request.query),
  );

  app.get(
    '/api/admin/products/:id',
    {
      schema: {
        tags,
        summary: 'A product as staff edit it',
        params: IdParams,
        response: { 200: AdminProduct },
      },
    },
    async (request) => adminProduct(db, request.params.id),
  );

  app.post(
    '/api/admin/products',
    {
      schema: {
        tags,
        summary: 'Create a product',
        body: ProductFields,
        response: { 201: AdminProduct },
      },
    },
    async (request, reply) => {
      const created = await createProduct(db, actorOf(request), request.body, deps.rules());
      deps.catalog.invalidate();
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/admin/products/:id',
    {
      schema: {
        tags,
        summary: 'Change a product; refused when someone saved it since it was read (version)',
        params: IdParams,
        body: ProductUpdate,
        response: { 200: AdminProduct },
      },
    },
    async (request) => {
      const updated = await updateProduct(
        db,
        actorOf(request),
        request.params.id,
        request.body,
        deps.rules(),
        deps.stockHooks,
      );
      deps.catalog.invalidate();
      return updated;
    },
  );

  app.delete(
    '/api/admin/products/:id',
    {
      schema: {
        tags,
        summary: 'Delete a product, or hide it when orders name it',
        params: IdParams,
        body: ProductRemoval,
        response: { 200: ProductRemoved },
      },
    },
    async (request) => {
      const { id } = request.params;
      const outcome = await removeProduct(db, actorOf(request), id, request.body.version);
      deps.catalog.invalidate();
      return { outcome };
    },
  );

  // uploads come as the file's raw bytes, and only here (a plugin of their own keeps the parser
  // from every other route); what they are is decided by reading them. Only that parser: an
  // inherited JSON or text one would take a body no image comes as
  app.register(async (plugin) => {
    const uploads = plugin.withTypeProvider<ZodTypeProvider>();
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    uploads.post(
      '/api/admin/products/:id/images',
      {
        bodyLimit: MAX_IMAGE_BYTES,
        config: {
          bodyTooLarge: 'Das Bild ist größer als 10 MB. Bitte ein kleineres wählen.',
          unsupportedMediaType: `Bitte eine Bilddatei hochladen (${IMAGE_TYPES_TEXT}).`,
        },
        schema: {
          tags,
          summary: 'Add an image: the file’s raw bytes as the body (JPEG, PNG or WebP)',
          params: IdParams,
          consumes: ['image/*', 'application/octet-stream'],
          response: { 201: AdminProduct },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const updated = await addProductImage(db, actorOf(request), id, bytes);
        deps.catalog.invalidate();
        return reply.status(201).send(updated);
      },
    );
  });

  app.put(
    '/api/admin/products/:id/images',
    {
      schema: {
        tags,
        summary: 'Order the images (and their alt texts); the first is the main image',
        params: IdParams,
        body: ProductImagesOrder,
        response: { 200: AdminProduct },
      },
    },
    async (request) => {
      const { id } = request.params;
      const updated = await arrangeProductImages(db, actorOf(request), id, request.body.images);
      deps.catalog.invalidate();
      return updated;
    },
  );

  app.delete(
    '/api/admin/products/:id/images/:imageId',
    {
      schema: {
        tags,
        summary: 'Remove an image',
        params: ImageParams,
        response: { 200: AdminProduct },
      },
    },
    async (request) => {
      const { id, imageId } = request.params;
      const updated = await removeProductImage(db, actorOf(request), id, imageId);
      deps.catalog.invalidate();
      return updated;
    },
  );
}
