import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';

let server: TestApp | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const get = async (url: string) => {
  const response = await fetch(url);
  return {
    status: response.status,
    body: (await response.json()) as unknown,
    cache: response.headers.get('cache-control'),
  };
};

describe('health routes', () => {
  it('/healthz answers while the process is up', async () => {
    server = await startTestApp({ ready: () => Promise.resolve(false) });
    expect(await get(`${server.url}/healthz`)).toEqual({
      status: 200,
      body: { status: 'ok' },
      cache: 'no-store',
    });
  });

  it('/readyz is 200 when the database answers, 503 when it does not, fails or hangs', async () => {
    let answer: () => Promise<boolean> = () => Promise.resolve(true);
    server = await startTestApp({ ready: () => answer() });
    expect(await get(`${server.url}/readyz`)).toMatchObject({
      status: 200,
      body: { status: 'ready' },
    });
    answer = () => Promise.resolve(false);
    expect(await get(`${server.url}/readyz`)).toMatchObject({
      status: 503,
      body: { status: 'unavailable' },
    });
    answer = () => Promise.reject(new Error('connection refused'));
    expect(await get(`${server.url}/readyz`)).toMatchObject({
      status: 503,
      body: { status: 'unavailable' },
    });
    answer = () => new Promise(() => {});
    const started = Date.now();
    expect(await get(`${server.url}/readyz`)).toMatchObject({
      status: 503,
      body: { status: 'unavailable' },
    });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('/readyz says draining once shutdown has begun', async () => {
    server = await startTestApp();
    server.lifecycle.draining = true;
    expect(await get(`${server.url}/readyz`)).toMatchObject({
      status: 503,
      body: { status: 'draining' },
    });
  });
});
