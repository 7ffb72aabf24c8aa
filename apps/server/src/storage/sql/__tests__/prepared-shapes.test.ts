import { PGlite } from '@electric-sql/pglite';
import { getTableColumns, sql, type Column, type Table } from 'drizzle-orm';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../../schema/index.js';
import type { Tx } from '../executor.js';
import { MOST_SHAPES, preparedByShape, rowPlaceholders } from '../prepared-shapes.js';

const notes = pgTable('notes', {
  id: integer('id').primaryKey(),
  body: jsonb('body').$type<{ words: string }>(),
  label: text('label').default('plain'),
});

let client: PGlite;
let tx: Tx;

beforeAll(async () => {
  client = new PGlite();
  await client.exec(
    `create table notes (id integer primary key, body jsonb, label text default 'plain')`,
  );
  // Only the drizzle handle's statements matter here: the schema type is the storage's.
  tx = drizzle({ client }) as unknown as Tx;
});

afterAll(async () => {
  await client.close();
});

type Note = typeof notes.$inferInsert;

/** Inserts `rows` through one shape-keyed statement, as the order insert does. */
const insertNotes = (statement: ReturnType<typeof preparedByShape>, given: readonly Note[]) => {
  const { shape, rows, values } = rowPlaceholders('n', given);
  return statement(tx, shape, () => tx.insert(notes).values(rows).getSQL()).execute(values);
};

const stored = async () =>
  (
    await client.query<{ id: number; body_is_null: boolean; label: string }>(
      `select id, body is null as body_is_null, label from notes order by id`,
    )
  ).rows;

describe('rowPlaceholders', () => {
  it('makes a placeholder of each given value, keeps nulls literal and leaves undefined out', () => {
    const { shape, rows, values } = rowPlaceholders('n', [
      { id: 1, body: null, label: undefined },
      { id: 2, body: { words: 'hi' }, label: 'x' },
    ]);
    expect(shape).toBe('n:id,body=null|id,body,label');
    expect(rows[0]?.body).toBeNull();
    expect(Object.keys(rows[0] ?? {})).toEqual(['id', 'body']);
    expect(values).toEqual({ n0_id: 1, n1_id: 2, n1_body: { words: 'hi' }, n1_label: 'x' });
  });
});

describe('preparedByShape', () => {
  it('writes what drizzle writes: SQL NULL for a null JSON value, the default for a missing one', async () => {
    await client.exec('delete from notes');
    const statement = preparedByShape('notes_insert');
    await insertNotes(statement, [{ id: 1, body: null }]);
    await insertNotes(statement, [{ id: 2, body: { words: 'hi' }, label: 'x' }]);
    expect(await stored()).toEqual([
      { id: 1, body_is_null: true, label: 'plain' },
      { id: 2, body_is_null: false, label: 'x' },
    ]);
    const [json] = (await client.query<{ body: unknown }>('select body from notes where id = 2'))
      .rows;
    expect(json?.body).toEqual({ words: 'hi' });
  });

  it('builds one statement a shape, and past the most shapes still writes every input', async () => {
    await client.exec('delete from notes');
    const statement = preparedByShape('notes_many');
    const build = vi.fn(() =>
      tx
        .insert(notes)
        .values(rowPlaceholders('n', [{ id: 0 }]).rows)
        .getSQL(),
    );
    // The same shape twice: built once.
    statement(tx, 'one', build);
    statement(tx, 'one', build);
    expect(build).toHaveBeenCalledTimes(1);
    // Inputs of MOST_SHAPES + 5 row counts: each a shape of its own.
    for (let count = 1; count <= MOST_SHAPES + 5; count += 1) {
      const rows = Array.from({ length: count }, (_, index) => ({ id: count * 1000 + index }));
      await insertNotes(statement, rows);
    }
    const [total] = (await client.query<{ n: number }>('select count(*)::int as n from notes'))
      .rows;
    const shapes = MOST_SHAPES + 5;
    expect(total?.n).toBe((shapes * (shapes + 1)) / 2);
    // A rare shape past the bound is built again each time it runs.
    const rare = vi.fn(() =>
      tx
        .insert(notes)
        .values({ id: sql`-1` })
        .getSQL(),
    );
    statement(tx, 'rare', rare);
    statement(tx, 'rare', rare);
    expect(rare).toHaveBeenCalledTimes(2);
  });
});

describe('the tables whose writes are prepared', () => {
  it('compute no column in JavaScript, which a prepared statement would freeze at its first build', () => {
    const prepared: Record<string, Table> = {
      orders: schema.orders,
      orderLines: schema.orderLines,
      orderStatusChanges: schema.orderStatusChanges,
      payments: schema.payments,
      orderLives: schema.orderLives,
      outbox: schema.outbox,
      idempotencyKeys: schema.idempotencyKeys,
      rateLimits: schema.rateLimits,
      phoneProofs: schema.phoneProofs,
      stock: schema.stock,
    };
    const computed = Object.entries(prepared).flatMap(([table, columns]) =>
      Object.entries<Column>(getTableColumns(columns))
        .filter(([, column]) => column.defaultFn !== undefined || column.onUpdateFn !== undefined)
        .map(([name]) => `${table}.${name}`),
    );
    expect(computed).toEqual([]);
  });
});
