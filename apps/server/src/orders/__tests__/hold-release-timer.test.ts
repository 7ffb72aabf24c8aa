import { releaseExpiredHolds, sweepReviewUploads, uploadCaps } from '@haat/storefront-backend';
import { startedPayment, testBackend } from '@haat/storefront-backend/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startHoldReleaseTimer, type HoldReleaseTimer } from '../hold-release-timer.js';

const INTERVAL = 60_000;

let timer: HoldReleaseTimer | null = null;
const logs: { level: 'info' | 'error'; details: object; message: string }[] = [];
const log = {
  info: (details: object, message: string) => logs.push({ level: 'info', details, message }),
  error: (details: object, message: string) => logs.push({ level: 'error', details, message }),
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  logs.length = 0;
});

afterEach(async () => {
  await timer?.stop();
  timer = null;
  vi.useRealTimers();
});

/** A sweep the test finishes by hand, counting its calls. */
function manualSweeps() {
  const pending: ((released: number) => void)[] = [];
  const release = vi.fn(() => new Promise<number>((resolve) => pending.push(resolve)));
  const finish = (released: number) => pending.shift()?.(released);
  return { release, finish };
}

describe('startHoldReleaseTimer', () => {
  it('cancels a prepaid order whose hold ran out at the next tick, and says so', async () => {
    const backend = testBackend();
    const { order } = await startedPayment(backend);
    timer = startHoldReleaseTimer({
      release: () => releaseExpiredHolds(backend.deps),
      intervalMs: INTERVAL,
      log,
    });
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect((await backend.storage.repos.orders.byId(order.id))?.status).toBe('PENDING');
    expect(logs).toEqual([]);

    backend.clock.advance(30 * 60_000 + 1);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect((await backend.storage.repos.orders.byId(order.id))?.status).toBe('CANCELLED');
    expect(logs).toEqual([
      { level: 'info', details: { released: 1 }, message: 'released lapsed payment holds' },
    ]);
  });

  it('deletes review uploads no review took within 24 hours, and says so in its own words', async () => {
    const backend = testBackend();
    const now = backend.deps.clock.now();
    const key = 'reviews/u-timer';
    await backend.storage.repos.uploads.insert(
      {
        key,
        userId: 'user-1',
        productId: 'prd-hyaluronic-acid-serum',
        contentType: 'image/jpeg',
        maxBytes: 4,
        expiresAt: now + 15 * 60_000,
        createdAt: now,
        size: null,
        uploadedAt: null,
        secretHash: null,
        reviewId: null,
      },
      uploadCaps(now),
    );
    await backend.storage.repos.uploads.store(key, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), now);
    timer = startHoldReleaseTimer({
      release: () => sweepReviewUploads(backend.deps),
      intervalMs: INTERVAL,
      log,
      messages: { done: 'swept lapsed review uploads', failed: 'sweeping review uploads failed' },
    });
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(await backend.storage.repos.uploads.byKey(key)).not.toBeNull();
    backend.clock.advance(24 * 60 * 60_000);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(await backend.storage.repos.uploads.byKey(key)).toBeNull();
    expect(logs).toEqual([
      { level: 'info', details: { released: 1 }, message: 'swept lapsed review uploads' },
    ]);
  });

  it('never starts a sweep while one is running', async () => {
    const { release, finish } = manualSweeps();
    timer = startHoldReleaseTimer({ release, intervalMs: INTERVAL, log });
    expect(release).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(release).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(INTERVAL * 5);
    expect(release).toHaveBeenCalledTimes(1);
    finish(0);
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(release).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(release).toHaveBeenCalledTimes(2);
    finish(0);
  });

  it('logs a failed sweep and keeps going', async () => {
    const failure = new Error('database unavailable');
    const release = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue(0);
    timer = startHoldReleaseTimer({ release, intervalMs: INTERVAL, log });
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(logs).toEqual([
      {
        level: 'error',
        details: { err: failure },
        message: 'releasing lapsed payment holds failed',
      },
    ]);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(release).toHaveBeenCalledTimes(2);
  });

  it('stops: waits for the sweep in progress, then runs no more', async () => {
    const { release, finish } = manualSweeps();
    timer = startHoldReleaseTimer({ release, intervalMs: INTERVAL, log });
    await vi.advanceTimersByTimeAsync(INTERVAL);
    let stopped = false;
    const stopping = timer.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish(2);
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(INTERVAL * 3);
    expect(release).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never keeps the process alive', () => {
    const spy = vi.spyOn(globalThis, 'setTimeout');
    timer = startHoldReleaseTimer({ release: () => Promise.resolve(0), intervalMs: INTERVAL, log });
    const handle = spy.mock.results[0]?.value as NodeJS.Timeout | undefined;
    expect(handle?.hasRef()).toBe(false);
    spy.mockRestore();
  });
});
