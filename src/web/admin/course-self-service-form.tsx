import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { formatEuroInput, parseEuroInput } from '../../domain/euro-input';
import {
  CourseSelfServiceSettings,
  type CourseSelfServiceSettings as Settings,
} from '../../domain/waitlist-schema';
import { saveSelfServiceSettings, selfServiceSettingsQuery } from '../api/waitlist';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { AuditTrail } from './audit-trail';
import { QueryState } from './query-state';
import { SaveRow } from './save-row';
import { schemaResolver } from './schema-resolver';

interface Values {
  offerHours: string;
  cancelDaysBefore: string;
  feeKind: Settings['feeKind'];
  fee: string;
}

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);
const payloadOf = (values: Values): Settings => ({
  offerHours: whole(values.offerHours),
  cancelDaysBefore: whole(values.cancelDaysBefore),
  feeKind: values.feeKind,
  feeValue:
    values.feeKind === 'euro' ? (parseEuroInput(values.fee) ?? Number.NaN) : whole(values.fee),
});
const valuesOf = (settings: Settings): Values => ({
  offerHours: String(settings.offerHours),
  cancelDaysBefore: String(settings.cancelDaysBefore),
  feeKind: settings.feeKind,
  fee: settings.feeKind === 'euro' ? formatEuroInput(settings.feeValue) : String(settings.feeValue),
});

function Form({ settings }: { settings: Settings }) {
  const client = useQueryClient();
  const form = useForm<Values>({
    defaultValues: valuesOf(settings),
    resolver: schemaResolver(CourseSelfServiceSettings, payloadOf, { feeValue: 'fee' }),
  });
  const save = useMutation({
    mutationFn: (values: Values) => saveSelfServiceSettings(payloadOf(values)),
    onSuccess: (saved) => client.setQueryData(selfServiceSettingsQuery.key, saved),
  });
  const error = (name: keyof Values) => form.formState.errors[name]?.message;
  const euro = form.watch('feeKind') === 'euro';
  return (
    <form
      noValidate
      className="staff-tile mt-3"
      aria-labelledby="kurs-regeln-titel"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <h3 id="kurs-regeln-titel" className="h5">
        Warteliste und Stornierung
      </h3>
      <p className="text-body-secondary small">
        Wie lange ein freier Platz für die nächste Person auf der Warteliste reserviert bleibt, und
        bis wann Teilnehmende über den Link in ihrer Bestätigung stornieren oder umbuchen können.
      </p>
      <div className="row g-3 mb-3">
        <TextField
          id="kurs-angebot-stunden"
          label="Angebot gilt (Stunden)"
          inputMode="numeric"
          className="col-sm-6"
          error={error('offerHours')}
          {...form.register('offerHours')}
        />
        <TextField
          id="kurs-storno-tage"
          label="Stornieren bis Tage vor dem Kurs"
          inputMode="numeric"
          className="col-sm-6"
          error={error('cancelDaysBefore')}
          {...form.register('cancelDaysBefore')}
        />
        <SelectField
          id="kurs-gebuehr-art"
          label="Stornogebühr"
          className="col-sm-6"
          {...form.register('feeKind')}
        >
          <option value="percent">Prozent des Preises</option>
          <option value="euro">fester Betrag in Euro</option>
        </SelectField>
        <TextField
          id="kurs-gebuehr"
          label={euro ? 'Gebühr (Euro)' : 'Gebühr (Prozent)'}
          inputMode="decimal"
          className="col-sm-6"
          error={error('fee')}
          {...form.register('fee')}
        />
      </div>
      <SaveRow save={save} saved="Gespeichert.">
        <AuditTrail
          entity="settings"
          id="courseSelfService"
          version={save.data}
          level={4}
          fieldLabels={{
            offerHours: 'Angebot gilt (Stunden)',
            cancelDaysBefore: 'Stornieren bis Tage vorher',
            feeKind: 'Art der Stornogebühr',
            feeValue: 'Stornogebühr (Prozent oder Cent)',
          }}
        />
      </SaveRow>
    </form>
  );
}

/** docs/shop/staff-and-backoffice.md#waitlist: the offer time and the self-service rules. */
export function CourseSelfServiceForm() {
  const settings = useQuery({
    queryKey: selfServiceSettingsQuery.key,
    queryFn: selfServiceSettingsQuery.load,
  });
  return (
    <>
      <QueryState query={settings} loading="Kursregeln werden geladen…" />
      {settings.data && <Form settings={settings.data} />}
    </>
  );
}
