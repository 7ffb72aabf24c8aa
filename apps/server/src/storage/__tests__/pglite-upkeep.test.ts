import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleShop, STORE_ID } from '@haat/sample-shop';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshPgliteDatabase } from '../../../test/support/pglite.js';
import { CONNECTION_LIMITS, openDatabase, type Database } from '../database.js';
import { AUTOVACUUM_DEFAULTS } from '../autovacuum-settings.js';
import { upkeepSteps } from '../pglite-upkeep.js';
import { rowsOf } from '../sql/executor.js';
import { createSqlStorage } from '../sql/create-sql-storage.js';

const seed = { storeId: STORE_ID, ...sampleShop };
const quietLog = { info: () => undefined, warn: (...args: unknown[]) => console.error(args) };

const table = (name: string, figures: Partial<Parameters<typeof upkeepSteps>[0][number]> = {}) => ({
  name,
  rows: 1_000,
  dead: 0,
  modifiedSinceAnalyze: 0,
  insertedSinceVacuum: 0,
  written: 0,
  ginIndexes: [],
  settings: AUTOVACUUM_DEFAULTS,
  ...figures,
});

describe('upkeepSteps', () => {
  it.each([
    ['nothing written', table('stock'), []],
    [
      'dead rows past 50 + 20 %',
      table('stock', { dead: 251 }),
      [{ kind: 'vacuum', table: 'stock', analyse: false }],
    ],
    ['dead rows below it', table('stock', { dead: 250 }), []],
    [
      'inserts past 1,000 + 20 %',
      table('orders', { insertedSinceVacuum: 1_201 }),
      [{ kind: 'vacuum', table: 'orders', analyse: false }],
    ],
    [
      'changes past 50 + 10 %',
      table('stock', { modifiedSinceAnalyze: 151 }),
      [{ kind: 'analyze', table: 'stock' }],
    ],
    [
      'dead rows and changes',
      table('stock', { dead: 251, modifiedSinceAnalyze: 151 }),
      [{ kind: 'vacuum', table: 'stock', analyse: true }],
    ],
    [
      'changes and writes on a GIN table',
      table('reviews', { modifiedSinceAnalyze: 151, written: 1, ginIndexes: ['a'] }),
      [
        { kind: 'analyze', table: 'reviews' },
        { kind: 'gin', index: 'a' },
      ],
    ],
    ['products are never analysed here', table('products', { modifiedSinceAnalyze: 900 }), []],
    [
      'written, not due: its GIN lists',
      table('products', { written: 3, ginIndexes: ['a', 'b'] }),
      [
        { kind: 'gin', index: 'a' },
        { kind: 'gin', index: 'b' },
      ],
    ],
    [
      "dead rows past the table's own 500 + 1 %",
      table('product_facets', {
        rows: 100_000,
        dead: 1_501,
        settings: { ...AUTOVACUUM_DEFAULTS, vacuumThreshold: 500, vacuumScaleFactor: 0.01 },
      }),
      [{ kind: 'vacuum', table: 'product_facets', analyse: false }],
    ],
    [
      "dead rows below the table's own 500 + 1 %",
      table('product_facets', {
        rows: 100_000,
        dead: 1_500,
        settings: { ...AUTOVACUUM_DEFAULTS, vacuumThreshold: 500, vacuumScaleFactor: 0.01 },
      }),
      [],
    ],
    [
      'inserts, with vacuums for inserts turned off (-1)',
      table('orders', {
        insertedSinceVacuum: 50_000,
        settings: { ...AUTOVACUUM_DEFAULTS, insertThreshold: -1 },
      }),
      [],
    ],
  ])('%s', (_, state, steps) => {
    expect(upkeepSteps([state], new Map(), false)).toEqual(steps);
  });

  it('counts writes since the last round only, and treats every table as due in the first', () => {
    const products = table('products', { written: 3, ginIndexes: ['a'] });
    expect(upkeepSteps([products], new Map([['products', 3]]), false)).toEqual([]);
    expect(upkeepSteps([products, table('stock')], new Map([['products', 3]]), true)).toEqual([
      { kind: 'vacuum', table: 'products', analyse: false },
      { kind: 'vacuum', table: 'stock', analyse: true },
    ]);
  });
});

