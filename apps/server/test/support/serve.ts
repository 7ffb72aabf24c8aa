import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freshServerBuild, SERVER_MAIN } from '../../scripts/server-build.js';
import { LOCAL_API_KEY, LOCAL_CLIENT_ID } from '../../src/config.js';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** A `pnpm serve` process started by a test or a benchmark, and what it logged. */
export interface ServeProcess {
  readonly child: ChildProcess;
  /** Its stdout, one parsed JSON log line each. */
  readonly lines: Record<string, unknown>[];
  stderr(): string;
  /** Resolves its exit code. */
  readonly exited: Promise<number | null>;
  /** Resolves the first log line with this message (already logged or still to come). */
  logged(message: string): Promise<Record<string, unknown>>;
  /** Resolves the URL it listens on, once it logged 'listening'. */
  listening(): Promise<string>;
}

/**
 * The environment and node flags of `pnpm serve`'s command (package.json: `… [NAME=value …] exec
 * node <flags> dist/main.js`), read from it so that tests and benchmarks run the server as an
 * operator's `pnpm serve` does.
 */
function serveCommand(): { readonly env: Record<string, string>; readonly flags: string[] } {
  const manifest = JSON.parse(readFileSync(join(SERVER_DIR, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const found = /&& ((?:\w+=\S+ )*)exec node (.*)dist\/main\.js$/.exec(
    manifest.scripts['serve'] ?? '',
  );
  if (!found)
    throw new Error('the serve script is not `… [NAME=value …] exec node [flags] dist/main.js`');
  const words = (text: string | undefined) => (text ?? '').split(' ').filter(Boolean);
  const env = Object.fromEntries(
    words(found[1]).map((pair) => pair.split('=') as [string, string]),
  );
  return { env, flags: words(found[2]) };
}

/**
 * `pnpm serve`'s command (the built server, built first when older than its sources) on a free
 * loopback port, with only the settings given here: DATA_DIR is `dataDir`, no web build,
 * NODE_ENV=test unless `settings` say otherwise; `nodeOptions` go to node after the serve
 * command's own flags (a later flag wins) and before the script (e.g. `--cpu-prof`).
 *
 * @example
 * const server = serveProcess(dataDir, { FIXED_OTP: '123456' });
 * const url = await server.listening();
 */
export function serveProcess(
  dataDir: string,
  settings: Record<string, string> = {},
  nodeOptions: readonly string[] = [],
): ServeProcess {
  const lines: Record<string, unknown>[] = [];
  let stderr = '';
  if (!freshServerBuild()) {
    // Its output piped: a failed build throws with esbuild's messages.
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/ensure-server-build.ts'], {
      cwd: SERVER_DIR,
    });
  }
  const command = serveCommand();
  const args = [...command.flags, ...nodeOptions, SERVER_MAIN];
  const child = spawn(process.execPath, args, {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '',
      ...command.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      WEB_DIR: join(dataDir, 'no-web-build'),
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const waiters: {
    match: (line: Record<string, unknown>) => boolean;
    resolve: (line: Record<string, unknown>) => void;
  }[] = [];
  createInterface({ input: child.stdout }).on('line', (text) => {
    const line = JSON.parse(text) as Record<string, unknown>;
    lines.push(line);
    for (const waiter of waiters.filter((w) => w.match(line))) waiter.resolve(line);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const logged = (message: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const found = lines.find((line) => line['msg'] === message);
      if (found) resolve(found);
      else waiters.push({ match: (line) => line['msg'] === message, resolve });
    });
  const listening = () =>
    Promise.race([
      logged('listening').then((line) => String(line['url'])),
      exited.then((code) => {
        throw new Error(`the server exited with ${code} before listening:\n${stderr}`);
      }),
    ]);
  return { child, lines, stderr: () => stderr, exited, logged, listening };
}

/** A GraphQL answer as a caller reads it. */
export interface GraphqlAnswer {
  readonly data?: Record<string, unknown> | null;
  readonly errors?: readonly {
    readonly message: string;
    readonly extensions?: Record<string, unknown>;
  }[];
}

let shoppers = 0;

/**
 * A new shopper's address (`10.x.y.z`), for `X-Forwarded-For`: many buyers reach a shop through
 * its load balancer, each from their own address, and the per-address rate limits count them
 * apart. Only a server started with `TRUST_PROXY=true` believes it (loopback tests only).
 *
 * @example
 * headers['x-forwarded-for'] = nextShopperAddress(); // '10.0.0.1'
 */
export function nextShopperAddress(): string {
  shoppers += 1;
  return `10.${(shoppers >> 16) & 255}.${(shoppers >> 8) & 255}.${shoppers & 255}`;
}

/**
 * POSTs one GraphQL document to `url`/graphql, from a new shopper's address, signed in with
 * `token` or as a guest with the local API key.
 *
 * @example
 * const answer = await graphql(url, null, 'query { __typename }');
 */
export async function graphql(
  url: string,
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphqlAnswer> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': nextShopperAddress(),
      ...(token ? { authorization: `Bearer ${token}` } : { 'x-api-key': LOCAL_API_KEY }),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphqlAnswer;
}

/**
 * POSTs one admin API document to `url`/admin/graphql as the staff member holding `token`.
 *
 * @example
 * const answer = await adminGraphql(url, token, 'query { adminMe { role } }');
 */
export async function adminGraphql(
  url: string,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphqlAnswer> {
  const response = await fetch(`${url}/admin/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphqlAnswer;
}

/** The user pool's JSON API as aws-amplify calls it (anything but 200 rejects). */
export async function userPool(url: string, operation: string, body: Record<string, unknown>) {
  const response = await fetch(`${url}/cognito-idp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (response.status !== 200) {
    throw new Error(`${operation} answered ${response.status}: ${JSON.stringify(answer)}`);
  }
  return answer;
}

/**
 * Signs in a new phone (`+91…`) with a server started with FIXED_OTP `code`: asks for a code,
 * then answers the user pool's challenge with it. Resolves Cognito's AuthenticationResult (ID,
 * access and refresh tokens).
 *
 * @example
 * const { IdToken, RefreshToken } = await signInTokens(url, '+919876500001', '123456');
 */
export async function signInTokens(
  url: string,
  phone: string,
  code: string,
): Promise<Record<string, string>> {
  const sent = await graphql(
    url,
    null,
    'query send($phone: String!) { ensureUserAndDispatchOTP(storeId: "haat-skincare", phone: $phone) { isExistingUser } }',
    { phone: phone.slice(3) },
  );
  if (sent.errors) throw new Error(`no code was sent: ${JSON.stringify(sent.errors)}`);
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
    ChallengeResponses: { USERNAME: parameters.USERNAME, ANSWER: code },
  });
  return answer['AuthenticationResult'] as Record<string, string>;
}

/**
 * {@link signInTokens}, resolving the ID token only.
 *
 * @example
 * const token = await signIn(url, '+919876500001', '123456');
 */
export async function signIn(url: string, phone: string, code: string): Promise<string> {
  return (await signInTokens(url, phone, code))['IdToken'] ?? '';
}
