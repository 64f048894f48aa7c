import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { ImportJob } from '../../domain/legacy-import-schema';
import type { Db } from '../db/client';
import { conflict, notFound } from '../errors';
import { importLegacyExport } from './service';

export interface ImportJobs {
  /** Checks an unpacked export (a dry run) in the background; the folder is the job's now. */
  check(dir: string): ImportJob;
  /** Imports a checked export in the background. */
  run(id: string): ImportJob;
  get(id: string): ImportJob;
}

/**
 * The backoffice's imports, one at a time, held by this process (docs/decisions/036-legacy-import.md):
 * the page asks for the job's progress until it is checked, then done. A restart forgets a job;
 * the import itself is safe to start again, it changes only what is not yet there.
 */
export function createImportJobs(db: Db, afterImport: () => void): ImportJobs {
  const jobs = new Map<string, { job: ImportJob; dir: string }>();
  const busy = () =>
    [...jobs.values()].some(({ job }) => job.state === 'checking' || job.state === 'importing');

  function start(entry: { job: ImportJob; dir: string }, dryRun: boolean) {
    const { job } = entry;
    job.state = dryRun ? 'checking' : 'importing';
    job.progress = { collection: null, done: 0, total: 1 };
    importLegacyExport(db, entry.dir, {
      dryRun,
      onProgress: (progress) => {
        job.progress = progress;
      },
    }).then(
      (report) => {
        job.report = report;
        job.state = dryRun ? 'checked' : 'done';
        if (!dryRun) {
          afterImport();
          void rm(entry.dir, { recursive: true, force: true });
        }
      },
      (error: unknown) => {
        job.state = 'failed';
        job.error = `Der Import ist abgebrochen: ${(error as Error).message}`;
        void rm(entry.dir, { recursive: true, force: true });
      },
    );
  }

  const entryOf = (id: string) => {
    const entry = jobs.get(id);
    if (!entry) throw notFound('Diesen Import gibt es nicht (mehr).');
    return entry;
  };
  const busyError = () =>
    conflict('IMPORT_RUNNING', 'Es läuft schon ein Import. Bitte warte, bis er fertig ist.');

  return {
    check(dir) {
      if (busy()) {
        void rm(dir, { recursive: true, force: true });
        throw busyError();
      }
      const job: ImportJob = {
        id: randomUUID(),
        state: 'checking',
        progress: { collection: null, done: 0, total: 1 },
        report: null,
        error: null,
      };
      const entry = { job, dir };
      jobs.set(job.id, entry);
      start(entry, true);
      return { ...job };
    },
    run(id) {
      const entry = entryOf(id);
      if (entry.job.state !== 'checked')
        throw conflict('IMPORT_NOT_CHECKED', 'Erst nach dem Probelauf lässt sich importieren.');
      if (busy()) throw busyError();
      start(entry, false);
      return { ...entry.job };
    },
    get: (id) => ({ ...entryOf(id).job }),
  };
}
