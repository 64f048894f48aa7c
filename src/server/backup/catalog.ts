import type { Sql } from './connection';

export interface TableInfo {
  name: string;
  columns: { name: string; type: string }[];
  /** Holds pictures or other bytes: read a few rows at a time. */
  hasBytes: boolean;
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The shop's tables, each after every table it references, with their stored columns. */
export async function listTables(sql: Sql): Promise<TableInfo[]> {
  const columns = await sql.query<{ table: string; name: string; type: string }>(
    `select c.relname as table, a.attname as name, format_type(a.atttypid, a.atttypmod) as type
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0
        and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`,
  );
  const references = await sql.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  );
  const tables = new Map<string, TableInfo>();
  for (const column of columns) {
    const table = tables.get(column.table) ?? { name: column.table, columns: [], hasBytes: false };
    table.columns.push({ name: column.name, type: column.type });
    if (column.type === 'bytea') table.hasBytes = true;
    tables.set(column.table, table);
  }
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: string[]) => {
    if (placed.has(name)) return;
    if (path.includes(name))
      throw new Error(`Fremdschlüssel im Kreis: ${[...path, name].join(' → ')}`);
    for (const { parent } of references.filter((reference) => reference.child === name))
      place(parent, [...path, name]);
    placed.add(name);
    const table = tables.get(name);
    if (table) ordered.push(table);
  };
  for (const name of [...tables.keys()].sort()) place(name, []);
  return ordered;
}

export interface MigrationState {
  count: number;
  /** The journal time of the last migration applied (drizzle's `created_at`), as text. */
  lastCreatedAt: string | null;
}

export async function migrationState(sql: Sql): Promise<MigrationState> {
  const [exists] = await sql.query<{ found: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as found",
  );
  if (!exists?.found) return { count: 0, lastCreatedAt: null };
  const [row] = await sql.query<{ count: string; last: string | null }>(
    'select count(*)::text as count, max(created_at)::text as last from drizzle.__drizzle_migrations',
  );
  return { count: Number(row?.count ?? 0), lastCreatedAt: row?.last ?? null };
}

export interface SequenceState {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export async function listSequences(sql: Sql): Promise<SequenceState[]> {
  const names = await sql.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  const states: SequenceState[] = [];
  for (const { name } of names) {
    const [state] = await sql.query<{ last: string; called: boolean }>(
      `select last_value::text as last, is_called as called from ${quoteIdent(name)}`,
    );
    if (state) states.push({ name, lastValue: state.last, isCalled: state.called });
  }
  return states;
}
