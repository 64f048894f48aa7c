import { z } from 'zod';
import {
  DiscountCode,
  DiscountCodeText,
  ImageId,
  ImageWidth,
  ProductDetail,
  ProductId,
  ProductListQuery,
  ProductSummary,
  ShippingCost,
} from '../../domain/catalog-schema';
import type { Db } from '../db/client';
import { type Api, sendBytes } from '../http/typed-routes';
import { lookupDiscountCode } from './discount-codes';
import type { ImageVariants } from './images-service';
import type { ProductListCache } from './product-list-cache';
import { listProducts, productDetail, relatedProducts } from './service';
import { listShippingCosts } from './shipping-costs';

const ProductList = z.array(ProductSummary);
const IdParams = z.object({ id: ProductId });
const ImageParams = z.object({ id: ImageId });
const ImageQuery = z.object({ w: ImageWidth }).strict();
const CodeParams = z.object({ code: DiscountCodeText });

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface CatalogDeps {
  db: Db;
  images: ImageVariants;
  listCache: ProductListCache;
  today: () => string;
  /** The clock reductions start and end by. */
  now: () => Date;
}

export function catalogRoutes(app: Api, deps: CatalogDeps): void {
  const { db } = deps;

  // the hottest route: served from pre-serialised, pre-compressed buffers
  const tags = ['Katalog'];
  app.get(
    '/api/products',
    {
      compress: false,
      schema: {
        tags,
        summary: 'Displayed products of a category (summaries)',
        querystring: ProductListQuery,
        response: { 200: ProductList },
      },
    },
    async (request, reply) => {
      const { type } = request.query;
      // serialised once per catalogue change, through the declared schema like any reply
      const list = await deps.listCache.get(type, async () =>
        ProductList.parse(await listProducts(db, type, deps.now())),
      );
      reply.headers({
        'cache-control': 'no-cache',
        etag: list.etag,
        vary: 'accept-encoding',
        'content-type': 'application/json; charset=utf-8',
      });
      if (request.headers['if-none-match'] === list.etag) return sendBytes(reply, null, 304);
      const encoding = list.encodingFor(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return sendBytes(reply, list.encoded(encoding));
    },
  );

  app.get(
    '/api/products/:id',
    {
      schema: {
        tags,
        summary: 'A product; for a course its bookable dates with free places',
        params: IdParams,
        response: { 200: ProductDetail },
      },
    },
    async (request) => productDetail(db, request.params.id, deps.today(), deps.now()),
  );

  app.get(
    '/api/products/:id/related',
    {
      schema: {
        tags,
        summary: 'Displayed products of the same category',
        params: IdParams,
        response: { 200: z.array(ProductSummary) },
      },
    },
    async (request) => relatedProducts(db, request.params.id, deps.now()),
  );

  app.get(
    '/api/images/:id',
    {
      schema: {
        tags,
        summary: 'A product image at a width the shop renders (AVIF or WebP), cached for a year',
        params: ImageParams,
        querystring: ImageQuery,
        produces: ['image/avif', 'image/webp'],
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { w } = request.query;
      const acceptsAvif = request.headers.accept?.includes('image/avif') ?? false;
      const { bytes, format } = await deps.images.variant(id, w, acceptsAvif);
      return reply
        .header('cache-control', IMMUTABLE)
        .header('vary', 'accept')
        .type(`image/${format}`)
        .send(bytes);
    },
  );

  app.get(
    '/api/shipping-costs',
    { schema: { tags, summary: 'Shipping rates', response: { 200: z.array(ShippingCost) } } },
    async () => listShippingCosts(db),
  );

  const codeSchema = {
    tags,
    summary: 'A discount code’s percentage today (0 when unknown, expired or used up)',
  };
  app.get(
    '/api/discount-codes/',
    { schema: { ...codeSchema, response: { 200: DiscountCode } } },
    async () => ({ code: '', percentage: 0 }),
  );
  app.get(
    '/api/discount-codes/:code',
    {
      // guessing codes one request at a time should not be practical
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { ...codeSchema, params: CodeParams, response: { 200: DiscountCode } },
    },
    async (request) => lookupDiscountCode(db, request.params.code, deps.today()),
  );
}
