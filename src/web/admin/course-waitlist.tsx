import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminWaitlistEntry } from '../../domain/waitlist-schema';
import { adminWaitlistQuery, moveWaitlistEntry, removeWaitlistEntry } from '../api/waitlist';
import { QueryState, reasonOf } from './query-state';

const STATUS: Record<AdminWaitlistEntry['status'], string> = {
  unconfirmed: 'nicht bestätigt',
  waiting: 'wartet',
  offered: 'Angebot offen',
  booked: 'gebucht',
  expired: 'abgelaufen',
  left: 'abgemeldet',
  removed: 'entfernt',
  'date-cancelled': 'Termin abgesagt',
};

const berlin = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** docs/shop/staff-and-backoffice.md#waitlist: a date's waitlist, reordered and pruned by hand. */
export function CourseWaitlist({ courseDateId }: { courseDateId: number }) {
  const client = useQueryClient();
  const key = adminWaitlistQuery.key(courseDateId);
  const list = useQuery({ queryKey: key, queryFn: () => adminWaitlistQuery.load(courseDateId) });
  const move = useMutation({
    mutationFn: ({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
      moveWaitlistEntry(id, direction),
    onSuccess: (next) => client.setQueryData(key, next),
  });
  const remove = useMutation({
    mutationFn: removeWaitlistEntry,
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
  const entries = list.data ?? [];
  const waiting = entries.filter((entry) => entry.status === 'waiting');
  const problem = move.error ?? remove.error;
  return (
    <div className="mt-3 mb-3">
      <h3 className="h6">Warteliste</h3>
      <QueryState query={list} loading="Warteliste wird geladen…" />
      {list.data?.length === 0 && <p className="text-body-secondary mb-0">Niemand wartet.</p>}
      {problem && (
        <p className="text-danger" role="alert">
          {reasonOf(problem)}
        </p>
      )}
      {entries.length > 0 && (
        <div className="table-responsive staff-table">
          <table className="table align-middle mb-0">
            <caption className="visually-hidden">Warteliste</caption>
            <thead>
              <tr>
                <th scope="col">Person</th>
                <th scope="col">Plätze</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Aktionen</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => {
                const at = waiting.findIndex((other) => other.id === entry.id);
                const name = `${entry.firstName} ${entry.lastName}`;
                return (
                  <tr key={entry.id}>
                    <td>
                      <div className="fw-semibold">{name}</div>
                      <div className="small text-break">
                        <a href={`mailto:${entry.email}`}>{entry.email}</a>
                      </div>
                    </td>
                    <td>{entry.places}</td>
                    <td>
                      {STATUS[entry.status]}
                      {entry.offerExpiresAt && (
                        <div className="small">
                          bis {berlin.format(new Date(entry.offerExpiresAt))}
                        </div>
                      )}
                    </td>
                    <td className="text-nowrap">
                      {at >= 0 && (
                        <>
                          <button
                            type="button"
                            className="btn btn-outline-secondary btn-sm me-1"
                            aria-label={`${name} nach oben`}
                            disabled={at === 0 || move.isPending}
                            onClick={() => move.mutate({ id: entry.id, direction: 'up' })}
                          >
                            ↑
                          </button>
                          <button
                            type="button"
                            className="btn btn-outline-secondary btn-sm me-1"
                            aria-label={`${name} nach unten`}
                            disabled={at === waiting.length - 1 || move.isPending}
                            onClick={() => move.mutate({ id: entry.id, direction: 'down' })}
                          >
                            ↓
                          </button>
                        </>
                      )}
                      <button
                        type="button"
                        className="btn btn-outline-danger btn-sm"
                        aria-label={`${name} entfernen`}
                        disabled={remove.isPending}
                        onClick={() => remove.mutate(entry.id)}
                      >
                        Entfernen
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
