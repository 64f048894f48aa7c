import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ProductId } from '../../domain/catalog-schema';
import { RatingUpdate } from '../../domain/ratings-schema';
import { INT4_MAX } from '../../domain/text';
import { actorOf } from '../audit/service';
import type { CatalogCaches } from '../catalog/product-list-cache';
import type { Db } from '../db/client';
import { parseInput } from '../http/parse';
import { deleteRating, listRatings, updateRating } from '../ratings/moderation';

const RatingParams = z.object({ id: z.coerce.number().int().min(1).max(INT4_MAX) });
const ListQuery = z
  .object({
    productId: ProductId.optional(),
    enabled: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
  })
  .strict();

/**
 * Moderation (docs/shop/ratings.md#moderation) behind the staff guard: not on the public
 * allow-list. Every change shows in the shop at once: the product lists carry the mean and count.
 */
export function ratingModerationRoutes(
  app: FastifyInstance,
  deps: { db: Db; catalog: CatalogCaches },
): void {
  app.get('/api/admin/ratings', async (request) => {
    const filter = parseInput(ListQuery, request.query, 'query');
    return listRatings(deps.db, filter);
  });

  app.patch('/api/admin/ratings/:id', async (request) => {
    const { id } = parseInput(RatingParams, request.params, 'params');
    const changes = parseInput(RatingUpdate, request.body, 'body');
    const updated = await updateRating(deps.db, actorOf(request), id, changes);
    request.log.info({ ratingId: id, by: request.staff?.user.id, changes }, 'rating moderated');
    deps.catalog.invalidate();
    return updated;
  });

  app.delete('/api/admin/ratings/:id', async (request, reply) => {
    const { id } = parseInput(RatingParams, request.params, 'params');
    await deleteRating(deps.db, actorOf(request), id);
    request.log.info({ ratingId: id, by: request.staff?.user.id }, 'rating deleted');
    deps.catalog.invalidate();
    return reply.status(204).send();
  });
}
