import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { RestoreRefused, restoreBackup } from './restore-backup';

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const file = process.argv[2];
  if (!file || file === '--help' || file === '-h')
    throw new RestoreRefused('Aufruf: npm run restore -- DATEI (in eine leere Datenbank)');
  if (!existsSync(file)) throw new RestoreRefused(`${file} gibt es nicht.`);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 1,
  });
  try {
    const result = await restoreBackup(database, file);
    const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
    console.log(
      `Wiederhergestellt: ${result.rows} Zeilen in ${result.tables} Tabellen aus der Sicherung vom ${result.takenAt} (${where}).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof RestoreRefused ||
    error instanceof ConfigError ||
    error instanceof DataDirInUseError;
  console.error(known ? (error as Error).message : error);
  process.exitCode = known ? 2 : 1;
});
