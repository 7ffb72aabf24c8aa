import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';

let server: TestApp | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const requestLines = (app: TestApp) => app.logs.lines.filter((line) => line['msg'] === 'request');

describe('addRequestLog', () => {
  it('writes one line per request with its id, and echoes the id', async () => {
    server = await startTestApp();
    const response = await fetch(`${server.url}/healthz?token=abc123`);
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = requestLines(server);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      requestId: id,
      method: 'GET',
      url: '/healthz?token=%5Bredacted%5D',
      statusCode: 200,
      ip: '127.0.0.1',
    });
    expect(lines[0]?.['durationMs']).toEqual(expect.any(Number));
  });

  it("honours the caller's x-request-id when it is a plausible id", async () => {
    server = await startTestApp();
    const kept = await fetch(`${server.url}/healthz`, {
      headers: { 'x-request-id': 'lb-7f3a:42' },
    });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a:42');
    const forged = await fetch(`${server.url}/healthz`, {
      headers: { 'x-request-id': 'x" injected="1' },
    });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLines(server).map((line) => line['requestId'])).toEqual([
      'lb-7f3a:42',
      forged.headers.get('x-request-id'),
    ]);
  });

  it('logs a crash with its stack and answers a generic 500 naming the request id', async () => {
    server = await startTestApp({}, (app) =>
      app.get('/api/boom', () => {
        throw new Error('database password is hunter22');
      }),
    );
    const response = await fetch(`${server.url}/api/boom`, {
      headers: { 'x-request-id': 'req-1' },
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal Server Error', requestId: 'req-1' });
    const failure = server.logs.lines.find((line) => line['msg'] === 'request failed');
    expect(failure).toMatchObject({
      level: 50,
      requestId: 'req-1',
      err: { message: 'database password is hunter22' },
    });
    expect(JSON.stringify(failure)).toContain('request-log.test.ts');
  });
});
