import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleShop, STORE_ID } from '@haat/sample-shop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/storage/database.js';
import { createSqlStorage } from '../src/storage/sql/create-sql-storage.js';
import { startTestPostgres, type TestPostgres } from './support/postgres.js';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

/** `pnpm staff:add`'s command with these arguments and settings; its exit code and output. */
function staffAdd(args: readonly string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    let out = '';
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/staff-add.ts', ...args],
      { cwd: SERVER_DIR, env: { PATH: process.env['PATH'] ?? '', LOG_LEVEL: 'silent', ...env } },
    );
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

/** The staff, their users' isAdmin and the audit log, read through the storage ports. */
async function stored(settings: { dataDir: string; databaseUrl: string | null }) {
  const database = await openDatabase(settings, () => undefined);
  try {
    const { repos } = await createSqlStorage(database, {
      seed: { storeId: STORE_ID, ...sampleShop },
    });
    const staff = await repos.staff.list();
    const users = await Promise.all(staff.map((member) => repos.users.byId(member.userId)));
    const audit = await repos.audit.search({}, { limit: 10, after: null });
    return {
      staff: staff.map((member, i) => [users[i]?.phone, member.role, users[i]?.isAdmin]),
      audit: audit.items.map((entry) => [entry.action, entry.actor.kind, entry.actor.id]),
    };
  } finally {
    await database.close();
  }
}

let postgres: TestPostgres;
const dirs: string[] = [];

beforeAll(async () => {
  postgres = await startTestPostgres();
}, 90_000);

afterAll(async () => {
  await postgres?.stop();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
}, 40_000);

const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'haat-staff-add-'));
  dirs.push(dir);
  return dir;
};

describe('pnpm staff:add', () => {
  it(
    'adds the first owner by phone (creating the user) and two packers at once, audited, on PGlite',
    { timeout: 300_000 },
    async () => {
      const dataDir = await tempDir();
      const env = { DATA_DIR: dataDir };
      const owner = await staffAdd(['9876500001', '--role', 'owner'], env);
      expect(owner.out).toMatch(
        /^\+919876500001 is now owner \(user [0-9a-f-]{36}\)\. They sign in with this phone and a one-time code\.\n$/,
      );
      expect(owner.code).toBe(0);
      const again = await staffAdd(['+919876500001', '--role', 'OWNER'], env);
      expect(again.out).toMatch(/^\+919876500001 is already owner/);
      const packers = await staffAdd(['--role', 'packer', '9876500002', '9876500003'], env);
      expect(packers.out).toMatch(
        /^\+919876500002 is now packer .*\n\+919876500003 is now packer /,
      );
      expect(packers.code).toBe(0);
      expect(await stored({ dataDir, databaseUrl: null })).toEqual({
        staff: [
          ['+919876500001', 'owner', true],
          ['+919876500002', 'packer', false],
          ['+919876500003', 'packer', false],
        ],
        audit: [
          ['addStaff', 'system', 'staff:add'],
          ['addStaff', 'system', 'staff:add'],
          ['addStaff', 'system', 'staff:add'],
        ],
      });
    },
  );

  // The same command on PostgreSQL (where servers may be running): one run, the rules above
  // are the engine-free service's.
  it('adds staff on PostgreSQL through DATABASE_URL', { timeout: 300_000 }, async () => {
    const dataDir = await tempDir();
    const databaseUrl = await postgres.emptyDatabase('haat_staff_add');
    const added = await staffAdd(['--role', 'manager', '9876500004', '9876500005'], {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
    });
    expect(added.out).toMatch(/^\+919876500004 is now manager .*\n\+919876500005 is now manager /);
    expect(added.code).toBe(0);
    expect(await stored({ dataDir, databaseUrl })).toEqual({
      staff: [
        ['+919876500004', 'manager', false],
        ['+919876500005', 'manager', false],
      ],
      audit: [
        ['addStaff', 'system', 'staff:add'],
        ['addStaff', 'system', 'staff:add'],
      ],
    });
  });

  it(
    'says how to use it, and refuses a phone that is not a mobile number',
    { timeout: 60_000 },
    async () => {
      const dataDir = await tempDir();
      expect(await staffAdd(['9876500001'], { DATA_DIR: dataDir })).toEqual({
        code: 2,
        out: 'Usage: pnpm staff:add <phone>… --role owner|manager|support|packer\n',
      });
      expect(
        await staffAdd(['9876500001', '12345', '--role', 'packer'], { DATA_DIR: dataDir }),
      ).toEqual({
        code: 1,
        out: '12345: Please enter a valid 10-digit mobile number.\n',
      });
    },
  );
});
