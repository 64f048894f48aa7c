import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnPostgres, type TestDatabase } from '../testing/databases';
import { type Db, openDatabase, type Tx } from './client';
import {
  MAX_NAMED_PER_CONNECTION,
  statementName,
  wantsPreparedStatements,
} from './prepared-statements';

describe('wantsPreparedStatements', () => {
  it('prepares unless the URL says prepare=false', () => {
    expect(wantsPreparedStatements('postgres://shop@db.example/shop')).toBe(true);
    expect(wantsPreparedStatements('postgres://shop@db.example/shop?sslmode=require')).toBe(true);
    expect(wantsPreparedStatements('postgres://shop@pooler:6432/shop?prepare=false')).toBe(false);
  });

  it('names a text by its hash: the same text the same name, another text another', () => {
    const text = 'select "id" from "orders" where "orders"."id" = $1';
    expect(statementName(text)).toBe(statementName(`${text}`));
    expect(statementName(text)).not.toBe(statementName(`${text} `));
    // PostgreSQL cuts identifiers at 63 bytes: two names must not share their first 63
    expect(statementName(text).length).toBeLessThanOrEqual(63);
  });
});

describeOnPostgres('statements prepared once per connection', (postgres) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await postgres.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  const preparedOn = async (client: pg.PoolClient) =>
    (
      await client.query<{ name: string; statement: string }>(
        'select name, statement from pg_prepared_statements order by prepare_time',
      )
    ).rows;
  const pool = () => {
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    return database.pool;
  };

  it('prepares a parameterised query once and runs it again without parsing', async () => {
    const client = await pool().connect();
    try {
      const text = 'select $1::int + 1 as next';
      for (const n of [1, 2, 3]) {
        const { rows } = await client.query({ text, values: [n] });
        expect(rows).toEqual([{ next: n + 1 }]);
      }
      const prepared = await preparedOn(client);
      expect(prepared.filter((row) => row.statement === text)).toEqual([
        { name: statementName(text), statement: text },
      ]);
      // without parameters (begin, commit, a migration's script) nothing is prepared
      await client.query('select 1');
      await client.query({ text: 'select 2' });
      expect(await preparedOn(client)).toHaveLength(prepared.length);
    } finally {
      client.release();
    }
  });

  it('prepares what Drizzle sends, inside transactions and out, with the same answers', async () => {
    // one connection, so the statement is found where it was prepared
    const single = await openDatabase({ url: database.url, dataDir: '', poolSize: 1 });
    try {
      if (single.kind !== 'postgres') throw new Error('expected PostgreSQL');
      const read = async (db: Db | Tx, n: number) =>
        ((await db.execute(sql`select ${n}::int * 2 as twice`)) as unknown as { rows: unknown[] })
          .rows;
      expect(await read(single.db, 4)).toEqual([{ twice: 8 }]);
      await single.db.transaction(async (tx) => {
        expect(await read(tx, 5)).toEqual([{ twice: 10 }]);
      });
      await expect(
        single.db.transaction(async (tx) => {
          await read(tx, 6);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await read(single.db, 7)).toEqual([{ twice: 14 }]);
      const { rows } = await single.pool.query<{ name: string }>(
        'select name from pg_prepared_statements where statement = $1',
        ['select $1::int * 2 as twice'],
      );
      expect(rows).toEqual([{ name: statementName('select $1::int * 2 as twice') }]);
    } finally {
      await single.close();
    }
  });

  it('passes a submittable (a cursor, a stream) on untouched', async () => {
    const client = await pool().connect();
    try {
      const rows: unknown[] = [];
      const submittable = new pg.Query({ text: 'select $1::int as n', values: [9] });
      submittable.on('row', (row: unknown) => rows.push(row));
      const done = new Promise((resolve, reject) => {
        submittable.on('end', resolve);
        submittable.on('error', reject);
      });
      expect(client.query(submittable)).toBe(submittable);
      await done;
      expect(rows).toEqual([{ n: 9 }]);
      expect((await preparedOn(client)).map((row) => row.statement)).not.toContain(
        'select $1::int as n',
      );
    } finally {
      client.release();
    }
  });

  it('parses again after a statement failed to parse, once what it needs exists', async () => {
    const client = await pool().connect();
    try {
      const text = 'select "label" from "later_table" where "id" = $1';
      await expect(client.query({ text, values: [1] })).rejects.toThrow(/later_table/);
      await client.query('create table later_table (id int primary key, label text)');
      await client.query("insert into later_table values (1, 'Honig')");
      expect((await client.query({ text, values: [1] })).rows).toEqual([{ label: 'Honig' }]);
      expect((await client.query({ text, values: [1] })).rows).toEqual([{ label: 'Honig' }]);
    } finally {
      client.release();
    }
  });

  it('runs a text again after a value could not be sent, which closed its statement', async () => {
    const client = await pool().connect();
    try {
      const text = 'select $1::text as word';
      expect((await client.query({ text, values: ['Honig'] })).rows).toEqual([{ word: 'Honig' }]);
      // node-postgres cannot put this value on the wire: it closes the statement it just used
      const unsendable = {
        toPostgres: () => {
          throw new Error('not sendable');
        },
      };
      await expect(client.query({ text, values: [unsendable] })).rejects.toThrow('not sendable');
      for (const word of ['Wachs', 'Met'])
        expect((await client.query({ text, values: [word] })).rows).toEqual([{ word }]);
      // the same on a statement whose very first run could not be sent
      const first = 'select $1::text || $2::text as both';
      await expect(client.query({ text: first, values: ['a', unsendable] })).rejects.toThrow(
        'not sendable',
      );
      expect((await client.query({ text: first, values: ['a', 'b'] })).rows).toEqual([
        { both: 'ab' },
      ]);
      // and with a callback, as pool.query calls it
      const failed = await new Promise<Error | undefined>((resolve) =>
        // node-postgres calls back a second time, without error, once the server is ready again
        client.query(first, ['c', unsendable], (error: Error | undefined) => resolve(error)),
      );
      expect(failed?.message).toBe('not sendable');
      expect((await client.query(first, ['c', 'd'])).rows).toEqual([{ both: 'cd' }]);
    } finally {
      client.release();
    }
  });

  it('recovers when another process changed a type a prepared statement returns', async () => {
    const client = await pool().connect();
    const other = await pool().connect();
    try {
      await client.query('create table retyped (id int primary key, amount int)');
      await client.query('insert into retyped values (1, 250)');
      const text = 'select "amount" from "retyped" where "id" = $1';
      expect((await client.query({ text, values: [1] })).rows).toEqual([{ amount: 250 }]);
      // a newer release's migration, run by a process started later
      await other.query('alter table retyped alter column amount type text');
      // PostgreSQL refuses the cached plan once; from then on the connection parses the text anew
      await expect(client.query({ text, values: [1] })).rejects.toThrow(/cached plan/);
      for (const run of [1, 2])
        expect((await client.query({ text, values: [1] })).rows, `run ${run}`).toEqual([
          { amount: '250' },
        ]);
    } finally {
      other.release();
      client.release();
    }
  });

  it('recovers when its statements were dropped on the server (DISCARD ALL, DEALLOCATE)', async () => {
    const client = await pool().connect();
    try {
      const text = 'select $1::int * 2 as twice';
      expect((await client.query({ text, values: [2] })).rows).toEqual([{ twice: 4 }]);
      // what a connection pooler's reset query or an operator's session does
      await client.query('deallocate all');
      await expect(client.query({ text, values: [3] })).rejects.toThrow(/does not exist/);
      for (const run of [1, 2])
        expect((await client.query({ text, values: [run] })).rows, `run ${run}`).toEqual([
          { twice: 2 * run },
        ]);
    } finally {
      client.release();
    }
  });

  it(`keeps at most ${MAX_NAMED_PER_CONNECTION} per connection, and runs the rest unnamed`, async () => {
    // a connection of its own: the count is exact only from its first statement
    const single = await openDatabase({ url: database.url, dataDir: '', poolSize: 1 });
    if (single.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const client = await single.pool.connect();
    try {
      const texts = Array.from(
        { length: MAX_NAMED_PER_CONNECTION + 20 },
        (_, i) => `select $1::int + ${i} as n`,
      );
      for (const [i, text] of texts.entries())
        expect((await client.query({ text, values: [1] })).rows).toEqual([{ n: 1 + i }]);
      expect((await preparedOn(client)).length).toBe(MAX_NAMED_PER_CONNECTION);
      // a text named before the cap still finds its statement
      expect((await client.query({ text: texts[0] as string, values: [5] })).rows).toEqual([
        { n: 5 },
      ]);
    } finally {
      client.release();
      await single.close();
    }
  });

  it('prepares nothing when the URL says prepare=false', async () => {
    const url = new URL(database.url ?? '');
    url.searchParams.set('prepare', 'false');
    const plain = await openDatabase({ url: url.toString(), dataDir: '' });
    try {
      if (plain.kind !== 'postgres') throw new Error('expected PostgreSQL');
      const client = await plain.pool.connect();
      try {
        expect((await client.query({ text: 'select $1::int as n', values: [3] })).rows).toEqual([
          { n: 3 },
        ]);
        expect(await preparedOn(client)).toEqual([]);
      } finally {
        client.release();
      }
    } finally {
      await plain.close();
    }
  });
});
