import type { ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_API_KEY } from '../src/config.js';
import { startTestPostgres } from './support/postgres.js';
import { graphql, serveProcess, signIn, type ServeProcess } from './support/serve.js';

let dataDir: string;
let child: ChildProcess | null = null;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'haat-serve-'));
});
afterEach(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  child = null;
  await rm(dataDir, { recursive: true, force: true });
});

/** `pnpm serve` in this test's DATA_DIR; `afterEach` kills it if it still runs. */
function serve(settings: Record<string, string> = {}): ServeProcess {
  const server = serveProcess(dataDir, settings);
  child = server.child;
  return server;
}

/** A GET on a new connection (no keep-alive pool): resolves the status or rejects the error code. */
const freshGet = (url: string) =>
  new Promise<number>((resolve, reject) => {
    request(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('error', (error: NodeJS.ErrnoException) => reject(new Error(error.code)))
      .end();
  });

/**
 * Resolves once a new connection is refused outright. Right after shutdown begins, one may still
 * be accepted from the listen backlog and then reset or answered 503 — never served.
 */
async function refusedSoon(url: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const outcome = await freshGet(url).then(String, (error: Error) => error.message);
    if (outcome === 'ECONNREFUSED') return;
    expect(['ECONNRESET', '503']).toContain(outcome);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('new connections were still accepted');
}

/** Every path below `dir` whose group or other permission bits are set. */
async function openToOthers(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isSymbolicLink() && ((await stat(path)).mode & 0o077) !== 0) found.push(path);
  }
  return found;
}

describe('pnpm serve', () => {
  it(
    'makes a DATA_DIR open to other users private, starts on the given port, keeps its signing key private, and stops gracefully on SIGTERM',
    { timeout: 90_000 },
    async () => {
      // One start for both (each start costs seconds of CI): the directory first.
      await chmod(dataDir, 0o777);
      await writeFile(join(dataDir, 'left-over'), 'old');
      await chmod(join(dataDir, 'left-over'), 0o666);
      const server = serve();
      expect(
        await server.logged('DATA_DIR was open to other users: now private (0700)'),
      ).toMatchObject({
        level: 40,
        dataDir,
        paths: 2,
      });
      const { url } = (await server.logged('listening')) as { url: string };
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
      expect(await openToOthers(dataDir)).toEqual([]);
      expect(await freshGet(`${url}/healthz`)).toBe(200);
      expect(await freshGet(`${url}/readyz`)).toBe(200);
      expect((await stat(join(dataDir, 'identity/signing-key.pem'))).mode & 0o777).toBe(0o600);

      // A request in flight: its headers are in, its body still arriving.
      const body = JSON.stringify({ query: '{ __typename }' });
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const slow = request(`${url}/graphql`, {
          method: 'POST',
          agent: false,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-api-key': LOCAL_API_KEY,
          },
        });
        slow.on('response', (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        });
        slow.on('error', reject);
        slow.write(body.slice(0, 5));
        server
          .logged('shutting down: finishing the requests in flight')
          .then(() => refusedSoon(`${url}/healthz`))
          .then(() => slow.end(body.slice(5)), reject);
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      child?.kill('SIGTERM');

      expect(await answer).toEqual({ status: 200, body: '{"data":{"__typename":"Query"}}' });
      expect(await server.exited).toBe(0);
      expect(server.lines.map((line) => line['msg'])).toContain('stopped');
    },
  );

  it('refuses FIXED_OTP in production and says why', { timeout: 60_000 }, async () => {
    const server = serve({
      NODE_ENV: 'production',
      FIXED_OTP: '123456',
      API_KEY: 'prod-key-0123456789',
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'k',
      MSG91_TEMPLATE_ID: 't',
    });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain('FIXED_OTP is refused when NODE_ENV=production');
  });
});

const SAVE_ADDRESS = `mutation createUserAddress($input: CreateUserAddressInput!) {
  createUserAddress(input: $input) { id address pinCode } }`;
const ADDRESSES =
  'query searchUserAddresses { searchUserAddresses { items { id address pinCode } } }';

/**
 * What a shopper saved is there after a restart: the address (storage), and the session — the
 * ID token issued before still verifies (the signing key kept in DATA_DIR).
 */
async function savedAcrossRestart(settings: Record<string, string>) {
  const first = serve({ FIXED_OTP: '123456', ...settings });
  const url = await first.listening();
  const token = await signIn(url, '+919876500001', '123456');
  const saved = await graphql(url, token, SAVE_ADDRESS, {
    input: {
      name: 'Asha Rao',
      phone: '9876500001',
      city: 'Bengaluru',
      pinCode: '560001',
      address: '12 MG Road',
    },
  });
  expect(saved.errors).toBeUndefined();
  child?.kill('SIGTERM');
  expect(await first.exited).toBe(0);

  const second = serve({ FIXED_OTP: '123456', ...settings });
  const again = await second.listening();
  const found = await graphql(again, token, ADDRESSES);
  expect(found).toEqual({
    data: { searchUserAddresses: { items: [saved.data?.['createUserAddress']] } },
  });
}

describe('a restart', () => {
  it('keeps what was saved, on PGlite in DATA_DIR', { timeout: 240_000 }, async () => {
    await savedAcrossRestart({});
  });

  it('keeps what was saved, on PostgreSQL through DATABASE_URL', { timeout: 120_000 }, async () => {
    const postgres = await startTestPostgres();
    try {
      const database = await postgres.freshDatabase();
      await database.close();
      await savedAcrossRestart({ DATABASE_URL: postgres.url('haat_test_1') });
    } finally {
      await postgres.stop();
    }
  });
});
