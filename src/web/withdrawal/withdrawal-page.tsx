import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { fieldProblems, hasProblems } from '../../domain/form-problems';
import { paths } from '../../domain/routes';
import { receiptTime } from '../../domain/withdrawal';
import { type WithdrawalForm, WithdrawalRequest } from '../../domain/withdrawal-schema';
import { ApiError } from '../api/client';
import { declareWithdrawal } from '../api/withdrawals';
import { PageMeta } from '../seo/page-meta';
import { focusOnAppear } from '../ui/focus-on-appear';
import { PageLink } from '../ui/page-link';
import { TextField } from '../ui/text-field';

const EMPTY_FORM: WithdrawalForm = { name: '', email: '', order: '' };
const NO_PROBLEMS = { name: null, email: null, order: null };

/** /vertrag-widerrufen — § 356a BGB: declare a withdrawal, confirm it, get a receipt at once. */
export function WithdrawalPage() {
  // the confirmation e-mail's link names the order: the form opens with it filled in
  const [searchParams] = useSearchParams();
  const [form, setForm] = useState(() => ({
    ...EMPTY_FORM,
    order: searchParams.get('bestellung') ?? '',
  }));
  const [problems, setProblems] =
    useState<Record<keyof WithdrawalForm, string | null>>(NO_PROBLEMS);
  const declare = useMutation({ mutationFn: declareWithdrawal });

  const change = (field: keyof WithdrawalForm) => (event: { target: { value: string } }) => {
    // several fields may change before the next render (app-starter.ts replays early typing)
    const { value } = event.target;
    setForm((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: null }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldProblems<keyof WithdrawalForm>(WithdrawalRequest, form);
    setProblems(found);
    if (!hasProblems(found)) declare.mutate(form);
  };

  if (declare.data) {
    return (
      <div className="container legal-page">
        <PageMeta
          title="Widerruf eingegangen"
          description="Dein Widerruf ist bei uns eingegangen."
          path={paths.withdrawal}
        />
        {/* it replaces a form taller than a phone's screen: without the focus the visitor looks at
            empty space below it, and a screen reader stays on the old button */}
        <h1 ref={focusOnAppear} className="focus-target" tabIndex={-1}>
          Dein Widerruf ist eingegangen
        </h1>
        <p role="status">
          Eingegangen am <strong>{receiptTime(new Date(declare.data.receivedAt))}</strong>,
          Vorgangsnummer <strong>{declare.data.reference}</strong>.
        </p>
        <p>
          Eine Bestätigung mit dem Inhalt deiner Erklärung und dem Eingangszeitpunkt haben wir an{' '}
          <strong>{form.email.trim()}</strong> geschickt. Wir melden uns zur Rückabwicklung.
        </p>
        <PageLink to={paths.home} className="btn btn-outline-primary">
          Zurück zum Shop
        </PageLink>
      </div>
    );
  }

  const refused = declare.error instanceof ApiError ? declare.error.customerMessage : null;
  return (
    <div className="container legal-page">
      <PageMeta
        title="Vertrag widerrufen"
        description="Widerrufe hier deinen Vertrag mit dem Hofladen: Name, E-Mail und Bestellnummer genügen."
        path={paths.withdrawal}
      />
      <h1>Vertrag widerrufen</h1>
      <p>
        Hier kannst du einen Vertrag mit uns widerrufen. Gib deinen Namen, deine E-Mail-Adresse und
        die Bestellnummer aus der Bestellbestätigung an (oder füge den Link aus der E-Mail ein). Du
        bekommst sofort eine Eingangsbestätigung per E-Mail.
      </p>
      <p className="legal-note">
        Für Kurse zu einem festen Termin besteht nach § 312g Abs. 2 Nr. 9 BGB kein Widerrufsrecht.
        Wir nehmen deine Erklärung trotzdem auf und antworten dir.
      </p>
      <form noValidate onSubmit={submit} className="legal-form">
        <TextField
          id="widerruf-name"
          label="Name"
          autoComplete="name"
          value={form.name}
          onChange={change('name')}
          error={problems.name}
          className="mb-3"
        />
        <TextField
          id="widerruf-email"
          label="E-Mail"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={change('email')}
          error={problems.email}
          className="mb-3"
        />
        <TextField
          id="widerruf-bestellung"
          label="Bestellnummer oder Link aus der Bestellbestätigung"
          value={form.order}
          onChange={change('order')}
          error={problems.order}
          className="mb-4"
        />
        {(refused || declare.isError) && (
          <p className="text-danger" role="alert">
            {refused ??
              'Der Widerruf konnte gerade nicht gesendet werden. Bitte versuche es noch einmal.'}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-lg" disabled={declare.isPending}>
          {declare.isPending ? 'Wird gesendet…' : 'Widerruf bestätigen'}
        </button>
      </form>
    </div>
  );
}
