import { useQuery } from '@tanstack/react-query';
import {
  AUDIT_ACTION_LABELS,
  type AuditAction,
  type AuditEntity,
  type FieldChange,
} from '../../domain/audit';
import { formatEuro } from '../../domain/money';
import { auditKeys, fetchAuditTrail } from '../api/admin-catalogue';
import { staffDateTime } from './order-status';
import { QueryState } from './query-state';

const shown = (value: unknown): string => {
  if (value === null || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
};

type Format = (value: unknown) => string;

/** Value formats several entities share. */
export const auditFormats = {
  euro: (value: unknown) => (typeof value === 'number' ? formatEuro(value) : '–'),
  /** Long texts are not repeated in full: their length says that (and how much) they changed. */
  length: (value: unknown) => (typeof value === 'string' ? `${value.length} Zeichen` : '–'),
} satisfies Record<string, Format>;

function Change({
  change,
  label,
  format = shown,
}: {
  change: FieldChange;
  label: string;
  format?: Format;
}) {
  return (
    <li>
      {label}: <del>{format(change.before)}</del> → <ins>{format(change.after)}</ins>
    </li>
  );
}

/** The reason a cancellation was given with, as the mails about it carried it. */
function CancelReason({ entry }: { entry: { action: AuditAction; changes: FieldChange[] } }) {
  const reason = entry.changes.find((change) => change.field === 'cancelReason')?.after;
  if (entry.action !== 'cancelled' || typeof reason !== 'string') return null;
  return <div>Grund: {reason}</div>;
}

/**
 * "Änderungen": who changed an entity when, and what each write changed, newest first. Pass
 * `version` (or anything that changes with each save) so the list follows the page's saves.
 */
export function AuditTrail({
  entity,
  id,
  version,
  fieldLabels = {},
  formats = {},
  actionLabels = {},
  level = 2,
}: {
  entity: AuditEntity;
  id: string;
  version?: unknown;
  /** German names for the entity's fields. */
  fieldLabels?: Record<string, string>;
  /** How a field's values read (cents as euros, a list as its length). */
  formats?: Record<string, Format>;
  /** The entity's own word for an action (a date is "abgesagt", an order "storniert"). */
  actionLabels?: Partial<Record<AuditAction, string>>;
  /** Its heading's level: one below the heading of what it belongs to. */
  level?: 2 | 3 | 4;
}) {
  const Heading = `h${level}` as const;
  const trail = useQuery({
    queryKey: [...auditKeys.trail(entity, id), version],
    queryFn: () => fetchAuditTrail(entity, id),
  });
  return (
    <section aria-labelledby={`aenderungen-${entity}-${id}`} className="mt-4">
      <Heading id={`aenderungen-${entity}-${id}`} className="h5">
        Änderungen
      </Heading>
      <QueryState query={trail} loading="Änderungen werden geladen…" />
      {trail.data?.length === 0 && <p className="text-body-secondary">Noch keine Änderungen.</p>}
      {trail.data && trail.data.length > 0 && (
        <ol className="list-unstyled small d-grid gap-2">
          {trail.data.map((entry) => (
            <li key={entry.id} className="border-start border-3 ps-2">
              <div>
                <strong>{staffDateTime(entry.at)}</strong> · {entry.staffName} ·{' '}
                {actionLabels[entry.action] ?? AUDIT_ACTION_LABELS[entry.action]}
              </div>
              <CancelReason entry={entry} />
              {entry.changes.length > 0 && entry.action === 'updated' && (
                <ul className="mb-0 text-break">
                  {entry.changes.map((change) => (
                    <Change
                      key={change.field}
                      change={change}
                      label={fieldLabels[change.field] ?? change.field}
                      format={formats[change.field]}
                    />
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
