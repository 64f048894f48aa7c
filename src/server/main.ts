import { existsSync } from 'node:fs';
import { paths } from '../domain/routes';
import { buildApp } from './app';
import { startBackupSchedule } from './backup/schedule';
import { ConfigError, loadConfig } from './config';
import { DatabaseOpenError, openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { migrateDatabase } from './db/migrate';
import { isCatalogueEmpty, seedDemoCatalogue } from './db/seed/seed';
import { ensureTaxClasses } from './db/tax-classes';
import { describeUnavailable } from './db/unavailable';
import { countStaff } from './identity/users';
import { startOutboxDelivery } from './mail/outbox-delivery';
import { rememberAnnouncedAddress } from './settings/announced-address';

async function main(): Promise<void> {
  // a local .env fills in what the real environment leaves unset
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  // until the app's logger exists, a lost connection is told on stderr
  let warn = (line: string) => console.error(line);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DB_POOL_SIZE,
    onWaiting: (message) => console.error(message),
    onConnectionLost: (error) =>
      warn(`Verbindung zur Datenbank verloren (${describeUnavailable(error)})`),
  });
  await migrateDatabase(database, async () => {
    await ensureTaxClasses(database.db);
    if (config.SEED_DEMO && (await isCatalogueEmpty(database.db)))
      await seedDemoCatalogue(database.db);
  });

  const app = await buildApp({ database, config });
  warn = (line) => app.log.warn(line);
  const mail = startOutboxDelivery({ db: database.db, config, logger: app.log }, 30_000);
  const backups = config.BACKUP_DIR
    ? startBackupSchedule(
        {
          database,
          dir: config.BACKUP_DIR,
          keep: config.BACKUP_KEEP,
          hour: config.BACKUP_HOUR,
          clock: () => new Date(),
          logger: app.log,
        },
        10 * 60_000,
      )
    : undefined;
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await mail.stop();
    await backups?.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`Hofladen läuft auf ${config.PUBLIC_URL} (${database.kind})`);
  await rememberAnnouncedAddress(database.db, config.PUBLIC_URL);
  if ((await countStaff(database.db)) === 0)
    app.log.info(
      'Noch kein Konto für das Personal. Anlegen (bei eingebetteter Datenbank mit angehaltenem Server): ' +
        'npm run user:create -- --email … --first-name … --last-name … — ' +
        `danach anmelden unter ${config.PUBLIC_URL}${paths.login()}`,
    );
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof DatabaseOpenError;
  console.error(known ? error.message : error);
  process.exit(1);
});
