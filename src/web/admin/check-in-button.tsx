import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckInList, CheckInParticipant } from '../../domain/check-in-schema';
import { placeCount } from '../../domain/course';
import { checkInKeys, saveCheckIn } from '../api/admin-check-in';
import { reasonOf } from './query-state';

/** The list as cached, with one participant's "anwesend" set. */
const withPresence =
  (courseDateId: number, key: string, present: boolean) => (list: CheckInList | undefined) =>
    list && {
      ...list,
      dates: list.dates.map((date) =>
        date.courseDateId !== courseDateId
          ? date
          : {
              ...date,
              participants: date.participants.map((person) =>
                person.key === key ? { ...person, present } : person,
              ),
            },
      ),
    };

/**
 * One participant and the large "anwesend" toggle. The tap shows at once; a refused or lost
 * request puts the state back and says why. Taps on one person go out one after the other, so
 * a quick double tap ends as tapped.
 */
export function CheckInRow({
  queryDay,
  day,
  courseDateId,
  person,
  open,
}: {
  /** The list's cache key: '' while the server names today. */
  queryDay: string;
  day: string;
  courseDateId: number;
  person: CheckInParticipant;
  /** Taps are taken for this day now (domain/check-in.ts). */
  open: boolean;
}) {
  const queryClient = useQueryClient();
  const listKey = checkInKeys.day(queryDay);
  const name = `${person.firstName} ${person.lastName}`.trim();
  const toggle = useMutation({
    mutationKey: checkInKeys.all,
    scope: { id: `check-in ${courseDateId} ${person.key}` },
    mutationFn: (present: boolean) => saveCheckIn(day, courseDateId, person.key, present),
    onMutate: async (present) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      queryClient.setQueryData(listKey, withPresence(courseDateId, person.key, present));
    },
    onError: (_error, present) =>
      queryClient.setQueryData(listKey, withPresence(courseDateId, person.key, !present)),
    // the last tap in flight reloads the list: earlier answers would undo later taps on screen
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: checkInKeys.all }) === 1)
        void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
  const hintId = `check-in-hint-${courseDateId}-${person.key}`;

  return (
    <li className="check-in-row">
      <div className="check-in-person">
        <div className="fs-5 fw-semibold">{name || '–'}</div>
        <div>{placeCount(person.places)}</div>
        {(person.phone || person.email) && (
          <div className="small text-break">
            {person.phone && (
              <a href={`tel:${person.phone.replace(/[^\d+]/g, '')}`}>{person.phone}</a>
            )}
            {person.phone && person.email && ' · '}
            {person.email && <a href={`mailto:${person.email}`}>{person.email}</a>}
          </div>
        )}
        {toggle.isError && (
          <p className="text-danger small mb-0 mt-1" role="alert">
            Nicht gespeichert: {reasonOf(toggle.error)}
          </p>
        )}
      </div>
      {open ? (
        <div className="check-in-action">
          <button
            type="button"
            className={`btn btn-lg check-in-button ${person.present ? 'btn-success' : 'btn-outline-success'}`}
            aria-pressed={person.present}
            aria-label={`${name} anwesend`}
            aria-describedby={person.present ? hintId : undefined}
            onClick={() => {
              toggle.reset();
              toggle.mutate(!person.present);
            }}
          >
            {person.present && <span aria-hidden="true">✓ </span>}
            anwesend
          </button>
          {person.present && (
            <span id={hintId} className="small text-body-secondary">
              Nochmal tippen nimmt es zurück
            </span>
          )}
        </div>
      ) : (
        person.present && <span className="badge text-bg-success fs-6">✓ anwesend</span>
      )}
    </li>
  );
}
