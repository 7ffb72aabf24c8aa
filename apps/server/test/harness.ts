import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildStorefrontSchema } from '@haat/storefront-api';
import { createGraphqlEdge, type GraphqlEdge } from '@haat/storefront-backend';
import type { FastifyInstance } from 'fastify';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';
import { createApp, type AppParts, type Lifecycle } from '../src/app.js';
import type { Config } from '../src/config.js';
import { createLogger } from '../src/logging/logger.js';

export const TEST_API_KEY = 'test-api-key-0123456789';
export const TEST_AUDIENCE = { issuer: 'https://haat.test', clientId: 'test-web-client' } as const;

/** What `createStorefront` reads of the settings, as tests run it: overrides change any. */
export function storefrontConfig(
  overrides: Partial<Config> = {},
): Pick<
  Config,
  'nodeEnv' | 'apiKey' | 'fixedOtp' | 'paymentHoldMinutes' | 'identity' | 'razorpay' | 'sms'
> {
  return {
    nodeEnv: 'test',
    apiKey: TEST_API_KEY,
    fixedOtp: null,
    paymentHoldMinutes: 20,
    identity: { issuer: 'http://127.0.0.1', clientId: TEST_AUDIENCE.clientId },
    razorpay: null,
    sms: { provider: 'console' },
    ...overrides,
  };
}

/** A fresh RS256 key pair in memory, shaped like `loadSigningKey`'s answer. */
export async function testSigningKey(): Promise<{
  privateKey: CryptoKey;
  publicJwk: JWK;
  otpSecret: string;
}> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const { kty, n, e } = await exportJWK(publicKey);
  const jwk: JWK = { kty: kty ?? 'RSA', n: n ?? '', e: e ?? '' };
  return {
    privateKey,
    publicJwk: { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' },
    otpSecret: 'test-otp-secret',
  };
}

/** Log lines written by a logger, parsed. */
export function logCapture() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  return {
    destination: {
      write(line: string) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
    lines,
    text: () => raw.join(''),
  };
}

export interface TestApp {
  readonly url: string;
  readonly app: FastifyInstance;
  readonly lifecycle: Lifecycle;
  readonly logs: ReturnType<typeof logCapture>;
  close(): Promise<void>;
}

/**
 * An edge over the storefront SDL without resolvers, for tests of the app around `/graphql`:
 * callers with {@link TEST_API_KEY} are anonymous, anyone else is refused.
 */
export function bareGraphqlEdge(): GraphqlEdge<object> {
  return createGraphqlEdge({
    schema: buildStorefrontSchema(),
    callers: {
      identify: (headers) =>
        Promise.resolve(headers.get('x-api-key') === TEST_API_KEY ? { kind: 'anonymous' } : null),
    },
    context: () => ({}),
    introspection: false,
  });
}

let sharedKey: ReturnType<typeof testSigningKey> | null = null;

/** One key pair for the whole test file (RSA generation takes a while). */
export const sharedSigningKey = () => (sharedKey ??= testSigningKey());

/**
 * The server on 127.0.0.1 and a free port, with test settings; `parts` override any piece and
 * `addRoutes` adds test routes before it listens.
 */
export async function startTestApp(
  parts: Partial<AppParts> = {},
  addRoutes?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const logs = logCapture();
  const key = parts.publicKeys ? null : await sharedSigningKey();
  const lifecycle = parts.lifecycle ?? { draining: false };
  const publicKeys = parts.publicKeys ?? [key?.publicJwk ?? {}];
  const app = await createApp({
    config: {
      trustProxy: false,
      publicUrl: 'http://127.0.0.1',
      razorpay: null,
    },
    logger: createLogger({ logLevel: 'info' }, logs.destination),
    publicKeys,
    webFiles: null,
    ready: () => Promise.resolve(true),
    graphql: { edge: bareGraphqlEdge() },
    ...parts,
    lifecycle,
  });
  addRoutes?.(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, app, lifecycle, logs, close: () => app.close() };
}

/** A GET whose body arrives as sent (fetch would decode brotli and gzip). */
export function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}
