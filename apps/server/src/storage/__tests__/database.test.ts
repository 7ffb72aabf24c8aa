import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirInUseError } from '../data-dir-lock.js';
import { openDatabase, type Database } from '../database.js';
import { MIGRATIONS_FOLDER } from '../migrations-folder.js';
import { stock, users } from '../schema/index.js';

const noConnectionErrors = (error: Error) => {
  throw error;
};

let dataDir: string;
let database: Database;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'haat-db-'));
  database = await openDatabase({ databaseUrl: null, dataDir }, noConnectionErrors);
}, 60_000);

afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The rows of a raw query (both drivers answer `{ rows }`). */
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as { rows: T[] }).rows;

const user = (id: string, phone: string) => ({ id, phone, createdAt: 0 });

/** The constraint a failed statement broke (drizzle wraps the driver's error in `cause`). */
const constraintOf = (error: unknown): string | undefined => {
  const cause = (error as { cause?: { constraint?: string } }).cause;
  return cause?.constraint;
};

describe('openDatabase (PGlite)', () => {
  it('creates the schema at start, with pg_trgm and its trigram index', async () => {
    const tables = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual([
      'addresses',
      'audit_log',
      'carts',
      'catalogue_documents',
      'cod_expectations',
      'cod_remittance_lines',
      'coupon_use_counts',
      'coupon_uses',
      'courier_bookings',
      'idempotency_keys',
      'in_stock_recounts',
      'order_lines',
      'order_lives',
      'order_moves',
      'order_status_changes',
      'orders',
      'otp_codes',
      'otp_phones',
      'otp_sends',
      'outbox',
      'payment_attempts',
      'payments',
      'phone_proofs',
      'product_facet_counts',
      'product_facets',
      'product_stock_keys',
      'products',
      'rate_limits',
      'refresh_tokens',
      'refunds',
      'reviews',
      'search_words',
      'staff',
      'stock',
      'stock_ledger',
      'tax_counters',
      'tax_documents',
      'tracking_events',
      'uploads',
      'users',
    ]);
    const [{ score } = { score: 0 }] = await rows<{ score: number }>(
      sql`select similarity('serum', 'serm') as score`,
    );
    expect(score).toBeCloseTo(0.375, 3);
    const indexes = await rows<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where indexname = 'search_words_trgm'`,
    );
    expect(indexes[0]?.indexdef).toContain('gin (word gin_trgm_ops)');
    expect(await database.ping()).toBe(true);
  });

  it('keeps money in integer paise columns', async () => {
    const money = await rows<{ column_name: string; data_type: string }>(
      sql`select column_name, data_type from information_schema.columns where column_name like '%_paise'`,
    );
    expect(money.length).toBeGreaterThanOrEqual(20);
    expect(new Set(money.map((column) => column.data_type))).toEqual(new Set(['integer']));
  });

  it('numbers orders from 10234 with a sequence, never twice', async () => {
    const numbers = await Promise.all(
      Array.from({ length: 50 }, () =>
        rows<{ n: string }>(sql`select nextval('order_numbers') as n`),
      ),
    );
    const values = numbers.map(([row]) => Number(row?.n));
    expect(new Set(values).size).toBe(50);
    expect(Math.min(...values)).toBe(10234);
  });

  it('refuses a second user with a phone, a negative balance and over-reserved stock', async () => {
    await database.db.insert(users).values(user('u1', '+919876543210'));
    const duplicate = await database.db
      .insert(users)
      .values(user('u2', '+919876543210'))
      .catch((e: unknown) => e);
    expect(constraintOf(duplicate)).toBe('users_phone_unique');
    const overdrawn = await database.db
      .insert(users)
      .values({ ...user('u3', '+919876543211'), rewardBalance: -1 })
      .catch((e: unknown) => e);
    expect(constraintOf(overdrawn)).toBe('users_reward_balance_not_negative');
    const oversold = await database.db
      .insert(stock)
      .values({ key: 'p1', onHand: 1, reserved: 2 })
      .catch((e: unknown) => e);
    expect(constraintOf(oversold)).toBe('stock_reserved_within_on_hand');
  });

  it('lets one process open the embedded database, and keeps its data across a restart', async () => {
    await expect(openDatabase({ databaseUrl: null, dataDir }, noConnectionErrors)).rejects.toThrow(
      DataDirInUseError,
    );
    await database.db.insert(users).values(user('u-restart', '+919000000001'));
    await database.close();
    expect(await database.ping()).toBe(false);

    database = await openDatabase({ databaseUrl: null, dataDir }, noConnectionErrors);
    const found = await rows<{ id: string }>(
      sql`select id from users where phone = '+919000000001'`,
    );
    expect(found).toEqual([{ id: 'u-restart' }]);
    const applied = await rows<{ count: string }>(
      sql`select count(*) as count from drizzle.__drizzle_migrations`,
    );
    // Each migration once, however many starts.
    const journal = JSON.parse(
      await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    expect(Number(applied[0]?.count)).toBe(journal.entries.length);
  });
});
