import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ProductId } from '../../domain/catalog-schema';
import type { Db } from '../db/client';
import { parseInput } from '../http/parse';
import { enabledRatings } from './service';

const IdParams = z.object({ id: ProductId });

export function ratingRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/products/:id/ratings', async (request) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    return enabledRatings(db, id);
  });
}
