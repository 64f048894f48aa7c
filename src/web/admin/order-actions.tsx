import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FulfilmentView, LifecycleActionInput } from '../../domain/fulfilment-schema';
import { LIFECYCLE_ACTION_LABELS, type LifecycleActionType } from '../../domain/order-states';
import { moveOrder } from '../api/admin-fulfilment';
import { ApiError } from '../api/client';
import { ConfirmButtons } from './confirm-buttons';
import { reasonOf } from './query-state';
import { ShipForm } from './ship-form';

// the order changed (someone else's move, or a cancel whose refund the provider turned down):
// what the page shows is out of date until reloaded
const outOfDate = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'VERSION_CONFLICT' || error.code === 'REFUND_FAILED');

/**
 * The order's next actions only, as buttons: "Versandt" asks for carrier and tracking number,
 * "Stornieren" for a confirmation. A refusal shows the server's German reason; someone else's
 * change meanwhile, or a cancel whose refund was turned down, a warning with "Neu laden", as the
 * product editor has it.
 */
export function OrderActions({
  orderId,
  version,
  nextActions,
  label,
  large = false,
  onMoved,
}: {
  orderId: string;
  version: number;
  nextActions: readonly LifecycleActionType[];
  /** Tells the buttons apart when several orders show theirs ("für Bestellung 1A2B3C4D"). */
  label: string;
  /** Tablet-sized buttons (the "Heute" page). */
  large?: boolean;
  onMoved(moved: FulfilmentView): void;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'ship' | 'cancel' | null>(null);
  const move = useMutation({
    mutationFn: (action: LifecycleActionInput) => moveOrder(orderId, version, action),
    onSuccess: (moved) => {
      setOpen(null);
      onMoved(moved);
    },
    // the confirmation or form would only be refused again: the warning and "Neu laden" remain
    onError: (error) => {
      if (outOfDate(error)) setOpen(null);
    },
  });
  const stale = outOfDate(move.error);
  const reload = async () => {
    move.reset();
    await queryClient.invalidateQueries({ queryKey: ['admin'] });
  };
  const size = large ? ' btn-lg' : '';

  if (nextActions.length === 0) return null;
  return (
    <div className="staff-order-actions">
      {stale ? (
        <div className="alert alert-warning" role="alert">
          <p className="mb-2">{reasonOf(move.error)}</p>
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={reload}>
            Neu laden
          </button>
        </div>
      ) : (
        move.isError && (
          <p className="text-danger" role="alert">
            {reasonOf(move.error)}
          </p>
        )
      )}
      {open === 'ship' && (
        <ShipForm
          id={`versand-${orderId}`}
          busy={move.isPending}
          onShip={(shipment) => move.mutate({ type: 'ship', shipment })}
          onCancel={() => setOpen(null)}
        />
      )}
      {open === 'cancel' && (
        <div className="d-flex flex-wrap align-items-center gap-2">
          <span>
            Bestellung wirklich stornieren? Der noch bezahlte Betrag geht über den Zahlungsdienst
            zurück, Ware und Kursplätze werden wieder frei.
          </span>
          <ConfirmButtons
            label="Ja, stornieren"
            busy={move.isPending}
            onConfirm={() => move.mutate({ type: 'cancel', reason: null })}
            onCancel={() => setOpen(null)}
          />
        </div>
      )}
      {open === null && (
        <div className="d-flex flex-wrap gap-2">
          {nextActions.map((action) => (
            <button
              key={action}
              type="button"
              aria-label={`${LIFECYCLE_ACTION_LABELS[action]} ${label}`}
              className={`btn${size} ${action === 'cancel' ? 'btn-outline-danger' : 'btn-primary'}`}
              disabled={move.isPending || stale}
              onClick={() => {
                if (action === 'ship' || action === 'cancel') setOpen(action);
                else move.mutate({ type: action });
              }}
            >
              {LIFECYCLE_ACTION_LABELS[action]}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
