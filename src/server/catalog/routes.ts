import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  DiscountCodeText,
  ImageId,
  ImageWidth,
  ProductId,
  ProductListQuery,
} from '../../domain/catalog-schema';
import type { Db } from '../db/client';
import { parseInput } from '../http/parse';
import { lookupDiscountCode } from './discount-codes';
import type { ImageVariants } from './images-service';
import { negotiateEncoding, type ProductListCache } from './product-list-cache';
import { listProducts, productDetail, relatedProducts } from './service';
import { listShippingCosts } from './shipping-costs';

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
}

export function catalogRoutes(app: FastifyInstance, deps: CatalogDeps): void {
  const { db } = deps;

  // the hottest route: served from pre-serialised, pre-compressed buffers
  app.get('/api/products', { compress: false }, async (request, reply) => {
    const { type } = parseInput(ProductListQuery, request.query, 'query');
    const list = await deps.listCache.get(type, () => listProducts(db, type));
    reply.headers({
      'cache-control': 'no-cache',
      etag: list.etag,
      vary: 'accept-encoding',
      'content-type': 'application/json; charset=utf-8',
    });
    if (request.headers['if-none-match'] === list.etag) return reply.status(304).send();
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(list[encoding]);
  });

  app.get('/api/products/:id', async (request) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    return productDetail(db, id, deps.today());
  });

  app.get('/api/products/:id/related', async (request) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    return relatedProducts(db, id);
  });

  app.get('/api/images/:id', async (request, reply) => {
    const { id } = parseInput(ImageParams, request.params, 'params');
    const { w } = parseInput(ImageQuery, request.query, 'query');
    const acceptsAvif = request.headers.accept?.includes('image/avif') ?? false;
    const { bytes, format } = await deps.images.variant(id, w, acceptsAvif);
    return reply
      .header('cache-control', IMMUTABLE)
      .header('vary', 'accept')
      .type(`image/${format}`)
      .send(bytes);
  });

  app.get('/api/shipping-costs', async () => listShippingCosts(db));

  app.get('/api/discount-codes/', async () => ({ code: '', percentage: 0 }));
  app.get(
    '/api/discount-codes/:code',
    // guessing codes one request at a time should not be practical
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request) => {
      const { code } = parseInput(CodeParams, request.params, 'params');
      return lookupDiscountCode(db, code, deps.today());
    },
  );
}
