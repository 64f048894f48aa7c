import { z } from 'zod';
import { CancelDateBody, CancelReport } from '../../domain/course-date-schema';
import { CourseSettings } from '../../domain/course-settings-schema';
import { RowIdParam } from '../../domain/row-id';
import { actorOf } from '../audit/service';
import { scheduleUpcomingReminders } from '../course-reminders/schedule';
import type { Api } from '../http/typed-routes';
import type { RefundDeps } from '../refunds/service';
import { cancelCourseDate } from './cancel-date';
import { readCourseSettings, saveCourseSettings } from './settings';

const DateParams = z.object({ id: RowIdParam });
const tags = ['Backoffice: Kurse'];

/** Cancelling a date and the course settings (docs/shop/courses.md#minimum-participants). */
export function courseDecisionRoutes(app: Api, deps: RefundDeps): void {
  app.post(
    '/api/admin/course-dates/:id/cancel',
    {
      schema: {
        tags,
        summary:
          'Cancel a course date: it is no longer sold, every paid booking is refunded and mailed',
        description:
          "`reason` (optional) goes into the participants' and the waitlist's mails; a repeated call keeps the first reason and refunds what is still unrefunded; `failed` counts refunds the provider has not confirmed yet, `refused` those it turned down (refunded from the order instead).",
        params: DateParams,
        // without a body (a script's plain POST) the mail gives no reason
        body: CancelDateBody.nullish(),
        response: { 200: CancelReport },
      },
    },
    async (request) =>
      cancelCourseDate(
        deps,
        actorOf(request),
        request.params.id,
        request.body?.reason ?? null,
        (orderItemId, error) =>
          request.log.warn({ orderItemId, err: error }, 'course booking not refunded yet'),
      ),
  );

  app.get(
    '/api/admin/course-settings',
    {
      schema: {
        tags,
        summary: 'Reminder days and what happens on a decision day',
        response: { 200: CourseSettings },
      },
    },
    async () => readCourseSettings(deps.db),
  );

  app.put(
    '/api/admin/course-settings',
    {
      schema: {
        tags,
        summary: 'Change the reminder days and the decision-day rule',
        body: CourseSettings,
        response: { 200: CourseSettings },
      },
    },
    async (request) => {
      const saved = await saveCourseSettings(deps.db, actorOf(request), request.body);
      // reminders not yet sent follow the new number of days (docs/shop/courses.md#reminder);
      // should that fail, the saved setting stands and the next start plans them again
      await scheduleUpcomingReminders(deps.db, deps.now?.() ?? new Date()).catch((error: unknown) =>
        request.log.warn({ err: error }, 'course reminders not re-planned'),
      );
      return saved;
    },
  );
}
