import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  CourseSettings,
  MAX_REMINDER_DAYS,
  type CourseSettings as Settings,
} from '../../domain/course-settings-schema';
import {
  courseSettingsKeys,
  fetchCourseSettings,
  saveCourseSettings,
} from '../api/course-decisions';
import { CheckField } from '../ui/check-field';
import { TextField } from '../ui/text-field';
import { AuditTrail } from './audit-trail';
import { QueryState } from './query-state';
import { SaveRow } from './save-row';
import { schemaResolver } from './schema-resolver';

interface Values {
  reminderDaysBefore: string;
  autoCancel: boolean;
}

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);
const payloadOf = (values: Values): Settings => ({
  reminderDaysBefore: whole(values.reminderDaysBefore),
  autoCancel: values.autoCancel,
});
const resolver = schemaResolver(CourseSettings, payloadOf);

function Form({ settings }: { settings: Settings }) {
  const client = useQueryClient();
  const form = useForm<Values>({
    defaultValues: { ...settings, reminderDaysBefore: String(settings.reminderDaysBefore) },
    resolver,
  });
  const save = useMutation({
    mutationFn: (values: Values) => saveCourseSettings(payloadOf(values)),
    onSuccess: (saved) => client.setQueryData(courseSettingsKeys.all, saved),
  });
  // a change makes the last save's answer old news
  const register = (name: keyof Values) =>
    form.register(name, {
      onChange: () => {
        if (save.isError || save.isSuccess) save.reset();
      },
    });

  return (
    <form
      noValidate
      className="staff-tile mt-3"
      aria-labelledby="kurs-termine-titel"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <h3 id="kurs-termine-titel" className="h5">
        Erinnerung und Mindestteilnehmerzahl
      </h3>
      <div className="row g-3 mb-3">
        <TextField
          id="kurs-erinnerung-tage"
          label="Erinnerung (Tage vor dem Kurs)"
          inputMode="numeric"
          className="col-sm-6"
          aria-describedby="kurs-erinnerung-hilfe"
          error={form.formState.errors.reminderDaysBefore?.message}
          {...register('reminderDaysBefore')}
        />
        <p id="kurs-erinnerung-hilfe" className="form-text col-12 mt-1">
          So viele Tage vor dem ersten Kurstag bekommen die Teilnehmenden eine Erinnerung (1 bis{' '}
          {MAX_REMINDER_DAYS}).
        </p>
        <CheckField
          id="kurs-automatisch-absagen"
          label="Termine unter der Mindestzahl am Entscheidungstag automatisch absagen"
          className="col-12 ms-2"
          aria-describedby="kurs-absagen-hilfe"
          {...register('autoCancel')}
        />
        <p id="kurs-absagen-hilfe" className="form-text col-12 mt-1">
          Abgesagt wird um 8 Uhr, jede bezahlte Buchung wird erstattet. Ohne Haken bekommt ihr
          stattdessen eine E-Mail „Entscheidung nötig“ und sagt unter Kurse selbst ab.
        </p>
      </div>
      <SaveRow save={save} saved="Gespeichert. Gilt ab der nächsten Erinnerung und Entscheidung.">
        <AuditTrail
          entity="settings"
          id="courses"
          version={save.data}
          level={4}
          fieldLabels={{
            reminderDaysBefore: 'Erinnerung (Tage vorher)',
            autoCancel: 'Automatisch absagen',
          }}
        />
      </SaveRow>
    </form>
  );
}

/** docs/shop/courses.md#minimum-participants: the reminder days and the decision-day rule. */
export function CourseSettingsForm() {
  const settings = useQuery({ queryKey: courseSettingsKeys.all, queryFn: fetchCourseSettings });
  return (
    <>
      <QueryState query={settings} loading="Kurseinstellungen werden geladen…" />
      {settings.data && <Form settings={settings.data} />}
    </>
  );
}
