import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_API_KEY, LOCAL_CLIENT_ID } from '../src/config.js';
import { startTestPostgres } from './support/postgres.js';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

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

/** `pnpm serve`'s command, on a free loopback port, with only the settings given here. */
function serve(settings: Record<string, string> = {}) {
  const lines: Record<string, unknown>[] = [];
  let stderr = '';
  const process_ = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: SERVER_DIR,
      env: {
        PATH: process.env['PATH'] ?? '',
        HOME: process.env['HOME'] ?? '',
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        WEB_DIR: join(dataDir, 'no-web-build'),
        ...settings,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child = process_;
  process_.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const waiters: {
    match: (line: Record<string, unknown>) => boolean;
    resolve: (line: Record<string, unknown>) => void;
  }[] = [];
  createInterface({ input: process_.stdout }).on('line', (text) => {
    const line = JSON.parse(text) as Record<string, unknown>;
    lines.push(line);
    for (const waiter of waiters.filter((w) => w.match(line))) waiter.resolve(line);
  });
  const exited = new Promise<number | null>((resolve) =>
    process_.on('exit', (code) => resolve(code)),
  );
  return {
    lines,
    stderr: () => stderr,
    exited,
    logged: (message: string) =>
      new Promise<Record<string, unknown>>((resolve) => {
        const found = lines.find((line) => line['msg'] === message);
        if (found) resolve(found);
        else waiters.push({ match: (line) => line['msg'] === message, resolve });
      }),
  };
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

describe('pnpm serve', () => {
  it(
    'starts on the given port, keeps its signing key private, and stops gracefully on SIGTERM',
    { timeout: 60_000 },
    async () => {
      const server = serve();
      const { url } = (await server.logged('listening')) as { url: string };
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

/** The user pool's JSON API as aws-amplify calls it. */
async function userPool(url: string, operation: string, body: Record<string, unknown>) {
  const response = await fetch(`${url}/cognito-idp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** Signs in with the fixed one-time code, as the web app does: the ID token. */
async function signIn(url: string, phone: string): Promise<string> {
  const sent = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': LOCAL_API_KEY },
    body: JSON.stringify({
      query: `query { ensureUserAndDispatchOTP(storeId: "haat-skincare", phone: "${phone.slice(3)}") { isExistingUser } }`,
    }),
  });
  expect(await sent.json()).toEqual({
    data: { ensureUserAndDispatchOTP: { isExistingUser: false } },
  });
  const challenge = await userPool(url, 'InitiateAuth', {
    AuthFlow: 'CUSTOM_AUTH',
    ClientId: LOCAL_CLIENT_ID,
    AuthParameters: { USERNAME: phone },
  });
  const parameters = challenge['ChallengeParameters'] as { USERNAME: string };
  const answer = await userPool(url, 'RespondToAuthChallenge', {
    ChallengeName: 'CUSTOM_CHALLENGE',
    ClientId: LOCAL_CLIENT_ID,
    Session: challenge['Session'],
    ChallengeResponses: { USERNAME: parameters.USERNAME, ANSWER: '123456' },
  });
  return (answer['AuthenticationResult'] as { IdToken: string }).IdToken;
}

async function graphql(url: string, token: string, query: string, variables = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
}

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
  const { url } = (await first.logged('listening')) as { url: string };
  const token = await signIn(url, '+919876500001');
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
  const { url: again } = (await second.logged('listening')) as { url: string };
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
