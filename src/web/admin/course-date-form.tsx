import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { AdminCourse, AdminCourseDate } from '../../domain/admin-courses-schema';
import {
  type CourseDateFormValues,
  CourseDateInput,
  courseDateFormValues,
  courseDatePayload,
  NEW_COURSE_DATE,
  type CourseDateForm as Payload,
} from '../../domain/course-date-schema';
import { changeCourseDate, courseKeys, createCourseDate } from '../api/admin';
import { TextField } from '../ui/text-field';
import { CourseGroupDays } from './course-group-days';
import { reasonOf } from './query-state';
import { schemaResolver } from './schema-resolver';

/** A new date for a course, or a change to one; checked by the schema the server parses. */
export function CourseDateForm({
  course,
  date,
  onDone,
}: {
  course: AdminCourse;
  date?: AdminCourseDate;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<CourseDateFormValues>({
    defaultValues: date ? courseDateFormValues(date) : NEW_COURSE_DATE,
    // the group's days are sent as `fixedDates`; their problems show at the days
    resolver: schemaResolver(
      CourseDateInput,
      (values: CourseDateFormValues) => courseDatePayload(values, course.series),
      { fixedDates: 'furtherDays' },
    ),
  });
  const save = useMutation({
    mutationFn: (payload: Payload) =>
      date ? changeCourseDate(date.id, payload) : createCourseDate(course.productId, payload),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: courseKeys.all });
      onDone();
    },
  });
  const prefix = date ? `termin-${date.id}` : `termin-neu-${course.productId}`;
  const text = (
    field:
      | 'startsOn'
      | 'time'
      | 'totalSpace'
      | 'label'
      | 'minParticipants'
      | 'decisionOn'
      | 'decisionDaysBefore',
  ) => ({
    id: `${prefix}-${field}`,
    error: errors[field]?.message,
    ...register(field),
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => save.mutate(courseDatePayload(values, course.series)))}
      aria-label={date ? 'Termin bearbeiten' : `Neuer Termin für ${course.title}`}
      className="my-3"
    >
      <div className="row g-2 align-items-start">
        <TextField className="col-sm-6 col-lg-3" label="Datum" type="date" {...text('startsOn')} />
        <TextField
          className="col-sm-6 col-lg-3"
          label="Uhrzeit"
          placeholder="10:00 – 16:00 Uhr"
          {...text('time')}
        />
        <TextField
          className="col-sm-6 col-lg-3"
          label="Plätze (0 schließt den Termin)"
          inputMode="numeric"
          {...text('totalSpace')}
        />
        {course.series && (
          <TextField
            className="col-sm-6 col-lg-3"
            label="Gruppe"
            placeholder="Gruppe 1"
            {...text('label')}
          />
        )}
      </div>
      {course.series && <CourseGroupDays prefix={prefix} control={control} />}
      {/* docs/shop/courses.md#minimum-participants */}
      <div className="row g-2 align-items-start mt-1">
        <TextField
          className="col-sm-6 col-lg-3"
          label="Mindestteilnehmer (optional)"
          inputMode="numeric"
          {...text('minParticipants')}
        />
        <TextField
          className="col-sm-6 col-lg-3"
          label="Entscheidung am"
          type="date"
          {...text('decisionOn')}
        />
        <TextField
          className="col-sm-6 col-lg-3"
          label="oder Tage vorher"
          inputMode="numeric"
          {...text('decisionDaysBefore')}
        />
      </div>
      {save.isError && (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {reasonOf(save.error)}
        </div>
      )}
      <div className="d-flex flex-wrap gap-2 mt-3">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {date ? 'Speichern' : 'Termin anlegen'}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
          Abbrechen
        </button>
      </div>
    </form>
  );
}
