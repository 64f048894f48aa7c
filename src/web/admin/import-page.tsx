import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ImportJob, ImportReport } from '../../domain/legacy-import-schema';
import { fetchImportJob, runImportJob, uploadLegacyExport } from '../api/admin-import';
import { reasonOf } from './query-state';

const COLLECTION_LABELS: Record<string, string> = {
  buyers: 'Käufer',
  product_images: 'Produktbilder',
  products: 'Produkte und Kurse',
  ratings: 'Bewertungen',
  discount_codes: 'Rabattcodes',
  shipping_costs: 'Versandkosten',
};

function Report({ report }: { report: ImportReport }) {
  return (
    <>
      <table className="table table-sm">
        <thead>
          <tr>
            <th scope="col">Sammlung</th>
            <th scope="col" className="text-end">
              Neu
            </th>
            <th scope="col" className="text-end">
              Geändert
            </th>
            <th scope="col" className="text-end">
              Unverändert
            </th>
            <th scope="col" className="text-end">
              Übersprungen
            </th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(report.collections).map(([name, counts]) => (
            <tr key={name} data-testid={`import-${name}`}>
              <th scope="row">{COLLECTION_LABELS[name] ?? name}</th>
              <td className="text-end">{counts.created}</td>
              <td className="text-end">{counts.updated}</td>
              <td className="text-end">{counts.unchanged}</td>
              <td className="text-end">{counts.skipped}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.missing.length > 0 && (
        <p>
          Ohne Datei im Export: {report.missing.map((n) => COLLECTION_LABELS[n] ?? n).join(', ')}
        </p>
      )}
      {report.skipped.length > 0 && (
        <>
          <h3 className="h6">Übersprungen</h3>
          <ul className="small">
            {report.skipped.map((skip) => (
              <li key={`${skip.collection}-${skip.id}`}>
                {COLLECTION_LABELS[skip.collection]} <strong>{skip.id}</strong>: {skip.reason}
              </li>
            ))}
          </ul>
          {report.skippedNotListed > 0 && <p>… und {report.skippedNotListed} weitere.</p>}
        </>
      )}
    </>
  );
}

const working = (job?: ImportJob) => job?.state === 'checking' || job?.state === 'importing';

/** /admin/import — the legacy shop's export: upload, dry run, then the import with progress. */
export function ImportPage() {
  const [jobId, setJobId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const job = useQuery({
    queryKey: ['admin', 'import', jobId],
    queryFn: () => fetchImportJob(jobId ?? ''),
    enabled: jobId !== null,
    refetchInterval: (query) => (working(query.state.data) ? 500 : false),
  });
  const upload = useMutation({
    mutationFn: uploadLegacyExport,
    onSuccess: (started) => setJobId(started.id),
  });
  const run = useMutation({ mutationFn: runImportJob, onSuccess: () => job.refetch() });
  const current = job.data;
  const share = current
    ? Math.round((100 * current.progress.done) / Math.max(current.progress.total, 1))
    : 0;
  return (
    <section>
      <title>Import – Verwaltung – Hofladen</title>
      <h1 className="h3">Import aus dem alten Shop</h1>
      <p>
        Den MongoDB-Export (die Dateien von <code>mongoexport</code> als ZIP) hochladen. Zuerst
        prüft der Shop ihn, ohne etwas zu schreiben; danach lässt er sich übernehmen.
      </p>
      <form
        className="d-flex flex-wrap gap-2 align-items-end mb-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (file) upload.mutate(file);
        }}
      >
        <div>
          <label htmlFor="import-file" className="form-label">
            Export (ZIP)
          </label>
          <input
            id="import-file"
            type="file"
            accept=".zip,application/zip"
            className="form-control"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={!file || upload.isPending || working(current)}
        >
          Prüfen
        </button>
      </form>
      {upload.isError && <p className="text-danger">{reasonOf(upload.error)}</p>}
      {current && working(current) && (
        <div>
          <p>{current.state === 'checking' ? 'Prüfe den Export …' : 'Importiere …'}</p>
          <div
            className="progress"
            role="progressbar"
            aria-label="Fortschritt"
            aria-valuenow={share}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="progress-bar" style={{ width: `${share}%` }}>
              {share} %
            </div>
          </div>
        </div>
      )}
      {current?.state === 'failed' && <p className="text-danger">{current.error}</p>}
      {current?.report && !working(current) && (
        <div>
          <h2 className="h5">
            {current.state === 'checked'
              ? 'Probelauf: so würde importiert'
              : 'Import abgeschlossen'}
          </h2>
          <Report report={current.report} />
          {current.state === 'checked' && (
            <button
              type="button"
              className="btn btn-success"
              disabled={run.isPending}
              onClick={() => run.mutate(current.id)}
            >
              Importieren
            </button>
          )}
          {run.isError && <p className="text-danger">{reasonOf(run.error)}</p>}
        </div>
      )}
    </section>
  );
}
