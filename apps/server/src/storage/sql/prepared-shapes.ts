import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import { preparedOn, type Tx } from './executor.js';

/** The most shapes one statement prepares; rarer shapes past them are built each time they run. */
export const MOST_SHAPES = 64;

const dialect = new PgDialect();

/** A row with each value a placeholder, or null where the row's type allows null. */
export type Placeheld<R> = { [K in keyof R]: Placeholder | Extract<R[K], null> };

/**
 * Rows to insert as placeholders: each defined value becomes `{prefix}{row}_{key}` (a null stays
 * a literal null, as drizzle writes it: a placeholder would reach a JSON column as JSON's
 * `null`), and an undefined one is left out (the column's default, as drizzle does). `shape`
 * tells apart inputs that need different SQL: which keys each row gives, and which are null.
 *
 * @example
 * const { shape, rows, values } = rowPlaceholders('l', [{ title: 'Serum', sku: null }]);
 * // shape 'l:title,sku=null', rows [{ title: placeholder('l0_title'), sku: null }], values { l0_title: 'Serum' }
 */
export function rowPlaceholders<R extends object>(
  prefix: string,
  given: readonly R[],
): {
  readonly shape: string;
  readonly rows: Placeheld<R>[];
  readonly values: Record<string, unknown>;
} {
  const values: Record<string, unknown> = {};
  const shapes: string[] = [];
  const rows = given.map((row, index) => {
    const keys: string[] = [];
    const placeholders: Record<string, Placeholder | null> = {};
    for (const [key, value] of Object.entries(row)) {
      if (value === undefined) continue;
      if (value === null) {
        keys.push(`${key}=null`);
        placeholders[key] = null;
        continue;
      }
      const name = `${prefix}${index}_${key}`;
      keys.push(key);
      placeholders[key] = sql.placeholder(name);
      values[name] = value;
    }
    shapes.push(keys.join(','));
    // The keys of `row`, each a placeholder or (where its value was) null.
    return placeholders as Placeheld<R>;
  });
  return { shape: `${prefix}:${shapes.join('|')}`, rows, values };
}

/** A prepared raw statement's answer: what the driver answers (`{ rows }` on both). */
type RawPrepared = PgPreparedQuery<PreparedQueryConfig & { execute: unknown }>;

/**
 * A statement whose SQL depends on its input's shape (which columns its rows give, how many
 * rows: an order's lines), built and prepared once per shape and connection: `build` makes the
 * shape's SQL with `sql.placeholder`s (`rowPlaceholders`), and the statement runs with the
 * input's values. The first `MOST_SHAPES` shapes a process sees are kept, named
 * `{name}_{n}`; later ones are built each time (a rarer input pays drizzle's build, as before).
 * What drizzle computes at build time (a column's `$defaultFn`) would be kept from the first
 * build: the tables written this way compute none (`prepared-shapes.test.ts` checks).
 *
 * @example
 * const insertLines = preparedByShape('insert_lines');
 * const { shape, rows, values } = rowPlaceholders('l', lines);
 * await insertLines(tx, shape, () => tx.insert(orderLines).values(rows).getSQL()).execute(values);
 */
export function preparedByShape(
  name: string,
): (tx: Tx, shape: string, build: () => SQL) => RawPrepared {
  const shapes = new Map<string, (tx: Tx) => RawPrepared>();
  const prepare = (tx: Tx, statement: SQL, named: string | undefined): RawPrepared =>
    tx._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, named, false);
  return (tx, shape, build) => {
    let prepared = shapes.get(shape);
    if (!prepared) {
      if (shapes.size >= MOST_SHAPES) return prepare(tx, build(), undefined);
      const statement = build();
      const named = `${name}_${shapes.size}`;
      prepared = preparedOn((on) => prepare(on, statement, named));
      shapes.set(shape, prepared);
    }
    return prepared(tx);
  };
}
