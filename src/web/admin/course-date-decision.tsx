import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminCourseDate } from '../../domain/admin-courses-schema';
import { UNDER_MINIMUM_REASON } from '../../domain/course-date-schema';
import { courseDateState, courseDateStateText } from '../../domain/course-decisions';
import { formatDate } from '../../domain/dates';
import { courseKeys } from '../api/admin';
import { cancelCourseDate } from '../api/course-decisions';
import { TextField } from '../ui/text-field';
import { ConfirmButtons } from './confirm-buttons';
import { reasonOf } from './query-state';

// docs/shop/courses.md#minimum-participants: the date's state beside its places, and the button
// that cancels it.

const BADGE = {
  'takes-place': 'text-bg-success',
  open: 'text-bg-warning',
  cancelled: 'text-bg-danger',
};

export function DateStateBadge({ date }: { date: AdminCourseDate }) {
  const state = courseDateState(date);
  // a date without a minimum simply takes place: no badge to read past on every line
  if (state.kind === 'takes-place' && date.minParticipants === null) return null;
  return <span className={`badge ${BADGE[state.kind]}`}>{courseDateStateText(state)}</span>;
}

/** Under an open date: the day its minimum is decided on, or why it was called off. */
export function DateStateNote({ date }: { date: AdminCourseDate }) {
  if (date.cancelled)
    return (
      <p className="small text-body-secondary mb-2">
        Abgesagt{date.cancelReason ? `. Grund: ${date.cancelReason}` : '.'}
      </p>
    );
  if (!date.decisionDay) return null;
  return (
    <p className="small text-body-secondary mb-2">
      Mindestens {date.minParticipants} Plätze, Entscheidung am {formatDate(date.decisionDay)}.
    </p>
  );
}

/**
 * "Termin absagen …", confirmed with an optional reason: every paid booking is refunded and its
 * participant mailed, the reason in the mail.
 */
export function CancelDate({ date }: { date: AdminCourseDate }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  // below its minimum, the date is most likely called off for that: the mail says so unless changed
  const [reason, setReason] = useState(() =>
    courseDateState(date).kind === 'open' ? UNDER_MINIMUM_REASON : '',
  );
  const cancel = useMutation({
    mutationFn: () => cancelCourseDate(date.id, { reason }),
    onSuccess: async () => {
      setConfirming(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: courseKeys.all }),
        // its people's places are released: the list under the date says so
        queryClient.invalidateQueries({ queryKey: courseKeys.participants(date.id) }),
      ]);
    },
  });
  const report = cancel.data && (
    <>
      {cancel.data.failed > 0 && (
        <div className="alert alert-warning w-100 mb-0" role="status">
          {`${cancel.data.failed === 1 ? '1 Erstattung ist' : `${cancel.data.failed} Erstattungen sind`} noch nicht bestätigt; der Shop versucht es weiter.`}
        </div>
      )}
      {cancel.data.refused > 0 && (
        <div className="alert alert-danger w-100 mb-0" role="status">
          {`${cancel.data.refused === 1 ? '1 Erstattung' : `${cancel.data.refused} Erstattungen`} hat der Zahlungsdienst abgelehnt: Bitte in der jeweiligen Bestellung unter „Erstattungen“ erstatten.`}
        </div>
      )}
    </>
  );
  // the date reads as cancelled once the list is reloaded: what its refunds came to stays shown
  if (date.cancelled) return report ?? null;
  return (
    <>
      {confirming ? (
        <>
          <TextField
            id={`absage-grund-${date.id}`}
            label="Grund (optional, steht in der E-Mail an Teilnehmende und Warteliste)"
            className="w-100"
            size="sm"
            maxLength={200}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <ConfirmButtons
            small
            label="Absagen und alle Buchungen erstatten"
            busy={cancel.isPending}
            onConfirm={() => cancel.mutate()}
            onCancel={() => setConfirming(false)}
          />
        </>
      ) : (
        <button
          type="button"
          className="btn btn-outline-danger btn-sm"
          onClick={() => setConfirming(true)}
        >
          Termin absagen …
        </button>
      )}
      {report}
      {cancel.isError && (
        <div className="alert alert-danger w-100 mb-0" role="alert">
          {reasonOf(cancel.error)}
        </div>
      )}
    </>
  );
}
