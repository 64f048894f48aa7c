import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import {
  type DatabaseKind,
  databaseKinds,
  describeOnPostgres,
  type TestDatabase,
} from '../testing/databases';
import { startBackupSchedule } from './schedule';

const backupsIn = async (dir: string) =>
  (await readdir(dir)).filter((name) => name.endsWith('.backup.gz')).sort();

describe.each(databaseKinds())('the daily backup on $name', (kind: DatabaseKind) => {
  let database: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    database = await kind.open();
    dir = await mkdtemp(join(tmpdir(), 'hofladen-schedule-'));
  });
  afterAll(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('takes one at first, then one a night at the set hour, and catches up after a restart', async () => {
    let now = new Date('2026-11-25T10:00:00Z');
    const start = () =>
      startBackupSchedule({ database, dir, keep: 2, hour: 3, clock: () => now }, 0);
    const first = start();
    // never taken: at once, not at the next 03:00
    expect((await first.tick())?.path).toMatch(/hofladen-20261125T100000Z/);
    expect(await first.tick()).toBeNull();
    now = new Date('2026-11-26T01:59:00Z'); // 02:59 in Berlin
    expect(await first.tick()).toBeNull();
    now = new Date('2026-11-26T02:00:00Z'); // 03:00 in Berlin
    expect((await first.tick())?.path).toMatch(/hofladen-20261126T020000Z/);
    await first.stop();

    // the server was down at 03:00 two nights running: the missed one comes at start
    now = new Date('2026-11-28T09:30:00Z');
    const second = start();
    expect((await second.tick())?.path).toMatch(/hofladen-20261128T093000Z/);
    expect(await second.tick()).toBeNull();
    await second.stop();
    expect(await backupsIn(dir)).toEqual([
      'hofladen-20261126T020000Z.backup.gz',
      'hofladen-20261128T093000Z.backup.gz',
    ]);
  });
});

describeOnPostgres('the daily backup with several server processes', (postgres) => {
  it('is taken by one process only', async () => {
    const database = await postgres.open();
    const dir = await mkdtemp(join(tmpdir(), 'hofladen-schedule-pg-'));
    const processes = [database];
    for (let index = 0; index < 3; index += 1)
      processes.push(await openDatabase({ url: database.url, dataDir: '', poolSize: 2 }));
    try {
      const now = new Date('2026-11-25T02:00:00Z');
      const schedules = processes.map((each) =>
        startBackupSchedule({ database: each, dir, keep: 14, hour: 3, clock: () => now }, 0),
      );
      const results = await Promise.all(schedules.map((schedule) => schedule.tick()));
      expect(results.filter(Boolean)).toHaveLength(1);
      // and not again by another one later that night
      expect(await Promise.all(schedules.map((schedule) => schedule.tick()))).toEqual([
        null,
        null,
        null,
        null,
      ]);
      expect(await backupsIn(dir)).toEqual(['hofladen-20261125T020000Z.backup.gz']);
      for (const schedule of schedules) await schedule.stop();
    } finally {
      for (const each of processes.slice(1)) await each.close();
      await database.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
