import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { OUTBOX_VIEWS, type OutboxView } from '../../domain/admin-outbox';
import type { OutboxRow } from '../../domain/admin-outbox-schema';
import { fetchOutbox, fetchOutboxMail, outboxKeys, retryOutboxMail } from '../api/admin';
import { AuditTrail } from './audit-trail';
import { staffDateTime } from './order-status';
import { Pager } from './pager';
import { QueryState, reasonOf } from './query-state';
import { SearchField, useSearchText } from './search-field';

const VIEW_LABELS: Record<OutboxView, string> = {
  alle: 'Alle',
  wartet: 'Wartet',
  fehler: 'Mit Fehler',
  gespeichert: 'Gespeichert',
  versendet: 'Versendet',
};

function stateOf(mail: OutboxRow, mailServer: boolean): string {
  if (mail.status === 'sent') return `versendet ${mail.sentAt ? staffDateTime(mail.sentAt) : ''}`;
  if (mail.status === 'stored')
    return mailServer
      ? 'gespeichert, als noch kein SMTP-Server eingerichtet war'
      : 'gespeichert (kein SMTP-Server eingerichtet)';
  if (mail.attempts > 0)
    return `${mail.attempts}. Versuch gescheitert, nächster ${staffDateTime(mail.nextAttemptAt)}`;
  return 'wartet auf den Versand';
}

const isView = (value: string | null): value is OutboxView =>
  (OUTBOX_VIEWS as readonly (string | null)[]).includes(value);

/** /admin/postausgang — every e-mail the shop sends: its state, its text, and a retry. */
export function OutboxPage() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('ansicht');
  const view: OutboxView = isView(wanted) ? wanted : 'alle';
  const page = Math.max(1, Number(params.get('seite')) || 1);
  const openId = Number(params.get('mail')) || null;
  const q = params.get('q') ?? '';
  const [search, setSearch] = useSearchText(q);
  const mails = useQuery({
    queryKey: outboxKeys.list(view, page, q),
    queryFn: () => fetchOutbox(view, page, q),
    placeholderData: keepPreviousData,
  });
  const show = (next: {
    ansicht?: OutboxView;
    seite?: number;
    mail?: number | null;
    q?: string;
  }) => {
    const merged = { ansicht: view, seite: page, mail: openId, q, ...next };
    const query: Record<string, string> = {};
    if (merged.ansicht !== 'alle') query.ansicht = merged.ansicht;
    if (merged.q.trim()) query.q = merged.q.trim();
    if (merged.seite > 1) query.seite = String(merged.seite);
    if (merged.mail) query.mail = String(merged.mail);
    setParams(query);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    show({ q: search, seite: 1, mail: null });
  };

  return (
    <>
      <title>Postausgang – Verwaltung – Hofladen</title>
      <h1 className="h2 mb-3">Postausgang</h1>
      <p className="text-body-secondary">
        Jede E-Mail des Shops landet zuerst hier. Ohne eingerichteten SMTP-Server bleiben sie
        gespeichert und du kannst sie hier lesen.
      </p>
      <ul className="nav nav-pills mb-3">
        {OUTBOX_VIEWS.map((option) => (
          <li key={option} className="nav-item">
            <button
              type="button"
              className={`nav-link${option === view ? ' active' : ''}`}
              aria-pressed={option === view}
              onClick={() => show({ ansicht: option, seite: 1, mail: null })}
            >
              {VIEW_LABELS[option]}
            </button>
          </li>
        ))}
      </ul>
      <form className="row g-2 align-items-end mb-3" onSubmit={submit}>
        <SearchField
          id="postausgang-suche"
          label="E-Mail-Adresse oder Bestellnummer"
          value={search}
          onChange={setSearch}
        />
      </form>
      <QueryState query={mails} loading="E-Mails werden geladen…" />
      {mails.data?.mails.length === 0 && (
        <p className="staff-tile">{q ? `Keine E-Mails zu „${q}“.` : 'Keine E-Mails.'}</p>
      )}
      {mails.data && mails.data.mails.length > 0 && (
        <ul className="list-unstyled d-grid gap-2">
          {mails.data.mails.map((mail) => (
            <li key={mail.id} className="staff-tile">
              <button
                type="button"
                className="btn btn-link p-0 text-start fw-semibold"
                aria-expanded={openId === mail.id}
                onClick={() => show({ mail: openId === mail.id ? null : mail.id })}
              >
                {mail.subject}
              </button>
              <div className="small text-body-secondary">
                an {mail.recipient}, {staffDateTime(mail.createdAt)} ·{' '}
                {stateOf(mail, mails.data.mailServer)}
              </div>
              {mail.lastError && mail.status === 'pending' && (
                <div className="small text-danger">Fehler: {mail.lastError}</div>
              )}
              {openId === mail.id && (
                <MailText id={mail.id} status={mail.status} mailServer={mails.data.mailServer} />
              )}
            </li>
          ))}
        </ul>
      )}
      {mails.data && (
        <Pager
          page={mails.data.page}
          pages={mails.data.pages}
          onPage={(next) => show({ seite: next, mail: null })}
        />
      )}
    </>
  );
}

/** An opened mail: its text, and a way to send it now where a mail server could take it. */
function MailText({
  id,
  status,
  mailServer,
}: {
  id: number;
  status: OutboxRow['status'];
  mailServer: boolean;
}) {
  const queryClient = useQueryClient();
  const mail = useQuery({ queryKey: outboxKeys.mail(id), queryFn: () => fetchOutboxMail(id) });
  const retry = useMutation({
    mutationFn: () => retryOutboxMail(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
  return (
    <div className="mt-3">
      {mail.isPending && <span className="spinner-border spinner-border-sm" aria-hidden="true" />}
      {mail.isError && <p className="text-danger">{mail.error.message}</p>}
      {mail.data && <pre className="staff-mail-text">{mail.data.text}</pre>}
      {mail.data?.attachment && <p className="small">Anhang: {mail.data.attachment}</p>}
      {status !== 'sent' && mailServer && (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          disabled={retry.isPending}
          onClick={() => retry.mutate()}
        >
          {status === 'stored' ? 'Jetzt senden' : 'Jetzt erneut versuchen'}
        </button>
      )}
      {status !== 'sent' && !mailServer && (
        <p className="small text-body-secondary mb-0">
          Senden lässt sie sich von hier, sobald ein SMTP-Server eingerichtet ist (SMTP_URL).
        </p>
      )}
      {retry.isSuccess && (
        <p className="text-success small mt-2 mb-0" role="status">
          Steht wieder als Erstes in der Warteschlange.
        </p>
      )}
      {retry.isError && (
        <p className="text-danger small mt-2 mb-0" role="alert">
          {reasonOf(retry.error)}
        </p>
      )}
      <AuditTrail
        entity="outbox"
        id={String(id)}
        version={retry.data}
        fieldLabels={{ status: 'Status', nextAttemptAt: 'Nächster Versuch' }}
      />
    </div>
  );
}
