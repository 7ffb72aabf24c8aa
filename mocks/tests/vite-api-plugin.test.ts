import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, it, expect } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { SCENARIO_HEADER } from '../lib/scenarios.js';
import { documents } from '@haat/storefront-backend/contract';
import { mockApi } from '../vite-api-plugin.js';
import { STORE_ID, TEST_CONFIG } from './mock-server.js';

let server: ViteDevServer;
let base: string;

beforeAll(async () => {
  server = await createServer({
    configFile: false,
    logLevel: 'silent',
    root: import.meta.dirname,
    plugins: [mockApi({ ...TEST_CONFIG, onOtp: () => undefined })],
    server: { host: '127.0.0.1', port: 0 },
  });
  await server.listen();
  base = `http://127.0.0.1:${(server.httpServer?.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const getStore = (headers: Record<string, string> = {}) =>
  fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': TEST_CONFIG.apiKey, ...headers },
    body: JSON.stringify({
      operationName: 'getStore',
      query: 'query getStore($id: ID!) { getStore(id: $id, deviceType: WEB) { id name } }',
      variables: { id: STORE_ID },
    }),
  });

describe('mockApi (the mock storefront API on the dev and preview servers)', () => {
  it('answers a GraphQL operation at the configured path with the mock handlers', async () => {
    const response = await getStore();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { getStore: { id: STORE_ID, name: 'Haat' } } });
  });

  it('compresses large answers for clients that accept gzip', async () => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-encoding': 'gzip',
        'x-api-key': TEST_CONFIG.apiKey,
      },
      body: JSON.stringify({
        operationName: 'searchProducts',
        query: documents.searchProducts,
        variables: { limit: 48 },
      }),
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const { data } = (await response.json()) as { data: { searchProducts: { items: unknown[] } } };
    expect(data.searchProducts.items.length).toBeGreaterThan(40);
  });

  it('answers REST calls too (the visitor IP)', async () => {
    const response = await fetch(`${base}/api/get-ip`);
    expect(await response.json()).toEqual({ ip: expect.any(String) as string });
  });

  it('passes HTTP failures of a scenario through with their status', async () => {
    expect((await getStore({ [SCENARIO_HEADER]: 'http-503' })).status).toBe(503);
  });

  it('drops the connection for the network-error scenario', async () => {
    await expect(getStore({ [SCENARIO_HEADER]: 'network-error' })).rejects.toThrow();
  });

  it('leaves other paths to the server (no mock answer)', async () => {
    expect((await fetch(`${base}/graphql-elsewhere`)).status).toBe(404);
  });
});
