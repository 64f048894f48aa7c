import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { participantsCsv } from '../../domain/admin-courses';
import { INT4_MAX } from '../../domain/text';
import { listCourses, participantsOf } from '../catalog/course-admin';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { parseInput } from '../http/parse';

const DateParams = z.object({ id: z.coerce.number().int().min(1).max(INT4_MAX) });

/** Courses for staff (behind the staff guard): dates, places taken, participants, their CSV. */
export function courseAdminRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app.get('/api/admin/courses', async () => listCourses(deps.db));

  const participants = async (params: unknown) => {
    const { id } = parseInput(DateParams, params, 'params');
    const found = await participantsOf(deps.db, id);
    if (!found) throw notFound('Diesen Kurstermin gibt es nicht.');
    return { id, found };
  };

  app.get('/api/admin/course-dates/:id/participants', async (request) => {
    return (await participants(request.params)).found;
  });

  app.get('/api/admin/course-dates/:id/participants.csv', async (request, reply) => {
    const { id, found } = await participants(request.params);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="teilnehmende-termin-${id}.csv"`)
      .header('cache-control', 'no-store')
      .send(participantsCsv(found));
  });
}
