import { is } from 'drizzle-orm';
import { getTableConfig, integer, PgTable, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/support/test-app.js';
import type { Database } from './client.js';
import * as schema from './schema/index.js';

/**
 * The SQL migrations are the truth of the database; the Drizzle schema is how the code sees it.
 * This checks, over every table, that both say the same: table names, column names, types and
 * nullability. A migration without its schema change (or the reverse) fails here.
 */

/** Tables the migrations make that the code reaches without Drizzle. */
const NOT_IN_DRIZZLE = new Set(['_migrations']);

/** Drizzle's spelling of a type → PostgreSQL's format_type() spelling. */
function normalizeType(sqlType: string): string {
  const t = sqlType
    .trim()
    .toLowerCase()
    .replace(/\s*,\s*/g, ',')
    .replace(/\s+\(/g, '(');
  const rules: [RegExp, string][] = [
    [/^serial$/, 'integer'],
    [/^smallserial$/, 'smallint'],
    [/^bigserial$/, 'bigint'],
    [/^int4?$/, 'integer'],
    [/^int8$/, 'bigint'],
    [/^varchar(\(\d+\))?$/, 'character varying$1'],
    [/^char(\(\d+\))?$/, 'character$1'],
    [/^timestamp(\(\d\))?$/, 'timestamp$1 without time zone'],
    [/^time(\(\d\))?$/, 'time$1 without time zone'],
  ];
  for (const [pattern, replacement] of rules) if (pattern.test(t)) return t.replace(pattern, replacement);
  return t;
}

type Shape = Record<string, string>;

/** "table.column" → "type [NOT NULL]" as the Drizzle definitions describe it. */
function drizzleShape(tables: PgTable[]): Shape {
  const shape: Shape = {};
  for (const table of tables) {
    const config = getTableConfig(table);
    const inCompositeKey = new Set(config.primaryKeys.flatMap((pk) => pk.columns.map((c) => c.name)));
    for (const column of config.columns) {
      const notNull = column.notNull || column.primary || inCompositeKey.has(column.name);
      shape[`${config.name}.${column.name}`] =
        `${normalizeType(column.getSQLType())}${notNull ? ' NOT NULL' : ''}`;
    }
  }
  return shape;
}

/** The same, read from the migrated database's catalogue. */
async function databaseShape(database: Database): Promise<Shape> {
  const { rows } = await database.sql.query<{
    table_name: string;
    column_name: string;
    type: string;
    not_null: boolean;
  }>(
    `SELECT c.relname AS table_name, a.attname AS column_name,
            format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null
       FROM pg_attribute a
       JOIN pg_class c ON c.oid = a.attrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped`,
  );
  const shape: Shape = {};
  for (const row of rows) {
    if (NOT_IN_DRIZZLE.has(row.table_name)) continue;
    shape[`${row.table_name}.${row.column_name}`] =
      `${normalizeType(row.type)}${row.not_null ? ' NOT NULL' : ''}`;
  }
  return shape;
}

const drizzleTables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  // A database with every migration applied, and nothing else (the suite's migrated template).
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe('the Drizzle schema and the SQL migrations', () => {
  it('describe the same tables', async () => {
    const inDb = new Set(Object.keys(await databaseShape(database)).map((k) => k.split('.')[0]));
    const inDrizzle = new Set(drizzleTables.map((t) => getTableConfig(t).name));
    expect([...inDrizzle].sort()).toEqual([...inDb].sort());
    expect(inDrizzle.size).toBeGreaterThan(10);
  });

  it('describe the same columns, types and nullability', async () => {
    expect(drizzleShape(drizzleTables)).toEqual(await databaseShape(database));
  });

  it('would notice a column whose type or nullability drifted', async () => {
    const actual = await databaseShape(database);
    const drifted = pgTable('welcome_sent', {
      userId: integer('user_id').primaryKey(),
      sentAt: timestamp('sent_at', { withTimezone: true }),
      extra: text('extra'),
    });
    const mine = drizzleShape([drifted]);
    const theirs = Object.fromEntries(Object.entries(actual).filter(([k]) => k.startsWith('welcome_sent.')));
    expect(mine).not.toEqual(theirs);
    expect(mine['welcome_sent.user_id']).toBe('integer NOT NULL');
    expect(theirs['welcome_sent.user_id']).toBe('text NOT NULL');
  });

  it('spells types the way PostgreSQL does', () => {
    expect(normalizeType('timestamp with time zone')).toBe('timestamp with time zone');
    expect(normalizeType('timestamp')).toBe('timestamp without time zone');
    expect(normalizeType('timestamp (3)')).toBe('timestamp(3) without time zone');
    expect(normalizeType('varchar(255)')).toBe('character varying(255)');
    expect(normalizeType('numeric(10, 2)')).toBe('numeric(10,2)');
    expect(normalizeType('serial')).toBe('integer');
    expect(normalizeType('text[]')).toBe('text[]');
  });
});
