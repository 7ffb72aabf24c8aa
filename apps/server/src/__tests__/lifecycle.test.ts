import { request } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { shutDown } from '../lifecycle.js';

const slowRoute = (ms: number) => (app: FastifyInstance) =>
  app.get('/api/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return { done: true };
  });

const get = (url: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    request(url, { agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', (error: NodeJS.ErrnoException) => reject(new Error(error.code)))
      .end();
  });

describe('shutDown', () => {
  it('finishes the request in flight, refuses new connections, then exits 0', async () => {
    const server = await startTestApp({}, slowRoute(400));
    const inFlight = get(`${server.url}/api/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const exits: number[] = [];
    const stopping = shutDown(
      server.app,
      server.lifecycle,
      { graceMs: 5000, exit: (code) => exits.push(code) },
      'test',
    );
    expect(server.lifecycle.draining).toBe(true);
    await expect(get(`${server.url}/healthz`)).rejects.toThrow('ECONNREFUSED');
    expect(await inFlight).toEqual({ status: 200, body: '{"done":true}' });
    await stopping;
    expect(exits).toEqual([0]);
    expect(server.logs.lines.map((line) => line['msg'])).toEqual(
      expect.arrayContaining(['shutting down: finishing the requests in flight', 'stopped']),
    );
  });

  it('exits 1 when requests outlast the grace period', async () => {
    const server = await startTestApp({}, slowRoute(1500));
    const inFlight = get(`${server.url}/api/slow`).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const exits: number[] = [];
    const stopping = shutDown(
      server.app,
      server.lifecycle,
      { graceMs: 200, exit: (code) => exits.push(code) },
      'test',
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(exits).toEqual([1]);
    expect(
      server.logs.lines.find((line) => line['msg'] === 'requests still running at the deadline'),
    ).toMatchObject({ level: 50 });
    await inFlight;
    await stopping;
  });
});
