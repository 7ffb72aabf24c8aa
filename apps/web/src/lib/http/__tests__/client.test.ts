import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { server } from '@/test/server';
import { requestJson, sendOnce } from '../client';
import { HttpClientError } from '../errors';
import { settle } from './settle';

const url = `${window.location.origin}/rest-under-test`;
const Ok = z.object({ ok: z.boolean() });

/** Answers each attempt with the next response and counts the attempts. */
function answerInTurn(...responses: (() => Response | Promise<Response>)[]) {
  const seen = { attempts: 0 };
  const handler = () => {
    const next = responses[Math.min(seen.attempts, responses.length - 1)];
    seen.attempts += 1;
    return next ? next() : HttpResponse.json({ ok: true });
  };
  server.use(http.get(url, handler), http.post(url, handler));
  return seen;
}

const status =
  (code: number, headers: Record<string, string> = {}) =>
  () =>
    new HttpResponse(null, { status: code, headers });
const ok = () => HttpResponse.json({ ok: true });

describe('HTTP layer retry policy', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it.each([400, 401, 403, 404, 422])('does not retry status %i', async (code) => {
    const seen = answerInTurn(status(code));
    const { error } = await settle(requestJson(url, Ok));
    expect(seen.attempts).toBe(1);
    expect(error).toBeInstanceOf(HttpClientError);
    expect((error as HttpClientError).message).toBe(`Request failed with status code ${code}`);
    expect((error as HttpClientError).status).toBe(code);
  });

  it.each([429, 500, 502, 503, 504])('tries status %i three times at most', async (code) => {
    const seen = answerInTurn(status(code));
    const { error } = await settle(requestJson(url, Ok));
    expect(seen.attempts).toBe(3);
    expect((error as Error).message).toBe(`Request failed with status code ${code}`);
  });

  it('recovers when a retried attempt succeeds', async () => {
    const seen = answerInTurn(status(503), status(500), ok);
    const { value } = await settle(requestJson(url, Ok));
    expect(value).toEqual({ ok: true });
    expect(seen.attempts).toBe(3);
  });

  it('retries network failures and reports "Network Error"', async () => {
    const seen = answerInTurn(() => HttpResponse.error());
    const { error } = await settle(requestJson(url, Ok));
    expect(seen.attempts).toBe(3);
    expect(error).toMatchObject({ message: 'Network Error', kind: 'network' });
  });

  it('waits as long as Retry-After says before the next attempt', async () => {
    const seen = answerInTurn(status(429, { 'Retry-After': '2' }), ok);
    const request = requestJson(url, Ok);
    await vi.advanceTimersByTimeAsync(1990);
    expect(seen.attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(20);
    expect(seen.attempts).toBe(2);
    await expect(request).resolves.toEqual({ ok: true });
  });

  it('does not retry when Retry-After asks for longer than it would wait (a rate limit)', async () => {
    const seen = answerInTurn(status(429, { 'Retry-After': '2400' }), ok);
    const { error } = await settle(requestJson(url, Ok));
    expect(seen.attempts).toBe(1);
    expect(error).toMatchObject({ status: 429 });
  });

  it('backs off exponentially without Retry-After (300 ms, then 600 ms)', async () => {
    const seen = answerInTurn(status(502));
    const request = requestJson(url, Ok).catch(() => null);
    await vi.advanceTimersByTimeAsync(290);
    expect(seen.attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(20);
    expect(seen.attempts).toBe(2);
    await vi.advanceTimersByTimeAsync(580);
    expect(seen.attempts).toBe(2);
    await vi.advanceTimersByTimeAsync(30);
    expect(seen.attempts).toBe(3);
    await request;
  });

  it('never repeats a plain POST, but repeats an idempotent one', async () => {
    const plain = answerInTurn(status(503));
    await settle(requestJson(url, Ok, { method: 'post', json: {} }));
    expect(plain.attempts).toBe(1);
    const keyed = answerInTurn(status(503), ok);
    const { value } = await settle(
      requestJson(url, Ok, { method: 'post', json: { idempotencyKey: 'k' }, idempotent: true }),
    );
    expect(keyed.attempts).toBe(2);
    expect(value).toEqual({ ok: true });
  });

  it('parses the answer with the schema at the boundary', async () => {
    answerInTurn(() => HttpResponse.json({ ok: 'yes' }));
    const { error } = await settle(requestJson(url, Ok));
    expect(error).toBeInstanceOf(z.core.$ZodError);
  });
});

describe('HTTP layer time-outs and aborts', () => {
  it('times out each attempt, retries, and reports the time-out message', async () => {
    const seen = answerInTurn(async () => {
      await delay('infinite');
      return ok();
    });
    await expect(requestJson(url, Ok, { timeoutMs: 40 })).rejects.toMatchObject({
      message: 'timeout of 40ms exceeded',
      kind: 'timeout',
    });
    expect(seen.attempts).toBe(3);
  });

  it('reports "Request aborted" when the caller cancels, without retrying', async () => {
    const seen = answerInTurn(async () => {
      await delay('infinite');
      return ok();
    });
    const controller = new AbortController();
    const request = requestJson(url, Ok, { signal: controller.signal });
    await vi.waitFor(() => expect(seen.attempts).toBe(1));
    controller.abort();
    await expect(request).rejects.toMatchObject({ message: 'Request aborted', kind: 'aborted' });
    expect(seen.attempts).toBe(1);
  });
});

describe('sendOnce', () => {
  it('answers whatever status came back, sending exactly once', async () => {
    const seen = answerInTurn(status(500));
    await expect(sendOnce(url, { method: 'post', json: {} })).resolves.toBe(500);
    expect(seen.attempts).toBe(1);
  });

  it('throws "Network Error" when nothing came back', async () => {
    answerInTurn(() => HttpResponse.error());
    await expect(sendOnce(url)).rejects.toMatchObject({ message: 'Network Error' });
  });
});
