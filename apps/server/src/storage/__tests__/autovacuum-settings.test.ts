import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPgliteDatabase } from '../../../test/support/pglite.js';
import { AUTOVACUUM_DEFAULTS, autovacuumSettings } from '../autovacuum-settings.js';
import type { Database } from '../database.js';
import { rowsOf } from '../sql/executor.js';

describe('autovacuumSettings', () => {
  it("reads a table's autovacuum parameters and keeps PostgreSQL's defaults for the rest", () => {
    expect(
      autovacuumSettings([
        'toast_tuple_target=128',
        'autovacuum_vacuum_scale_factor=0.01',
        'autovacuum_vacuum_threshold=500',
        'autovacuum_vacuum_insert_threshold=-1',
      ]),
    ).toEqual({
      ...AUTOVACUUM_DEFAULTS,
      vacuumScaleFactor: 0.01,
      vacuumThreshold: 500,
      insertThreshold: -1,
    });
  });

  it('answers the defaults for a table without parameters', () => {
    expect(autovacuumSettings(null)).toEqual(AUTOVACUUM_DEFAULTS);
    expect(autovacuumSettings([])).toEqual(AUTOVACUUM_DEFAULTS);
  });
});

describe('the tables read by index-only scans (migration 0036)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshPgliteDatabase();
  }, 60_000);
  afterAll(() => database?.close());

  it.each([
    ['product_facets', 0.01],
    ['product_facet_counts', 0.01],
    ['products', 0.02],
  ])('%s is vacuumed after 500 dead rows + %s of its rows', async (table, share) => {
    const [row] = rowsOf(
      await database.db.execute(sql`select reloptions as options from pg_class
        where oid = ${table}::regclass`),
    );
    const settings = autovacuumSettings(row?.['options'] as string[] | null);
    expect(settings).toMatchObject({ vacuumThreshold: 500, vacuumScaleFactor: share });
  });
});
