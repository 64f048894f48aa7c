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
import { PgColumn, PgDialect, PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
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
] as unknown as { [entityKind]: string }[];

describe("drizzle's is(), patched", () => {
  it('answers as the original walk for every value and kind, asked in any order and again', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...values), fc.constantFrom(...types)), {
          maxLength: 60,
        }),
        (asks) => {
          for (const [value, type] of asks) {
            // an object without a prototype threw in the original (upstream #5625): no entity
            const expected =
              value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === null
                ? false
                : walkedIs(value, type);
            expect(is(value, type as never)).toBe(expected);
          }
        },
      ),
    );
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
