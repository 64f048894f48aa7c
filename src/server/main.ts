import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { migrateDatabase } from './db/migrate';
import { isCatalogueEmpty, seedDemoCatalogue } from './db/seed/seed';
import { countStaff } from './identity/users';
import { startOutboxDelivery } from './mail/outbox-delivery';
import { rememberAnnouncedAddress } from './settings/announced-address';

async function main(): Promise<void> {
  // a local .env fills in what the real environment leaves unset
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DB_POOL_SIZE,
  });
  await migrateDatabase(database, async () => {
    if (config.SEED_DEMO && (await isCatalogueEmpty(database.db)))
      await seedDemoCatalogue(database.db);
  });

  const app = await buildApp({ db: database.db, config });
  const mail = startOutboxDelivery({ db: database.db, config, logger: app.log }, 30_000);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await mail.stop();
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
        'npm run user:create -- --email … --first-name … --last-name …',
    );
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirInUseError;
  console.error(known ? error.message : error);
  process.exit(1);
});
