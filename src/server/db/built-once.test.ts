import { asc, eq, isNull, sql } from 'drizzle-orm';
import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DatabaseKind,
  databaseKinds,
  describeOnPostgres,
  type TestDatabase,
} from '../testing/databases';
import { builtOnce, setTo } from './built-once';
import { openDatabase } from './client';

// a table of the test's own: nullable JSON and time, the columns whose encoders refuse null
const notes = pgTable('built_once_notes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  body: jsonb('body'),
  at: timestamp('at', { withTimezone: true }),
});

let builds = 0;
const insertNote = builtOnce(['name', 'body', 'at'], (db, values) => {
  builds += 1;
  return db.insert(notes).values(values).returning({ id: notes.id });
});
const notesNamed = builtOnce(['names'], (db, { names }) => {
  builds += 1;
  return db.select().from(notes).where(sql`${notes.name} = any(${names})`).orderBy(asc(notes.id));
});
const renameNote = builtOnce(['id', 'name'], (db, { id, name }) =>
  db
    .update(notes)
    .set({ name: setTo(notes.name, name) })
    .where(eq(notes.id, id))
    .returning({ name: notes.name }),
);

const setBody = builtOnce(['id', 'body'], (db, { id, body }) =>
  db
    .update(notes)
    .set({ body: setTo(notes.body, body) })
    .where(eq(notes.id, id)),
);

async function openWithNotes(kind: DatabaseKind): Promise<TestDatabase> {
  const database = await kind.open();
  await database.db.execute(
    sql`create table built_once_notes (id serial primary key, name text not null, body jsonb, at timestamptz)`,
  );
  return database;
}

describe.each(databaseKinds())('builtOnce on $name', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openWithNotes(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('answers as the query built each time does, with each run its own values', async () => {
    const { db } = database;
    const at = new Date('2026-03-29T01:30:00.000Z');
    await insertNote(db, { name: 'Honig', body: { jar: 'Glas' }, at });
    await insertNote(db, { name: 'Met', body: [1, 2], at: null });
    await insertNote(db, { name: 'Öl', body: null, at: null });
    const asBuilt = await db.select().from(notes).orderBy(asc(notes.id));
    expect(await notesNamed(db, { names: ['Honig', 'Met', 'Öl'] })).toEqual(asBuilt);
    expect(asBuilt.map(({ name, body, at }) => ({ name, body, at }))).toEqual([
      { name: 'Honig', body: { jar: 'Glas' }, at },
      { name: 'Met', body: [1, 2], at: null },
      // null goes in as SQL NULL, not as JSON's null or a refused timestamp
      { name: 'Öl', body: null, at: null },
    ]);
    const sqlNull = () =>
      db.select({ name: notes.name }).from(notes).where(isNull(notes.body)).orderBy(asc(notes.id));
    expect(await sqlNull()).toEqual([{ name: 'Öl' }]);
    // an update sets JSON through the column's encoder too: an array stays a JSON array
    const idOf = (name: string) => asBuilt.find((note) => note.name === name)?.id ?? 0;
    await setBody(db, { id: idOf('Honig'), body: null });
    await setBody(db, { id: idOf('Met'), body: ['Glas', 250] });
    expect(await sqlNull()).toEqual([{ name: 'Honig' }, { name: 'Öl' }]);
    expect((await notesNamed(db, { names: ['Met'] }))[0]?.body).toEqual(['Glas', 250]);
    expect((await notesNamed(db, { names: ['Met'] })).map((note) => note.name)).toEqual(['Met']);
    expect(await notesNamed(db, { names: [] })).toEqual([]);
  });

  it('runs inside a transaction on its connection: it sees what the transaction wrote', async () => {
    const { db } = database;
    const rolledBack = new Error('rolled back');
    await expect(
      db.transaction(async (tx) => {
        const [note] = await insertNote(tx, { name: 'Wachs', body: null, at: null });
        expect(await renameNote(tx, { id: note?.id ?? 0, name: 'Bienenwachs' })).toEqual([
          { name: 'Bienenwachs' },
        ]);
        expect((await notesNamed(tx, { names: ['Bienenwachs'] })).length).toBe(1);
        // outside the transaction it is not there yet (PGlite runs nothing beside a transaction)
        if (database.kind === 'postgres')
          expect(await notesNamed(db, { names: ['Bienenwachs'] })).toEqual([]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await notesNamed(db, { names: ['Wachs', 'Bienenwachs'] })).toEqual([]);
  });

  it('builds once per connection, not once per run', async () => {
    const { db } = database;
    const before = builds;
    for (let run = 0; run < 5; run++) await notesNamed(db, { names: ['Honig'] });
    expect(builds - before).toBeLessThanOrEqual(1);
    if (database.kind !== 'postgres') return;
    // transactions take pooled connections again and again: at most one build per connection
    const inTransactions = builds;
    for (let run = 0; run < 10; run++)
      await db.transaction((tx) => notesNamed(tx, { names: ['Honig'] }));
    expect(builds - inTransactions).toBeLessThanOrEqual(database.pool.totalCount);
    expect(builds - inTransactions).toBeLessThan(10);
  });
});

/** Resolves for everyone once `count` callers are waiting. */
function barrier(count: number): () => Promise<void> {
  let waiting = 0;
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return () => {
    waiting += 1;
    if (waiting === count) open();
    return opened;
  };
}

// PGlite runs one transaction at a time: only PostgreSQL has several open at once
describeOnPostgres('builtOnce in transactions side by side', (postgres) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openWithNotes(postgres);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('keeps transactions on different connections apart', async () => {
    const { db } = database;
    const names = ['Kerze', 'Seife', 'Salbe', 'Tee'];
    // all four hold their uncommitted row while each of them reads, and none commits before
    // every one has read
    const wrote = barrier(names.length);
    const read = barrier(names.length);
    const seen = await Promise.all(
      names.map((name) =>
        db.transaction(async (tx) => {
          await insertNote(tx, { name, body: { name }, at: null });
          await wrote();
          const found = (await notesNamed(tx, { names })).map((note) => note.name);
          await read();
          return found;
        }),
      ),
    );
    expect(seen).toEqual(names.map((name) => [name]));
    // and all four were committed, in whichever order they finished
    expect((await notesNamed(db, { names })).map((note) => note.name).sort()).toEqual(
      [...names].sort(),
    );
  });

  it('prepares nothing on the server where DATABASE_URL says prepare=false', async () => {
    const url = new URL(database.url ?? '');
    url.searchParams.set('prepare', 'false');
    const plain = await openDatabase({ url: url.toString(), dataDir: '', poolSize: 1 });
    try {
      for (const name of ['Honig', 'Met'])
        await plain.db.transaction((tx) => notesNamed(tx, { names: [name] }));
      expect((await notesNamed(plain.db, { names: ['Kerze'] })).map((note) => note.name)).toEqual([
        'Kerze',
      ]);
      const prepared = await plain.db.execute(sql`select name from pg_prepared_statements`);
      expect((prepared as unknown as { rows: unknown[] }).rows).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
