import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { databaseKinds, describeOnPostgres, type TestDatabase } from '../testing/databases';
import { unlessTaken } from './unless-taken';

const gate = () => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
};

for (const kind of databaseKinds()) {
  it(`on ${kind.name}: a second caller of the same name is turned away at once, another name runs`, async () => {
    const database = await kind.open();
    try {
      const first = gate();
      const running = unlessTaken(database, 'work:1', async () => {
        await first.opened;
        return 'first';
      });
      expect(await unlessTaken(database, 'work:1', async () => 'second')).toBeNull();
      expect(await unlessTaken(database, 'work:2', async () => 'other')).toBe('other');
      first.open();
      expect(await running).toBe('first');
      // given back when done, also when the work failed
      await expect(
        unlessTaken(database, 'work:1', async () => {
          throw new Error('broke');
        }),
      ).rejects.toThrow('broke');
      expect(await unlessTaken(database, 'work:1', async () => 'again')).toBe('again');
    } finally {
      await database.close();
    }
  });
}

describeOnPostgres('a name taken by another process on the same PostgreSQL', (postgres) => {
  let database: TestDatabase;
  let otherProcess: pg.Client;
  beforeEach(async () => {
    database = await postgres.open();
    otherProcess = new pg.Client({ connectionString: database.url });
    await otherProcess.connect();
  });
  afterEach(async () => {
    await otherProcess.end();
    await database.close();
  });

  it('is passed over while that process holds it, and taken once it let go', async () => {
    await otherProcess.query('select pg_advisory_lock(72610, hashtext($1))', ['backup']);
    let ran = 0;
    const work = async () => {
      ran += 1;
      return 'done';
    };
    expect(await unlessTaken(database, 'backup', work)).toBeNull();
    expect(ran).toBe(0);
    await otherProcess.query('select pg_advisory_unlock(72610, hashtext($1))', ['backup']);
    expect(await unlessTaken(database, 'backup', work)).toBe('done');
    // and the lock is given back to the pool's connection, not kept
    const { rows } = await otherProcess.query<{ got: boolean }>(
      'select pg_try_advisory_lock(72610, hashtext($1)) as got',
      ['backup'],
    );
    expect(rows[0]?.got).toBe(true);
  });

  it('outlives the database dropping the connection that holds the name', async () => {
    const holder = async () =>
      (
        await otherProcess.query<{ pid: number }>(
          "select pid from pg_locks where locktype = 'advisory' and classid = 72610 and granted",
        )
      ).rows[0]?.pid;
    const result = await unlessTaken(database, 'image-variant:dropped', async () => {
      const pid = await holder();
      expect(pid).toBeDefined();
      await otherProcess.query('select pg_terminate_backend($1)', [pid]);
      // gone on the server before the work ends: the unlock then meets a closed connection
      for (let seen = pid; seen !== undefined; seen = await holder());
      return 'done';
    });
    expect(result).toBe('done');
    // the dead session's lock went with it, and the pool hands out working connections
    expect(await unlessTaken(database, 'image-variant:dropped', async () => 'again')).toBe('again');
    expect(await database.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
  });
});
