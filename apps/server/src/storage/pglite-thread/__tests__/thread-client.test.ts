import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueViolation } from '../../sql/executor.js';
import { CONNECTION_LIMITS, openDatabase, type Database } from '../../database.js';
import { users } from '../../schema/index.js';
import { openPgliteThread, type PgliteThread } from '../thread-client.js';

let dataDir: string;
let thread: PgliteThread;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'haat-thread-'));
  thread = await openPgliteThread(
    { dataDir: join(dataDir, 'raw'), ...CONNECTION_LIMITS },
    (error) => {
      throw error;
    },
  );
}, 60_000);

afterAll(async () => {
  await thread.close();
  await rm(dataDir, { recursive: true, force: true });
});

const countOf = async (table: string): Promise<number> =>
  Number((await thread.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n);

describe('PGlite on its own thread', () => {
  it('answers statements as PGlite does: rows as objects or arrays, dates as text when asked', async () => {
    await thread.exec('create table notes (id int primary key, body text, at timestamptz)');
    await thread.query('insert into notes values ($1, $2, $3)', [
      1,
      'first',
      '2026-11-28T10:00:00Z',
    ]);
    const asObjects = await thread.query('select id, body from notes');
    expect(asObjects.rows).toEqual([{ id: 1, body: 'first' }]);
    // drizzle's parsers keep timestamps as PostgreSQL's text (1184: timestamptz).
    const asArrays = await thread.query('select id, at from notes', [], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => value },
    });
    expect(asArrays.rows).toEqual([[1, '2026-11-28 10:00:00+00']]);
  });

  it('answers json and jsonb parsed, in either row mode, unless asked for as text', async () => {
    const statement = `select '{"a":[1,"x"]}'::jsonb as doc, '"word"'::json as word, null::jsonb as none`;
    expect((await thread.query(statement)).rows).toEqual([
      { doc: { a: [1, 'x'] }, word: 'word', none: null },
    ]);
    const asArrays = await thread.query(statement, [], { rowMode: 'array' });
    expect(asArrays.rows).toEqual([[{ a: [1, 'x'] }, 'word', null]]);
    const asText = await thread.query(statement, [], {
      parsers: { 3802: (value: string) => value },
    });
    expect(asText.rows).toEqual([{ doc: '{"a": [1, "x"]}', word: 'word', none: null }]);
  });

  it('commits a transaction whole, and rolls it back whole when its work throws', async () => {
    await thread.exec('create table moves (id int primary key)');
    await thread.transaction(async (tx) => {
      await tx.query('insert into moves values (1)');
      await tx.query('insert into moves values (2)');
    });
    const refused = thread.transaction(async (tx) => {
      await tx.query('insert into moves values (3)');
      throw new Error('refused by the caller');
    });
    await expect(refused).rejects.toThrow('refused by the caller');
    expect(await countOf('moves')).toBe(2);
  });

  it('keeps statements outside a transaction waiting until it ends, as one PGlite session does', async () => {
    await thread.exec('create table held (id int)');
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let inserted: () => void = () => undefined;
    const insertedOnce = new Promise<void>((resolve) => (inserted = resolve));
    const writing = thread.transaction(async (tx) => {
      await tx.query('insert into held values (1)');
      inserted();
      await released;
    });
    await insertedOnce;
    const outside = countOf('held');
    const first = await Promise.race([
      outside,
      new Promise((r) => setTimeout(() => r('waiting'), 200)),
    ]);
    expect(first).toBe('waiting');
    release();
    await writing;
    expect(await outside).toBe(1);
  });

  it("carries PostgreSQL's error fields across (the code and constraint the storage reads)", async () => {
    await thread.exec('create table codes (code text constraint codes_unique unique)');
    await thread.query("insert into codes values ('A')");
    const error = await thread.query("insert into codes values ('A')").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'codes_unique' });
    expect(uniqueViolation(error)).toBe('codes_unique');
  });
});

describe("openDatabase(…, 'its own thread')", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase(
      { databaseUrl: null, dataDir: join(dataDir, 'served') },
      () => undefined,
      CONNECTION_LIMITS,
      'its own thread',
    );
  }, 60_000);

  it('migrates, answers drizzle, rolls back a refused transaction, and closes', async () => {
    await database.db.insert(users).values({ id: 'u1', phone: '+919800000001', createdAt: 0 });
    const refused = database.db.transaction(async (tx) => {
      await tx.insert(users).values({ id: 'u2', phone: '+919800000002', createdAt: 0 });
      tx.rollback();
    });
    await expect(refused).rejects.toThrow('Rollback');
    const found = await database.db.select({ id: users.id }).from(users);
    expect(found).toEqual([{ id: 'u1' }]);
    expect(await database.db.$count(users, eq(users.id, 'u1'))).toBe(1);
    expect(await database.ping()).toBe(true);
    await database.close();
    expect(await database.ping()).toBe(false);
    // drizzle wraps the driver's error ("Failed query: …") with it as the cause.
    const after = await database.db.execute(sql`select 1`).catch((e: unknown) => e);
    expect((after as { cause?: Error }).cause?.message).toMatch(/^The PGlite thread ended/);
  });
});
