import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatDate } from '../../domain/dates';
import { DISCOUNT_STATE_LABELS } from '../../domain/discount';
import {
  type DiscountCodeFormValues,
  type DiscountCodeView,
  DiscountRulesInput,
  discountCodeFormValues,
  discountRulesPayload,
  NEW_DISCOUNT_CODE,
  NewDiscountCode,
} from '../../domain/discount-schema';
import {
  changeDiscountCode,
  createDiscountCode,
  discountKeys,
  fetchDiscountCodes,
} from '../api/admin';
import { CheckField } from '../ui/check-field';
import { TextField } from '../ui/text-field';
import { AuditTrail } from './audit-trail';
import { QueryState, reasonOf } from './query-state';
import { asTyped, schemaResolver } from './schema-resolver';

function period(code: DiscountCodeView): string {
  if (!code.validFrom && !code.validUntil) return 'unbegrenzt';
  if (!code.validUntil) return `ab ${formatDate(code.validFrom ?? '')}`;
  if (!code.validFrom) return `bis ${formatDate(code.validUntil)}`;
  return `${formatDate(code.validFrom)} – ${formatDate(code.validUntil)}`;
}

/** /admin/rabattcodes — codes with a percentage, dates and a number of uses; ended, not deleted. */
export function DiscountCodesPage() {
  const codes = useQuery({ queryKey: discountKeys.all, queryFn: fetchDiscountCodes });
  const [editing, setEditing] = useState<string | null>(null);

  return (
    <>
      <title>Rabattcodes – Verwaltung – Hofladen</title>
      <h1 className="h2 mb-3">Rabattcodes</h1>
      <p className="text-body-secondary">
        Ein Code gilt, solange er aktiv ist, im gewählten Zeitraum und bis so viele Bestellungen ihn
        nutzen, wie erlaubt (bezahlte und noch offene). Bestellungen behalten ihren Rabatt.
      </p>
      <CodeForm key="neu" />
      <QueryState query={codes} loading="Rabattcodes werden geladen…" />
      {codes.data && (
        <ul className="list-unstyled d-grid gap-2 mt-4">
          {codes.data.map((code) => (
            <li key={code.code} className="staff-tile">
              <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
                <div>
                  <h2 className="h5 mb-1 font-monospace">{code.code}</h2>
                  <div className="small text-body-secondary">
                    {code.percentage} % · {period(code)} · genutzt {code.uses}
                    {code.maxUses === null ? '' : ` von ${code.maxUses}`} ·{' '}
                    <strong className={code.state === 'applies' ? 'text-success' : ''}>
                      {DISCOUNT_STATE_LABELS[code.state]}
                    </strong>
                  </div>
                </div>
                {editing !== code.code && (
                  <button
                    type="button"
                    className="btn btn-outline-primary btn-sm"
                    onClick={() => setEditing(code.code)}
                  >
                    Bearbeiten
                  </button>
                )}
              </div>
              {editing === code.code && (
                <CodeForm existing={code} onDone={() => setEditing(null)} />
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function CodeForm({ existing, onDone }: { existing?: DiscountCodeView; onDone?: () => void }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<DiscountCodeFormValues>({
    defaultValues: existing ? discountCodeFormValues(existing) : NEW_DISCOUNT_CODE,
    resolver: existing
      ? schemaResolver(DiscountRulesInput, discountRulesPayload)
      : schemaResolver(NewDiscountCode, asTyped<DiscountCodeFormValues>),
  });
  const save = useMutation({
    mutationFn: (values: DiscountCodeFormValues) =>
      existing
        ? changeDiscountCode(existing.code, discountRulesPayload(values))
        : createDiscountCode(values),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: discountKeys.all });
      if (existing) onDone?.();
      else reset(NEW_DISCOUNT_CODE);
    },
  });
  const prefix = existing ? `rabatt-${existing.code}` : 'rabatt-neu';

  const input = (
    field: Exclude<keyof DiscountCodeFormValues, 'active'>,
    label: string,
    props: { type?: string; inputMode?: 'numeric' } = {},
  ) => (
    <TextField
      id={`${prefix}-${field}`}
      label={label}
      error={errors[field]?.message}
      className="col-sm-6 col-lg"
      {...props}
      {...register(field)}
    />
  );

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => save.mutate(values))}
      className={existing ? 'mt-3' : 'staff-tile'}
    >
      {!existing && <h2 className="h5">Neuer Code</h2>}
      <div className="row g-2 align-items-start">
        {!existing && input('code', 'Code')}
        {input('percentage', 'Rabatt in %', { inputMode: 'numeric' })}
        {input('validFrom', 'Gültig ab', { type: 'date' })}
        {input('validUntil', 'Gültig bis', { type: 'date' })}
        {input('maxUses', 'Höchstens … Bestellungen', { inputMode: 'numeric' })}
      </div>
      <CheckField id={`${prefix}-active`} className="my-3" label="Aktiv" {...register('active')} />
      {save.isError && (
        <p className="text-danger" role="alert">
          {reasonOf(save.error)}
        </p>
      )}
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {existing ? 'Speichern' : 'Code anlegen'}
        </button>
        {existing && (
          <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
            Abbrechen
          </button>
        )}
      </div>
      {existing && (
        <AuditTrail
          entity="discount_code"
          id={existing.code}
          version={save.data}
          fieldLabels={DISCOUNT_FIELD_LABELS}
        />
      )}
    </form>
  );
}

const DISCOUNT_FIELD_LABELS = {
  percentage: 'Rabatt in %',
  validFrom: 'Gültig ab',
  validUntil: 'Gültig bis',
  maxUses: 'Höchstzahl',
  active: 'Aktiv',
};
