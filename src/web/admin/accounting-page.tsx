import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AccountingOverview, monthLabel } from '../../domain/accounting-schema';
import {
  accountingKeys,
  exportAccountingMonth,
  exportFileUrl,
  fetchAccountingOverview,
  fetchAccountingSettings,
} from '../api/admin-accounting';
import { AccountingSettingsForm } from './accounting-settings-form';
import { exportedDocuments } from './exported-documents';
import { staffDateTime } from './order-status';
import { QueryState, reasonOf } from './query-state';

/** /admin/buchhaltung — the months handed to the tax adviser, the next one, the settings. */
export function AccountingPage() {
  const overview = useQuery({
    queryKey: accountingKeys.overview,
    queryFn: fetchAccountingOverview,
  });
  const settings = useQuery({
    queryKey: accountingKeys.settings,
    queryFn: fetchAccountingSettings,
  });
  return (
    <>
      <title>Buchhaltung – Verwaltung – Hofladen</title>
      <h1 className="h2 mb-3">Buchhaltung</h1>
      <p className="text-body-secondary">
        Jeden Monat, wenn er vorbei ist, die Rechnungen und Gutschriften exportieren und der
        Steuerberatung schicken: die Liste als CSV und den DATEV-Buchungsstapel. Ein exportierter
        Monat bleibt, wie er ist; was später kommt, steht im nächsten Export.
      </p>
      <QueryState query={overview} loading="Exporte werden geladen…" />
      {overview.data && <NextExport overview={overview.data} />}
      {overview.data && <ExportList overview={overview.data} />}
      <QueryState query={settings} loading="Einstellungen werden geladen…" />
      {settings.data && <AccountingSettingsForm view={settings.data} />}
    </>
  );
}

function NextExport({ overview }: { overview: AccountingOverview }) {
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: exportAccountingMonth,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountingKeys.overview }),
  });
  const { next } = overview;
  return (
    <section className="staff-tile mb-4" aria-labelledby="naechster-export">
      <h2 id="naechster-export" className="h5">
        Nächster Export
      </h2>
      {!next && <p className="mb-0">Noch keine Rechnungen oder Gutschriften.</p>}
      {next && (
        <>
          <p>
            <strong>{monthLabel(next.month)}</strong>: {next.documents}{' '}
            {next.documents === 1 ? 'Beleg wartet' : 'Belege warten'}
            {next.ready ? '.' : ' – exportieren, sobald der Monat vorbei ist.'}
          </p>
          {overview.settingsMissing && (
            <p className="text-body-secondary">
              Vor dem ersten Export Berater- und Mandantennummer unten eintragen.
            </p>
          )}
          {run.isError && (
            <p className="text-danger" role="alert">
              {reasonOf(run.error)}
            </p>
          )}
          {run.isSuccess && (
            <p className="text-success" role="status">
              {monthLabel(run.data.month)} ist exportiert.
            </p>
          )}
          <button
            type="button"
            className="btn btn-primary"
            disabled={!next.ready || overview.settingsMissing || run.isPending}
            onClick={() => run.mutate(next.month)}
          >
            {monthLabel(next.month)} exportieren
          </button>
        </>
      )}
    </section>
  );
}

function ExportList({ overview }: { overview: AccountingOverview }) {
  if (overview.exports.length === 0) return null;
  return (
    <section aria-labelledby="exporte-titel">
      <h2 id="exporte-titel" className="h5">
        Exportierte Monate
      </h2>
      <ul className="list-unstyled d-grid gap-2">
        {overview.exports.map((row) => (
          <li key={row.id} className="staff-tile">
            <div className="d-flex flex-wrap justify-content-between gap-2">
              <h3 className="h6 mb-1">{monthLabel(row.month)}</h3>
              <span className="small text-body-secondary">
                exportiert {staffDateTime(row.createdAt)} von {row.createdBy}
              </span>
            </div>
            <p className="mb-2">{exportedDocuments(row)}</p>
            <div className="d-flex flex-wrap gap-2">
              <a
                className="btn btn-outline-primary btn-sm"
                href={exportFileUrl(row.month, 'csv')}
                download
              >
                Liste (CSV) <span className="visually-hidden">{monthLabel(row.month)}</span>
              </a>
              <a
                className="btn btn-outline-primary btn-sm"
                href={exportFileUrl(row.month, 'datev')}
                download
              >
                DATEV-Buchungsstapel{' '}
                <span className="visually-hidden">{monthLabel(row.month)}</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
