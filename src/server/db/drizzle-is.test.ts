import { createRequire } from 'node:module';
import {
  Column,
  entityKind,
  is,
  Name,
  Param,
  Placeholder,
  SQL,
  StringChunk,
  Subquery,
  sql,
  Table,
  View,
} from 'drizzle-orm';
import { alias, PgColumn, PgDialect, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { orderItems, orders, products } from './schema';

// Drizzle 0.45.4's own `is()`, as it was before patches/drizzle-orm+0.45.4.patch: the patched one
// keeps its answers per prototype and must give the same ones.
function walkedIs(value: unknown, type: { [entityKind]: string }): boolean {
  if (!value || typeof value !== 'object') return false;
  if (value instanceof (type as unknown as new () => object)) return true;
  let cls = Object.getPrototypeOf(value).constructor;
  while (cls) {
    if (entityKind in cls && cls[entityKind] === type[entityKind]) return true;
    cls = Object.getPrototypeOf(cls);
  }
  return false;
}

// a class of another copy of drizzle (a second version in node_modules): no `instanceof`, the
// same kind
class OtherCopyOfSQL {
  static readonly [entityKind]: string = 'SQL';
  readonly queryChunks: unknown[] = [];
}
class OtherCopyOfPgColumn extends OtherCopyOfSQL {
  static override readonly [entityKind] = 'PgColumn';
}
// a kind that decides membership itself, value by value: never kept per prototype
class Flagged {
  static readonly [entityKind] = 'Flagged';
  static [Symbol.hasInstance](value: unknown) {
    return (value as { flag?: boolean } | null)?.flag === true;
  }
  readonly flag = true;
}

const values: unknown[] = [
  sql`select 1`,
  sql.placeholder('id'),
  new Param(1),
  new StringChunk('x'),
  new Name('x'),
  orders,
  orders.id,
  orders.createdAt,
  products.amountAvailable,
  orderItems.attendee,
  sql`1`.as('one'),
  new OtherCopyOfSQL(),
  new OtherCopyOfPgColumn(),
  // a prototype whose constructor names another kind than its chain
  Object.create(Object.create(Param.prototype, { constructor: { value: SQL } })),
  Object.create(sql`1`),
  // an aliased table's column is a Proxy
  alias(orders, 'o').id,
  { flag: true },
  { flag: false },
  new Date(),
  ['a', 1],
  { sql: 'x' },
  Object.create(null),
  'text',
  42,
  null,
  undefined,
];
const types = [
  SQL,
  SQL.Aliased,
  Param,
  Placeholder,
  StringChunk,
  Name,
  Table,
  PgTable,
  Column,
  PgColumn,
  View,
  Subquery,
  Flagged,
] as unknown as { [entityKind]: string }[];

// an object without a prototype threw in the original unless `instanceof` said yes (upstream
// pull request #5625): no entity
const expectedIs = (value: unknown, type: { [entityKind]: string }) =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === null
    ? value instanceof (type as unknown as new () => object)
    : walkedIs(value, type);

describe("drizzle's is(), patched", () => {
  it('answers as the original walk for every value against every kind, and again', () => {
    for (const round of [1, 2])
      for (const value of values)
        for (const type of types)
          expect({ round, value, type, is: is(value, type as never) }).toEqual({
            round,
            value,
            type,
            is: expectedIs(value, type),
          });
  });

  it('is the same in the CommonJS build', () => {
    const cjs = createRequire(import.meta.url)('drizzle-orm') as typeof import('drizzle-orm');
    expect(cjs.is(Object.create(null), cjs.SQL)).toBe(false);
    expect(cjs.is(cjs.sql`1`, cjs.SQL)).toBe(true);
  });

  it('still refuses a class that is no drizzle entity', () => {
    class NotAnEntity {}
    expect(() => is(sql`1`, NotAnEntity as never)).toThrow(/doesn't look like a Drizzle entity/);
    // and refuses it again: a refusal is not kept as an answer
    expect(() => is(sql`1`, NotAnEntity as never)).toThrow(/doesn't look like a Drizzle entity/);
  });

  it('builds a query with a value that has no prototype (it threw before)', () => {
    const attendee = Object.assign(Object.create(null), { firstName: 'Jürgen' });
    const query = new PgDialect().sqlToQuery(sql`select ${orderItems.attendee} = ${attendee}`);
    expect(query.sql).toBe('select "order_items"."attendee" = $1');
    expect(query.params).toEqual([attendee]);
  });
});
