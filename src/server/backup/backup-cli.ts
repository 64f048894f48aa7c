import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { writeBackup } from './write-backup';

class UsageError extends Error {}

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const dir = process.argv[2] ?? config.BACKUP_DIR;
  if (!dir || dir === '--help' || dir === '-h')
    throw new UsageError('Aufruf: npm run backup -- ORDNER (oder BACKUP_DIR setzen)');
  if (!config.DATABASE_URL && !existsSync(config.DATA_DIR))
    throw new UsageError(`In ${config.DATA_DIR} liegt keine Hofladen-Datenbank (DATA_DIR).`);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 1,
  }).catch((error: unknown) => {
    if (!(error instanceof DataDirInUseError)) throw error;
    // the running server owns the embedded database; it takes the nightly backup itself
    throw new UsageError(
      `Der Hofladen-Server läuft und hält die eingebettete Datenbank (${config.DATA_DIR}): er sichert selbst jede Nacht, wenn BACKUP_DIR gesetzt ist; für eine Sicherung jetzt den Server kurz anhalten, npm run backup -- ${dir} ausführen und ihn wieder starten.`,
    );
  });
  try {
    const result = await writeBackup(database, dir, {
      takenAt: new Date(),
      keep: config.BACKUP_KEEP,
    });
    console.log(
      `Sicherung geschrieben: ${result.path} (${result.rows} Zeilen aus ${result.tables} Tabellen, ${Math.ceil(result.bytes / 1024)} KB; die neuesten ${config.BACKUP_KEEP} bleiben).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof UsageError || error instanceof ConfigError;
  console.error(known ? (error as Error).message : error);
  process.exitCode = known ? 2 : 1;
});
