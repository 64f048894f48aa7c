import { z } from 'zod';
import {
  PickupPlaceInput,
  PickupPlaceRemoval,
  PickupPlaceSave,
  PickupPlaceView,
} from '../../domain/pickup-place-schema';
import { RowIdParam } from '../../domain/row-id';
import { actorOf } from '../audit/service';
import type { Db } from '../db/client';
import type { Api } from '../http/typed-routes';
import {
  createPickupPlace,
  listPickupPlaces,
  removePickupPlace,
  updatePickupPlace,
} from './pickup-places';

const PlaceParams = z.object({ id: RowIdParam });
const Removed = z.object({ outcome: z.enum(['deleted', 'deactivated']) });
const tags = ['Backoffice: Abholorte'];

/** Staff manage the farm shop and the market stalls where customers collect (staff guard). */
export function pickupPlaceAdminRoutes(app: Api, deps: { db: Db }): void {
  app.get(
    '/api/admin/pickup-places',
    {
      schema: {
        tags,
        summary: 'Every pickup place, inactive ones too',
        response: { 200: z.array(PickupPlaceView) },
      },
    },
    async () => listPickupPlaces(deps.db, { activeOnly: false }),
  );

  app.post(
    '/api/admin/pickup-places',
    {
      schema: {
        tags,
        summary: 'Add a pickup place',
        body: PickupPlaceInput,
        response: { 201: PickupPlaceView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPickupPlace(deps.db, actorOf(request), request.body)),
  );

  app.put(
    '/api/admin/pickup-places/:id',
    {
      schema: {
        tags,
        summary:
          'Change a pickup place (also to set it inactive); 409 when saved since it was read',
        params: PlaceParams,
        body: PickupPlaceSave,
        response: { 200: PickupPlaceView },
      },
    },
    async (request) =>
      updatePickupPlace(
        deps.db,
        actorOf(request),
        request.params.id,
        request.body.version,
        request.body.place,
      ),
  );

  app.delete(
    '/api/admin/pickup-places/:id',
    {
      schema: {
        tags,
        summary: 'Delete an unused pickup place; one that orders name is set inactive instead',
        params: PlaceParams,
        body: PickupPlaceRemoval,
        response: { 200: Removed },
      },
    },
    async (request) => ({
      outcome: await removePickupPlace(
        deps.db,
        actorOf(request),
        request.params.id,
        request.body.version,
      ),
    }),
  );
}
