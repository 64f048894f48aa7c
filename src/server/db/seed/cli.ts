import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { isCatalogueEmpty, resetDatabase, seedDemoCatalogue } from './seed';

// npm run seed [-- --reset]: fills an empty database with the demo catalogue;
// --reset empties every table first (staff accounts included).
async function main(): Promise<void> {
  const config = loadConfig();
  const reset = process.argv.includes('--reset');
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DB_POOL_SIZE,
  });
  const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
  try {
    await migrateDatabase(database);
    const started = performance.now();
    if (reset) {
      await resetDatabase(database.db);
      console.log(`Datenbank geleert (${where}).`);
    } else if (!(await isCatalogueEmpty(database.db))) {
      console.log(`Katalog ist nicht leer, nichts zu tun (${where}). Mit --reset neu befüllen.`);
      return;
    }
    await seedDemoCatalogue(database.db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Demo-Katalog angelegt in ${seconds} s (${where}).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
