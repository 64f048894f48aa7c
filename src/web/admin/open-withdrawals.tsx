import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import type { OpenWithdrawal } from '../../domain/admin-orders-schema';
import { berlinDay } from '../../domain/berlin-time';
import { formatDate } from '../../domain/dates';
import { paths } from '../../domain/routes';
import {
  fetchOpenWithdrawals,
  markWithdrawalHandled,
  withdrawalKeys,
} from '../api/admin-withdrawals';
import { TextField } from '../ui/text-field';
import { staffDateTime } from './order-status';
import { reasonOf } from './query-state';

/** "Ohne Erstattung erledigen …": a course date has no right of withdrawal, or staff found the order by hand. */
export function MarkHandled({ withdrawal }: { withdrawal: Pick<OpenWithdrawal, 'id'> }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const mark = useMutation({
    mutationFn: () => markWithdrawalHandled(withdrawal.id, note),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  if (!open)
    return (
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        onClick={() => setOpen(true)}
      >
        Ohne Erstattung erledigen …
      </button>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mark.mutate();
  };
  const id = `widerruf-vermerk-${withdrawal.id}`;
  return (
    <form className="d-flex flex-wrap gap-2 align-items-end" onSubmit={submit}>
      <TextField
        id={id}
        label="Warum? (z. B. „Kurstermin: kein Widerrufsrecht, angerufen“)"
        className="flex-grow-1"
        size="sm"
        maxLength={300}
        required
        value={note}
        error={mark.isError ? reasonOf(mark.error) : null}
        onChange={(event) => setNote(event.target.value)}
      />
      <button type="submit" className="btn btn-primary btn-sm" disabled={mark.isPending}>
        Als erledigt markieren
      </button>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        onClick={() => setOpen(false)}
      >
        Abbrechen
      </button>
    </form>
  );
}

function WithdrawalItem({ withdrawal, today }: { withdrawal: OpenWithdrawal; today: string }) {
  const overdue = withdrawal.deadline < today;
  return (
    <li className="py-2 border-top">
      <div>
        <strong>{withdrawal.reference}</strong> von {withdrawal.name || 'gelöscht'}, eingegangen am{' '}
        {staffDateTime(withdrawal.receivedAt)}
      </div>
      <div>
        {withdrawal.orderId ? (
          <Link to={`${paths.adminOrder(withdrawal.orderId)}?widerruf=${withdrawal.id}#erstattung`}>
            Bestellung {withdrawal.orderNumber} erstatten
          </Link>
        ) : (
          <>
            Angegeben: „{withdrawal.orderReference}“ – keine Bestellung dieser E-Mail-Adresse (
            {withdrawal.email || 'gelöscht'}).{' '}
            {withdrawal.email && (
              <Link to={`/admin/bestellungen?q=${encodeURIComponent(withdrawal.email)}`}>
                Bestellungen suchen
              </Link>
            )}
          </>
        )}
      </div>
      <div className={overdue ? 'text-danger fw-bold' : ''}>
        {overdue ? 'Überfällig: ' : ''}erstatten bis {formatDate(withdrawal.deadline)}
      </div>
      <div className="mt-1">
        <MarkHandled withdrawal={withdrawal} />
      </div>
    </li>
  );
}

/**
 * On the start page while a customer's withdrawal waits for an answer: the 14 days to refund run
 * from its receipt, whether or not anybody opened the order.
 */
export function OpenWithdrawals() {
  const open = useQuery({ queryKey: withdrawalKeys.open, queryFn: fetchOpenWithdrawals });
  if (!open.data || open.data.length === 0) return null;
  const today = berlinDay(new Date());
  return (
    <section className="alert alert-warning mb-4" aria-labelledby="offene-widerrufe">
      <h2 id="offene-widerrufe" className="h5">
        {open.data.length === 1 ? '1 offener Widerruf' : `${open.data.length} offene Widerrufe`}
      </h2>
      <p className="mb-2">
        Erstattet wird spätestens 14 Tage nach Eingang (§ 357 BGB); bei Waren dürft ihr warten, bis
        sie zurück sind. Kurstermine haben kein Widerrufsrecht.
      </p>
      <ul className="list-unstyled mb-0">
        {open.data.map((withdrawal) => (
          <WithdrawalItem key={withdrawal.id} withdrawal={withdrawal} today={today} />
        ))}
      </ul>
    </section>
  );
}
