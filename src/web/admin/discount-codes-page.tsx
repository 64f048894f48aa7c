import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { formatDate } from '../../domain/dates';
import { DISCOUNT_STATE_LABELS } from '../../domain/discount';
import {
  type DiscountCodeView,
  DiscountRulesInput,
  NewDiscountCode,
} from '../../domain/discount-schema';
import {
  changeDiscountCode,
  createDiscountCode,
  discountKeys,
  fetchDiscountCodes,
} from '../api/admin';
import { CheckField } from '../ui/check-field';
import { AuditTrail } from './audit-trail';
import { QueryState, reasonOf } from './query-state';

type Fields = {
  code: string;
  percentage: string;
  validFrom: string;
  validUntil: string;
  maxUses: string;
  active: boolean;
};
type Problems = Partial<Record<keyof Fields, string>>;

const EMPTY: Fields = {
  code: '',
  percentage: '',
  validFrom: '',
  validUntil: '',
  maxUses: '',
  active: true,
};

const fieldsOf = (code: DiscountCodeView): Fields => ({
  code: code.code,
  percentage: String(code.percentage),
  validFrom: code.validFrom ?? '',
  validUntil: code.validUntil ?? '',
  maxUses: code.maxUses === null ? '' : String(code.maxUses),
  active: code.active,
});

function problemsOf(issues: readonly { path: PropertyKey[]; message: string }[]): Problems {
  const found: Problems = {};
  for (const issue of issues) {
    const field = issue.path[0] as keyof Fields;
    found[field] ??= issue.message;
  }
  return found;
}

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
  const [fields, setFields] = useState<Fields>(existing ? fieldsOf(existing) : EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const save = useMutation({
    mutationFn: ({ code, ...rules }: Fields) =>
      existing ? changeDiscountCode(existing.code, rules) : createDiscountCode({ code, ...rules }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: discountKeys.all });
      if (existing) onDone?.();
      else setFields(EMPTY);
    },
  });
  const prefix = existing ? `rabatt-${existing.code}` : 'rabatt-neu';
  const set = (field: keyof Fields) => (event: { target: { value: string } }) => {
    setFields({ ...fields, [field]: event.target.value });
    setProblems({ ...problems, [field]: undefined });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { code, ...rules } = fields;
    const checked = existing
      ? DiscountRulesInput.safeParse(rules)
      : NewDiscountCode.safeParse({ code, ...rules });
    if (!checked.success) {
      setProblems(problemsOf(checked.error.issues));
      return;
    }
    setProblems({});
    save.mutate(fields);
  };

  const input = (
    field: keyof Fields,
    label: string,
    props: { type?: string; inputMode?: 'numeric' } = {},
  ) => (
    <div className="col-sm-6 col-lg">
      <label htmlFor={`${prefix}-${field}`} className="form-label">
        {label}
      </label>
      <input
        id={`${prefix}-${field}`}
        className={`form-control${problems[field] ? ' is-invalid' : ''}`}
        value={String(fields[field])}
        aria-invalid={problems[field] ? true : undefined}
        aria-describedby={problems[field] ? `${prefix}-${field}-fehler` : undefined}
        onChange={set(field)}
        {...props}
      />
      {problems[field] && (
        <div id={`${prefix}-${field}-fehler`} className="invalid-feedback">
          {problems[field]}
        </div>
      )}
    </div>
  );

  return (
    <form noValidate onSubmit={submit} className={existing ? 'mt-3' : 'staff-tile'}>
      {!existing && <h2 className="h5">Neuer Code</h2>}
      <div className="row g-2 align-items-start">
        {!existing && input('code', 'Code')}
        {input('percentage', 'Rabatt in %', { inputMode: 'numeric' })}
        {input('validFrom', 'Gültig ab', { type: 'date' })}
        {input('validUntil', 'Gültig bis', { type: 'date' })}
        {input('maxUses', 'Höchstens … Bestellungen', { inputMode: 'numeric' })}
      </div>
      <CheckField
        id={`${prefix}-active`}
        className="my-3"
        label="Aktiv"
        checked={fields.active}
        onChange={(active) => setFields({ ...fields, active })}
      />
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
