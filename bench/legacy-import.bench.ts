// The legacy import at the scale (issue 31): 5,000 products with a picture each and
// 50,000 ratings, read streamed from mongoexport files into a fresh embedded database.

import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EJSON, ObjectId } from 'bson';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { importLegacyExport } from '../src/server/legacy-import/service';
import { picture } from '../src/server/testing/legacy-export';
import type { Benchmark } from './benchmark';
import { machineSummary, timestamp } from './machine';

const PRODUCTS = Number(process.env.BENCH_IMPORT_PRODUCTS ?? 5000);
const RATINGS = PRODUCTS * 10;
const TYPES = ['honig', 'drink', 'care', 'strength', 'other'];

async function writeLines(path: string, count: number, doc: (i: number) => unknown) {
  const out = createWriteStream(path);
  for (let i = 0; i < count; i += 1) {
    if (!out.write(`${EJSON.stringify(doc(i), { relaxed: false })}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function writeExport(dir: string) {
  // a few dozen distinct pictures, as a shop has: each product's own bytes, like a real export
  const colors = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      picture(`#${(0x204060 + i * 0x030507).toString(16).slice(-6)}`),
    ),
  );
  await writeLines(join(dir, 'products.json'), PRODUCTS, (i) => ({
    _id: new ObjectId(),
    productId: `p${i}`,
    title: `Produkt ${i}`,
    price: `${(i % 40) + 1}.${String(i % 100).padStart(2, '0')}`,
    productType: TYPES[i % TYPES.length],
    amountAvailable: i % 30,
    productDisplayed: true,
    description: 'Aus dem alten Shop.',
    image: colors[i % colors.length],
    properties: [{ key: 'gewicht', value: '500 g' }],
  }));
  await writeLines(join(dir, 'ratings.json'), RATINGS, (i) => ({
    _id: new ObjectId(),
    productId: `p${i % PRODUCTS}`,
    title: 'Gut',
    ort: 'Kassel',
    date: new Date(Date.UTC(2024, i % 12, (i % 28) + 1)),
    rate: (i % 5) + 1,
    comment: 'Schmeckt.',
    enabled: i % 3 !== 0,
  }));
}

const heapMb = () => Math.round(process.memoryUsage().heapUsed / 1024 ** 2);

export const legacyImportBench: Benchmark = {
  name: 'import',
  title: 'Legacy import',
  async run() {
    const dir = await mkdtemp(join(tmpdir(), 'bench-import-'));
    const database = await openDatabase({ dataDir: join(dir, 'db') });
    try {
      await migrateDatabase(database);
      await writeExport(dir);
      let peak = heapMb();
      const sample = setInterval(() => {
        peak = Math.max(peak, heapMb());
      }, 100);
      const started = performance.now();
      const report = await importLegacyExport(database.db, dir, { dryRun: false });
      const seconds = (performance.now() - started) / 1000;
      const again = performance.now();
      const second = await importLegacyExport(database.db, dir, { dryRun: false });
      const secondSeconds = (performance.now() - again) / 1000;
      clearInterval(sample);
      const { products, ratings } = report.collections;
      const unchanged =
        second.collections.products.unchanged + second.collections.ratings.unchanged;
      return [
        `Measured ${timestamp()} on ${machineSummary()}.`,
        '',
        `${PRODUCTS} products with a base64 JPEG each and ${RATINGS} ratings, one JSON document per line, into a fresh embedded database (PGlite, on disk). Target: under 60 s, memory bounded (streamed).`,
        '',
        '| run | products created | ratings created | unchanged | time | peak heap |',
        '|---|---:|---:|---:|---:|---:|',
        `| first | ${products.created} | ${ratings.created} | – | ${seconds.toFixed(1)} s | ${peak} MB |`,
        `| again, same export | 0 | 0 | ${unchanged} | ${secondSeconds.toFixed(1)} s | |`,
      ].join('\n');
    } finally {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    }
  },
};
