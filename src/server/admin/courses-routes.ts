import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { participantsCsv } from '../../domain/admin-courses';
import { ProductId } from '../../domain/catalog-schema';
import { CourseDateInput } from '../../domain/course-date-schema';
import { INT4_MAX } from '../../domain/text';
import { actorOf } from '../audit/service';
import { cancelBooking, listCourses, participantsOf } from '../catalog/course-admin';
import { createCourseDate, deleteCourseDate, updateCourseDate } from '../catalog/course-date-admin';
import type { CatalogCaches } from '../catalog/product-list-cache';
import type { Db } from '../db/client';
import { conflict, notFound } from '../errors';
import { parseInput } from '../http/parse';

const DateParams = z.object({ id: z.coerce.number().int().min(1).max(INT4_MAX) });
const CourseParams = z.object({ productId: ProductId });
const BookingBody = z
  .object({
    orderItemId: z.number().int().min(1).max(INT4_MAX).nullable(),
    buyerId: z.string().min(1).max(64).nullable(),
  })
  .strict()
  .refine((booking) => (booking.orderItemId === null) !== (booking.buyerId === null), {
    message: 'Genau eine Buchung angeben.',
  });

/**
 * Courses for staff (behind the staff guard): dates, places taken, participants, their CSV.
 * Every write is one transaction with its audit entry, and the shop shows it at once.
 */
export function courseAdminRoutes(
  app: FastifyInstance,
  deps: { db: Db; catalog: CatalogCaches },
): void {
  app.get('/api/admin/courses', async () => listCourses(deps.db));

  app.post('/api/admin/courses/:productId/dates', async (request, reply) => {
    const { productId } = parseInput(CourseParams, request.params, 'params');
    const input = parseInput(CourseDateInput, request.body, 'body');
    const created = await createCourseDate(deps.db, actorOf(request), productId, input);
    deps.catalog.invalidate();
    return reply.status(201).send(created);
  });

  app.put('/api/admin/course-dates/:id', async (request) => {
    const { id } = parseInput(DateParams, request.params, 'params');
    const input = parseInput(CourseDateInput, request.body, 'body');
    const updated = await updateCourseDate(deps.db, actorOf(request), id, input);
    deps.catalog.invalidate();
    return updated;
  });

  app.delete('/api/admin/course-dates/:id', async (request, reply) => {
    const { id } = parseInput(DateParams, request.params, 'params');
    await deleteCourseDate(deps.db, actorOf(request), id);
    deps.catalog.invalidate();
    return reply.status(204).send();
  });

  const participants = async (params: unknown) => {
    const { id } = parseInput(DateParams, params, 'params');
    const found = await participantsOf(deps.db, id);
    if (!found) throw notFound('Diesen Kurstermin gibt es nicht.');
    return { id, found };
  };

  app.get('/api/admin/course-dates/:id/participants', async (request) => {
    return (await participants(request.params)).found;
  });

  app.post('/api/admin/course-dates/:id/cancellations', async (request) => {
    const { id } = parseInput(DateParams, request.params, 'params');
    const booking = parseInput(BookingBody, request.body, 'body');
    const { freed, unpaid } = await cancelBooking(deps.db, actorOf(request), id, booking);
    if (freed === 0 && unpaid > 0)
      throw conflict(
        'BOOKING_UNPAID',
        'Diese Plätze sind noch nicht bezahlt; sie werden von selbst frei, wenn die Zahlung ausbleibt.',
      );
    if (freed === 0) throw notFound('Diese Buchung gibt es auf diesem Termin nicht.');
    deps.catalog.invalidate();
    request.log.info(
      { courseDateId: id, booking, freed, by: request.staff?.user.id },
      'booking cancelled',
    );
    return { freed };
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
