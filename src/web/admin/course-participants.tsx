import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  PARTICIPANT_STATUS_LABELS,
  participantsCsv,
  participantsFileName,
} from '../../domain/admin-courses';
import type { AdminCourseDate, Participant } from '../../domain/admin-courses-schema';
import { paths } from '../../domain/routes';
import { cancelCourseBooking, courseKeys, fetchParticipants } from '../api/admin';
import { ConfirmButtons } from './confirm-buttons';
import { QueryState, reasonOf } from './query-state';

/** Who holds places on a date, their CSV, and cancelling a paid booking. */
export function Participants({
  courseTitle,
  date,
}: {
  courseTitle: string;
  date: AdminCourseDate;
}) {
  const people = useQuery({
    queryKey: courseKeys.participants(date.id),
    queryFn: () => fetchParticipants(date.id),
  });
  // the list on screen is the list in the file: made here, no second request
  const download = () => {
    if (!people.data) return;
    const url = URL.createObjectURL(
      new Blob([participantsCsv(people.data)], { type: 'text/csv;charset=utf-8' }),
    );
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: participantsFileName(courseTitle, date.startsOn),
    });
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="mt-2 mb-3">
      <QueryState query={people} loading="Teilnehmende werden geladen…" />
      {people.data?.length === 0 && (
        <p className="text-body-secondary mb-0">Noch niemand gebucht.</p>
      )}
      {people.data && people.data.length > 0 && (
        <>
          <div className="table-responsive staff-table mb-2">
            <table className="table align-middle mb-0">
              <caption className="visually-hidden">Teilnehmende</caption>
              <thead>
                <tr>
                  <th scope="col">Teilnehmer</th>
                  <th scope="col">Plätze</th>
                  <th scope="col">Bestellung</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="visually-hidden">Aktion</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {people.data.map((person) => (
                  <tr key={`${person.orderNumber}-${person.email}-${person.lastName}`}>
                    <td>
                      <div className="fw-semibold">
                        {person.firstName} {person.lastName}
                      </div>
                      {/* a long address wraps, so the cancel button stays in view on a tablet */}
                      <div className="small text-break">
                        <a href={`mailto:${person.email}`}>{person.email}</a>
                      </div>
                      <div className="small text-nowrap">{person.phone}</div>
                    </td>
                    <td>{person.places}</td>
                    <td>
                      {person.orderId ? (
                        <Link to={paths.adminOrder(person.orderId)}>{person.orderNumber}</Link>
                      ) : (
                        '–'
                      )}
                    </td>
                    <td>{PARTICIPANT_STATUS_LABELS[person.status]}</td>
                    <td>
                      {person.status === 'confirmed' && (
                        <CancelBooking dateId={date.id} person={person} />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={download}>
            Als CSV herunterladen
          </button>
        </>
      )}
    </div>
  );
}

/** What the second click does: a booking paid in the shop gets its money back first. */
function cancelLabel(person: Participant): string {
  const places = person.places === 1 ? 'Platz' : `${person.places} Plätze`;
  return person.booking.orderItemId === null
    ? `${places} freigeben`
    : `Erstatten und ${places} freigeben`;
}

/** Frees a paid booking's places, after a second click; a refund goes through the payment provider. */
function CancelBooking({ dateId, person }: { dateId: number; person: Participant }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelCourseBooking(dateId, person.booking),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: courseKeys.participants(dateId) });
      void queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
  const name = `${person.firstName} ${person.lastName}`;
  if (!confirming)
    return (
      <button
        type="button"
        className="btn btn-outline-danger btn-sm text-nowrap"
        aria-label={`Buchung von ${name} stornieren`}
        onClick={() => setConfirming(true)}
      >
        Stornieren …
      </button>
    );
  return (
    <div className="d-flex flex-wrap gap-1">
      <ConfirmButtons
        small
        label={cancelLabel(person)}
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onCancel={() => setConfirming(false)}
      />
      {cancel.isError && (
        <span className="text-danger small" role="alert">
          {reasonOf(cancel.error)}
        </span>
      )}
    </div>
  );
}
