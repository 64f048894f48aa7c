import { z } from 'zod';
import { ProductId } from '../../domain/catalog-schema';
import { ModeratedRating, RatingUpdate } from '../../domain/ratings-schema';
import { RowIdParam } from '../../domain/row-id';
import { actorOf } from '../audit/service';
import type { CatalogCaches } from '../catalog/product-list-cache';
import type { Db } from '../db/client';
import type { Api } from '../http/typed-routes';
import { deleteRating, listRatings, updateRating } from '../ratings/moderation';

const RatingParams = z.object({ id: RowIdParam });
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
export function ratingModerationRoutes(app: Api, deps: { db: Db; catalog: CatalogCaches }): void {
  const tags = ['Backoffice: Bewertungen'];
  app.get(
    '/api/admin/ratings',
    {
      schema: {
        tags,
        summary: 'Ratings to moderate',
        querystring: ListQuery,
        response: { 200: z.array(ModeratedRating) },
      },
    },
    async (request) => listRatings(deps.db, request.query),
  );

  app.patch(
    '/api/admin/ratings/:id',
    {
      schema: {
        tags,
        summary: 'Publish, hide or correct a rating',
        params: RatingParams,
        body: RatingUpdate,
        response: { 200: ModeratedRating },
      },
    },
    async (request) => {
      const { id } = request.params;
      const changes = request.body;
      const updated = await updateRating(deps.db, actorOf(request), id, changes);
      request.log.info({ ratingId: id, by: request.staff?.user.id, changes }, 'rating moderated');
      deps.catalog.invalidate();
      return updated;
    },
  );

  app.delete(
    '/api/admin/ratings/:id',
    {
      schema: {
        tags,
        summary: 'Delete a rating',
        params: RatingParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await deleteRating(deps.db, actorOf(request), id);
      request.log.info({ ratingId: id, by: request.staff?.user.id }, 'rating deleted');
      deps.catalog.invalidate();
      return reply.status(204).send(null);
    },
  );
}
