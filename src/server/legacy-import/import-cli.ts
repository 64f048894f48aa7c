// `npm run import:legacy -- DIR [--dry-run]`: the legacy shop's mongoexport files into this shop
// (docs/decisions/036-legacy-import.md).
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import cliProgress from 'cli-progress';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { migrateDatabase } from '../db/migrate';
import { reportText } from './report-text';
import { importLegacyExport } from './service';

class UsageError extends Error {}

const USAGE =
  'Aufruf: npm run import:legacy -- ORDNER [--dry-run]  (ORDNER mit den Dateien von mongoexport: products.json, product_images.json, ratings.json, buyer.json, code.json, shipping_costs.json)';

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const args = process.argv.slice(2);
  const dryRun = args.includes('--dry-run');
  const dir = args.find((arg) => !arg.startsWith('--'));
  if (!dir) throw new UsageError(USAGE);
  if (!existsSync(dir)) throw new UsageError(`Ordner nicht gefunden: ${resolve(dir)}\n\n${USAGE}`);
  if (!statSync(dir).isDirectory())
    throw new UsageError(`Kein Ordner: ${resolve(dir)}\n\n${USAGE}`);
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 2,
  }).catch((error: unknown) => {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new UsageError(
      `Der Hofladen-Server läuft und hält die eingebettete Datenbank (${config.DATA_DIR}): bitte im Backoffice unter „Import“ importieren oder den Server kurz anhalten.`,
    );
  });
  const bar = new cliProgress.SingleBar(
    { format: ' {bar} {percentage}% | {collection}', hideCursor: true },
    cliProgress.Presets.shades_classic,
  );
  try {
    await migrateDatabase(database);
    bar.start(1, 0, { collection: '' });
    const report = await importLegacyExport(database.db, dir, {
      dryRun,
      onProgress: (progress) => {
        bar.setTotal(Math.max(progress.total, 1));
        bar.update(progress.done, { collection: progress.collection ?? 'fertig' });
      },
    });
    bar.stop();
    console.log(reportText(report));
    if (dryRun) console.log('\nZum Übernehmen ohne --dry-run noch einmal aufrufen.');
  } finally {
    bar.stop();
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof UsageError || error instanceof ConfigError;
  console.error(known ? (error as Error).message : error);
  process.exitCode = known ? 2 : 1;
});
