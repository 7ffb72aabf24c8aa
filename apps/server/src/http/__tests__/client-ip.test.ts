import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, TEST_API_KEY, type TestApp } from '../../../test/harness.js';

let server: TestApp | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const ipFrom = async (url: string, forwardedFor?: string) => {
  const response = await fetch(`${url}/api/get-ip`, {
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return response.json() as Promise<{ ip: string }>;
};

const config = (trustProxy: boolean | number | string[]) => ({
  apiKey: TEST_API_KEY,
  trustProxy,
  publicUrl: 'http://127.0.0.1',
  razorpay: null,
});

describe('GET /api/get-ip', () => {
  it("answers the caller's address and ignores X-Forwarded-For by default", async () => {
    server = await startTestApp();
    expect(await ipFrom(server.url)).toEqual({ ip: '127.0.0.1' });
    expect(await ipFrom(server.url, '198.51.100.7')).toEqual({ ip: '127.0.0.1' });
  });

  it('reads X-Forwarded-For as far as TRUST_PROXY allows', async () => {
    server = await startTestApp({ config: config(true) });
    expect(await ipFrom(server.url, '198.51.100.7, 10.0.0.2')).toEqual({ ip: '198.51.100.7' });
    await server.close();
    // One trusted hop (the load balancer on loopback): the address it saw is the client.
    server = await startTestApp({ config: config(1) });
    expect(await ipFrom(server.url, '198.51.100.7, 203.0.113.9')).toEqual({ ip: '203.0.113.9' });
    await server.close();
    server = await startTestApp({ config: config(['127.0.0.1']) });
    expect(await ipFrom(server.url, '203.0.113.9')).toEqual({ ip: '203.0.113.9' });
  });
});
