import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopSettings } from '../db/schema';
import { databaseKinds, type TestDatabase } from '../testing/databases';
import { isSmallBusiness, smallBusinessNow } from './small-business';

// The prices read the § 19 switch in SQL, the pages' wording in JavaScript: a stored value of any
// shape must read the same in both, or a page would say "no VAT" above a price that charges it.

const STORED: unknown[] = [
  { smallBusiness: true },
  { smallBusiness: false },
  { smallBusiness: 'true' },
  { smallBusiness: 1 },
  { smallBusiness: null },
  { smallBusiness: [true] },
  {},
  'true',
  true,
];

describe.each(databaseKinds())('the § 19 switch read on $name', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  const readInSql = async () => {
    const result = (await database.db.execute(
      sql`select ${smallBusinessNow} as now`,
    )) as unknown as {
      rows: { now: boolean }[];
    };
    return result.rows[0]?.now;
  };

  it('reads as false while nothing is stored', async () => {
    expect(isSmallBusiness(undefined)).toBe(false);
    expect(await readInSql()).toBe(false);
  });

  it.each(STORED.map((value) => [JSON.stringify(value), value]))(
    'reads %s alike in SQL and JavaScript',
    async (_, value) => {
      await database.db
        .insert(shopSettings)
        .values({ key: 'invoicing', value })
        .onConflictDoUpdate({ target: shopSettings.key, set: { value } });
      const expected = JSON.stringify(value) === '{"smallBusiness":true}';
      expect(isSmallBusiness(value)).toBe(expected);
      expect(await readInSql()).toBe(expected);
    },
  );
});
