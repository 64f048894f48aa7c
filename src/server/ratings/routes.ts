import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ProductId } from '../../domain/catalog-schema';
import { NewRating, TransactionId } from '../../domain/ratings-schema';
import type { Db } from '../db/client';
import { parseInput } from '../http/parse';
import { checkPurchase } from './purchases';
import { createRating, enabledRatings } from './service';

const IdParams = z.object({ id: ProductId });
const PurchaseParams = z.object({ transactionId: TransactionId });
const PurchaseQuery = z.object({ productId: ProductId });

export function ratingRoutes(app: FastifyInstance, deps: { db: Db; today: () => string }): void {
  const { db } = deps;
  app.get('/api/products/:id/ratings', async (request) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    return enabledRatings(db, id);
  });

  app.get(
    '/api/purchases/:transactionId',
    // payment ids are long random strings; still, nobody needs to try thousands of them
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { transactionId } = parseInput(PurchaseParams, request.params, 'params');
      const { productId } = parseInput(PurchaseQuery, request.query, 'query');
      reply.header('cache-control', 'no-store');
      return checkPurchase(db, transactionId, productId);
    },
  );

  app.post(
    '/api/products/:id/ratings',
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { id } = parseInput(IdParams, request.params, 'params');
      const rating = parseInput(NewRating, request.body, 'body');
      const created = await createRating(db, id, rating, deps.today());
      return reply.status(201).send({
        id: created.id,
        message: 'Danke für deine Bewertung! Sie erscheint, sobald wir sie freigegeben haben.',
      });
    },
  );
}
