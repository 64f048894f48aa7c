import { z } from 'zod';
import { participantsCsv } from '../../domain/admin-courses';
import { AdminCourse, AdminCourseDate, Participant } from '../../domain/admin-courses-schema';
import { ProductId } from '../../domain/catalog-schema';
import { CourseDateInput } from '../../domain/course-date-schema';
import { RowIdParam } from '../../domain/row-id';
import { INT4_MAX } from '../../domain/text';
import { actorOf } from '../audit/service';
import { cancelShopBooking } from '../catalog/cancel-shop-booking';
import { cancelOutsideBooking, listCourses, participantsOf } from '../catalog/course-admin';
import { createCourseDate, deleteCourseDate, updateCourseDate } from '../catalog/course-date-admin';
import type { CatalogCaches } from '../catalog/product-list-cache';
import type { Db } from '../db/client';
import { conflict, notFound } from '../errors';
import type { Api } from '../http/typed-routes';
import type { RefundDeps } from '../refunds/service';

const DateParams = z.object({ id: RowIdParam });
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
export interface CourseAdminDeps {
  db: Db;
  catalog: CatalogCaches;
  /** The scheduler's clock: a decision day whose decision time has come is refused. */
  now: () => Date;
  /** A paid shop booking's places go with its money, through the refund machinery. */
  refunds: RefundDeps;
}

export function courseAdminRoutes(app: Api, deps: CourseAdminDeps): void {
  const tags = ['Backoffice: Kurse'];
  app.get(
    '/api/admin/courses',
    {
      schema: {
        tags,
        summary: 'Courses with their dates and places taken',
        response: { 200: z.array(AdminCourse) },
      },
    },
    async () => listCourses(deps.db),
  );

  app.post(
    '/api/admin/courses/:productId/dates',
    {
      schema: {
        tags,
        summary: 'Add a date (or a series group) to a course',
        params: CourseParams,
        body: CourseDateInput,
        response: { 201: AdminCourseDate },
      },
    },
    async (request, reply) => {
      const created = await createCourseDate(
        deps.db,
        actorOf(request),
        request.params.productId,
        request.body,
        deps.now(),
      );
      deps.catalog.invalidate();
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/admin/course-dates/:id',
    {
      schema: {
        tags,
        summary: 'Change a course date (never below its places taken)',
        params: DateParams,
        body: CourseDateInput,
        response: { 200: AdminCourseDate },
      },
    },
    async (request) => {
      const updated = await updateCourseDate(
        deps.db,
        actorOf(request),
        request.params.id,
        request.body,
        deps.now(),
      );
      deps.catalog.invalidate();
      return updated;
    },
  );

  app.delete(
    '/api/admin/course-dates/:id',
    {
      schema: {
        tags,
        summary: 'Remove a course date nobody has booked',
        params: DateParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteCourseDate(deps.db, actorOf(request), request.params.id);
      deps.catalog.invalidate();
      return reply.status(204).send(null);
    },
  );

  const participants = async (id: number) => {
    const found = await participantsOf(deps.db, id);
    if (!found) throw notFound('Diesen Kurstermin gibt es nicht.');
    return { id, found };
  };

  app.get(
    '/api/admin/course-dates/:id/participants',
    {
      schema: {
        tags,
        summary: 'Who comes to a date',
        params: DateParams,
        response: { 200: z.array(Participant) },
      },
    },
    async (request) => (await participants(request.params.id)).found,
  );

  app.post(
    '/api/admin/course-dates/:id/cancellations',
    {
      schema: {
        tags,
        summary:
          'Cancel a paid booking on a date: its places are free again and, if bought in the shop, its money goes back',
        description:
          'A shop booking is refunded first; its places are free once the provider confirmed (502 while it has not, 409 when it refused). Nothing changes otherwise.',
        params: DateParams,
        body: BookingBody,
        response: { 200: z.object({ freed: z.number().int() }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { orderItemId, buyerId } = request.body;
      const actor = actorOf(request);
      // places booked in the shop were paid in it: they are free once their money went back
      const { freed, unpaid } = orderItemId
        ? await cancelShopBooking(deps.refunds, actor, id, orderItemId)
        : await cancelOutsideBooking(deps.db, actor, id, buyerId ?? '');
      if (freed === 0 && unpaid > 0)
        throw conflict(
          'BOOKING_UNPAID',
          'Diese Plätze sind noch nicht bezahlt; sie werden von selbst frei, wenn die Zahlung ausbleibt.',
        );
      if (freed === 0) throw notFound('Diese Buchung gibt es auf diesem Termin nicht.');
      deps.catalog.invalidate();
      request.log.info(
        { courseDateId: id, booking: request.body, freed, by: request.staff?.user.id },
        'booking cancelled',
      );
      return { freed };
    },
  );

  app.get(
    '/api/admin/course-dates/:id/participants.csv',
    {
      schema: {
        tags,
        summary: 'The participants of a date as CSV',
        params: DateParams,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { id, found } = await participants(request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="teilnehmende-termin-${id}.csv"`)
        .header('cache-control', 'no-store')
        .send(participantsCsv(found));
    },
  );
}