/** A PGlite data directory opened on its own thread, as the server opens it; removed on close. */
async function threadDatabase(): Promise<Database> {
  const dataDir = await mkdtemp(join(tmpdir(), 'haat-upkeep-'));
  const database = await openDatabase(
    { databaseUrl: null, dataDir },
    (error) => {
      throw error;
    },
    CONNECTION_LIMITS,
    'its own thread',
  );
  return {
    ...database,
    close: async () => {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each([
  ["on the caller's thread", freshPgliteDatabase],
  ['on its own thread (the server)', threadDatabase],
])('startPgliteUpkeep, PGlite %s', (_where, open) => {
  let database: Database;
  beforeEach(async () => {
    database = await open();
  }, 60_000);
  afterEach(() => database.close());

  const statsOf = async (name: string) => {
    await database.db.execute(sql`select pg_stat_force_next_flush()`);
    const [row] = rowsOf(
      await database.db.execute(
        sql`select s.n_dead_tup::int as dead, c.reltuples::int as rows
          from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = ${name}`,
      ),
    );
    return row;
  };

  it('vacuums and analyses what stock writes left, and the answers stay the same', async () => {
    const storage = await createSqlStorage(database, { seed });
    const keys = sampleShop.products.map((product) => product.id);
    const upkeep = database.startUpkeep!(quietLog, { idleMs: 2, checkEveryMs: 60_000 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 5));
      await upkeep.round(); // the first round after start: everything
      // The bench's stock raise, three times over: every stock row rewritten.
      for (const units of [7, 8, 9]) {
        await database.db.execute(
          sql`update stock set on_hand = ${units} + reserved where tracked`,
        );
      }
      expect((await statsOf('stock'))?.['dead']).toBeGreaterThan(50);
      const levels = await storage.repos.stock.available(keys);
      const found = await storage.repos.catalogue.searchCandidates(['serum'], 30);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const ran = await upkeep.round();
      expect(ran).toContain('vacuum (analyze) "stock"');
      expect(await statsOf('stock')).toMatchObject({ dead: 0 });
      expect((await statsOf('stock'))?.['rows']).toBeGreaterThan(0);
      expect(await storage.repos.stock.available(keys)).toEqual(levels);
      expect(await storage.repos.catalogue.searchCandidates(['serum'], 30)).toEqual(found);
    } finally {
      await upkeep.stop();
    }
  });

  it("follows a table's own autovacuum settings", async () => {
    await createSqlStorage(database, { seed });
    const upkeep = database.startUpkeep!(quietLog, { idleMs: 2, checkEveryMs: 60_000 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 5));
      await upkeep.round(); // the first round after start: everything
      await database.db.execute(sql`alter table stock set (autovacuum_vacuum_threshold = 100000)`);
      for (const units of [7, 8, 9]) {
        await database.db.execute(
          sql`update stock set on_hand = ${units} + reserved where tracked`,
        );
      }
      expect((await statsOf('stock'))?.['dead']).toBeGreaterThan(50);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const ran = await upkeep.round();
      expect(ran).toContain('analyze "stock"');
      expect(ran).not.toContain('vacuum (analyze) "stock"');
    } finally {
      await upkeep.stop();
    }
  });

  it('never runs while a transaction is open, nor until the process has been quiet', async () => {
    const storage = await createSqlStorage(database, { seed });
    const upkeep = database.startUpkeep!(quietLog, { idleMs: 2, checkEveryMs: 60_000 });
    try {
      let rounds: readonly string[] | null = null;
      await storage.transaction(async (repos) => {
        await repos.stock.available(['nope']);
        await new Promise((resolve) => setTimeout(resolve, 5));
        rounds = await upkeep.round();
      });
      expect(rounds).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect((await upkeep.round()).length).toBeGreaterThan(0);
    } finally {
      await upkeep.stop();
    }
  });
});
