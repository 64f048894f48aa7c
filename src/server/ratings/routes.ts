import { z } from 'zod';
import { ProductId } from '../../domain/catalog-schema';
import {
  NewRating,
  PublicRating,
  PurchaseCheck,
  RatingReceived,
  TransactionId,
} from '../../domain/ratings-schema';
import type { Db } from '../db/client';
import type { Api } from '../http/typed-routes';
import { checkPurchase } from './purchases';
import { createRating, enabledRatings } from './service';

const IdParams = z.object({ id: ProductId });
const PurchaseParams = z.object({ transactionId: TransactionId });
const PurchaseQuery = z.object({ productId: ProductId });
const tags = ['Bewertungen'];

export function ratingRoutes(app: Api, deps: { db: Db; today: () => string }): void {
  const { db } = deps;
  app.get(
    '/api/products/:id/ratings',
    {
      schema: {
        tags,
        summary: 'A product’s published ratings',
        params: IdParams,
        response: { 200: z.array(PublicRating) },
      },
    },
    async (request) => enabledRatings(db, request.params.id),
  );

  app.get(
    '/api/purchases/:transactionId',
    {
      // payment ids are long random strings; still, nobody needs to try thousands of them
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Whether a payment id may rate a product — and nothing else about it',
        params: PurchaseParams,
        querystring: PurchaseQuery,
        response: { 200: PurchaseCheck },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return checkPurchase(db, request.params.transactionId, request.query.productId, deps.today());
    },
  );

  app.post(
    '/api/products/:id/ratings',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Rate a product bought with the given payment id (published after moderation)',
        params: IdParams,
        body: NewRating,
        response: { 201: RatingReceived },
      },
    },
    async (request, reply) => {
      const created = await createRating(db, request.params.id, request.body, deps.today());
      return reply.status(201).send({
        id: created.id,
        message: 'Danke für deine Bewertung! Sie erscheint, sobald wir sie freigegeben haben.',
      });
    },
  );
}
