import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedStatements, type NamedQuery } from '../named-statements.js';

let client: PGlite;
let query: NamedQuery;
const LIMIT = 4;

beforeAll(async () => {
  client = await PGlite.create();
  await client.exec(`create table items (id int primary key, name text, tags text[], doc jsonb);
    insert into items select n, 'item ' || n, array['t' || (n % 3)], jsonb_build_object('n', n)
    from generate_series(1, 50) as n;`);
  query = await namedStatements(client, LIMIT);
}, 60_000);

afterAll(() => client.close());

const kept = async (): Promise<number> =>
  Number(
    (await client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements'))
      .rows[0]?.n,
  );

describe('statements run as named prepared statements', () => {
  it('answers what PGlite’s own query answers, for each run’s values', async () => {
    const statement = 'select id, name, tags, doc from items where id = any($1::int[]) order by id';
    for (const ids of [[1, 2], [7], [49, 50, 3]]) {
      const named = await query(statement, [ids], {}, false);
      const unnamed = await client.query(statement, [ids]);
      expect(named.rows).toEqual(unnamed.rows);
      expect(named.fields).toEqual(unnamed.fields);
    }
    expect((await query(statement, [[7]], {}, false)).rows).toEqual([
      { id: 7, name: 'item 7', tags: ['t1'], doc: { n: 7 } },
    ]);
  });

  it('keeps the caller’s row mode and parsers', async () => {
    const answer = await query(
      'select id, doc from items where id = $1',
      [5],
      { rowMode: 'array', parsers: { 3802: (value: string) => value } },
      false,
    );
    expect(answer.rows).toEqual([[5, '{"n": 5}']]);
  });

  it('plans each run for its values, so a selective value uses its index', async () => {
    const plan = await query<{ 'QUERY PLAN': string }>(
      'explain select * from items where id = $1',
      [3],
      {},
      false,
    );
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('items_pkey');
    const mode = await client.query<{ plan_cache_mode: string }>('show plan_cache_mode');
    expect(mode.rows[0]?.plan_cache_mode).toBe('force_custom_plan');
  });

  it('keeps at most its limit of texts, closing the least recently used, which still answer', async () => {
    for (let n = 1; n <= LIMIT * 3; n += 1) {
      const answer = await query(`select $1::int + ${n} as sum`, [1], {}, false);
      expect(answer.rows).toEqual([{ sum: 1 + n }]);
    }
    // Closing happens with the next new text: at most one more than the limit at a time.
    expect(await kept()).toBeGreaterThanOrEqual(LIMIT);
    expect(await kept()).toBeLessThanOrEqual(LIMIT + 1);
    expect((await query('select $1::int + 1 as sum', [1], {}, false)).rows).toEqual([{ sum: 2 }]);
    expect(await kept()).toBeLessThanOrEqual(LIMIT + 1);
  });

  it('rejects a failing statement with PostgreSQL’s error, and the session goes on', async () => {
    await expect(query('select * from missing_table', [], {}, false)).rejects.toMatchObject({
      code: '42P01',
    });
    await expect(
      query('insert into items (id, name) values ($1, $2)', [1, 'again'], {}, false),
    ).rejects.toMatchObject({ code: '23505', constraint: 'items_pkey' });
    expect((await query('select count(*)::int as n from items', [], {}, false)).rows).toEqual([
      { n: 50 },
    ]);
  });

  it('runs in a transaction, whose rollback undoes its statements', async () => {
    await client
      .transaction(async () => {
        await query('update items set name = $1 where id = $2', ['renamed', 9], {}, true);
        const inside = await query('select name from items where id = $1', [9], {}, true);
        expect(inside.rows).toEqual([{ name: 'renamed' }]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await query('select name from items where id = $1', [9], {}, false)).rows).toEqual([
      { name: 'item 9' },
    ]);
  });

  it('answers a kept text after the table under it changed', async () => {
    const statement = 'select name from items where id = $1';
    expect((await query(statement, [2], {}, false)).rows).toEqual([{ name: 'item 2' }]);
    await client.exec(`create table items_new (like items including all);
      insert into items_new select id, 'new ' || name, tags, doc from items;
      drop table items; alter table items_new rename to items;`);
    expect((await query(statement, [2], {}, false)).rows).toEqual([{ name: 'new item 2' }]);
  });
});
