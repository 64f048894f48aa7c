import type { ImportReport } from '../../domain/legacy-import-schema';

/** The report as the terminal shows it: a table of counts, then every skipped record. */
export function reportText(report: ImportReport): string {
  const head = report.dryRun ? 'Probelauf (nichts geschrieben):' : 'Import abgeschlossen:';
  const rows = Object.entries(report.collections).map(
    ([name, c]) =>
      `  ${name.padEnd(16)} neu ${String(c.created).padStart(6)}  geändert ${String(c.updated).padStart(6)}  unverändert ${String(c.unchanged).padStart(6)}  übersprungen ${String(c.skipped).padStart(6)}`,
  );
  const missing = report.missing.length
    ? [`  ohne Datei im Export: ${report.missing.join(', ')}`]
    : [];
  const skipped = report.skipped.map((s) => `  ${s.collection} ${s.id}: ${s.reason}`);
  const more = report.skippedNotListed
    ? [`  … und ${report.skippedNotListed} weitere übersprungene`]
    : [];
  return [
    head,
    ...rows,
    ...missing,
    ...(skipped.length ? ['Übersprungen:', ...skipped, ...more] : []),
  ].join('\n');
}
