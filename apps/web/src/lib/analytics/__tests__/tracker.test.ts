import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/lib/env';
import * as report from '@/lib/errors/report';
import { useEventsStore } from '@/stores/eventsStore';
import { server } from '@/test/server';
import { BUFFER_SIZE, FLUSH_INTERVAL_MS, FLUSH_SIZE } from '../bufferPolicy';
import { track } from '../track';
import { startTracker } from '../tracker';

const trackerUrl = `${window.location.origin}/tracker-under-test`;

interface Batch {
  sentAt: string;
  events: { id: string; at: string; page: string; payload: { event: string } }[];
}

/** The tracker answers `statuses` in turn (the last one repeats); answers every batch received. */
function trackerAnswers(...statuses: number[]) {
  const batches: Batch[] = [];
  server.use(
    http.post(trackerUrl, async ({ request }) => {
      batches.push((await request.json()) as Batch);
      const status = statuses[Math.min(batches.length - 1, statuses.length - 1)] ?? 202;
      return new HttpResponse(null, { status });
    }),
  );
  return batches;
}

const trackSearches = (count: number) => {
  for (let index = 0; index < count; index += 1) track({ name: 'search', searchTerm: `t${index}` });
};
const waiting = () => useEventsStore.getState().queue.length;

let stop: () => void;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  env.trackerUrl = trackerUrl;
  useEventsStore.getState().clear();
  stop = startTracker();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  env.trackerUrl = undefined;
});

describe('server-side tracker buffer', () => {
  it('flushes by time: 5 s after the first waiting event, delivered on 202', async () => {
    const batches = trackerAnswers(202);
    trackSearches(3);
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS - 10);
    expect(batches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10);
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    expect(batches[0]?.events.map((event) => event.payload)).toEqual([
      { event: 'search', search_term: 't0' },
      { event: 'search', search_term: 't1' },
      { event: 'search', search_term: 't2' },
    ]);
    expect(batches[0]?.events[0]).toMatchObject({ page: '/', id: expect.any(String) as string });
    await vi.waitFor(() => expect(waiting()).toBe(0));
  });

  it('flushes by size: a batch of 100 goes at once, without waiting 5 s', async () => {
    const batches = trackerAnswers(202);
    trackSearches(FLUSH_SIZE + 5);
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    expect(batches[0]?.events).toHaveLength(FLUSH_SIZE);
    await vi.waitFor(() => expect(waiting()).toBe(5));
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    await vi.waitFor(() => expect(batches).toHaveLength(2));
    expect(batches[1]?.events).toHaveLength(5);
  });

  it.each([429, 500])('keeps events on %i and resends them later', async (status) => {
    const batches = trackerAnswers(status, 202);
    trackSearches(2);
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    expect(waiting()).toBe(2);
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    await vi.waitFor(() => expect(batches).toHaveLength(2));
    expect(batches[1]?.events.map((event) => event.id)).toEqual(
      batches[0]?.events.map((event) => event.id),
    );
    await vi.waitFor(() => expect(waiting()).toBe(0));
  });

  it('gives events up after 5 resends and reports it without breaking the page', async () => {
    const reported = vi.spyOn(report, 'reportError').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const batches = trackerAnswers(500);
    trackSearches(1);
    for (let send = 1; send <= 6; send += 1) {
      await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
      await vi.waitFor(() => expect(batches).toHaveLength(send));
    }
    await vi.waitFor(() => expect(waiting()).toBe(0));
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS * 3);
    expect(batches).toHaveLength(6);
    expect(reported).toHaveBeenCalledWith(
      expect.objectContaining({
        message: expect.stringMatching(/dropped: 5 resends failed \(500\)/) as string,
      }),
      expect.objectContaining({ source: 'tracking', events: ['search'], count: 1 }),
    );
  });

  it('drops a batch the tracker refuses (neither 202 nor 429/500) and reports it', async () => {
    const reported = vi.spyOn(report, 'reportError').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const batches = trackerAnswers(400);
    trackSearches(2);
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    await vi.waitFor(() => expect(waiting()).toBe(0));
    expect(reported).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('status code 400') as string }),
      expect.objectContaining({ source: 'tracking' }),
    );
  });

  it('keeps at most 1000 events, the oldest giving way', () => {
    server.use(http.post(trackerUrl, () => new HttpResponse(null, { status: 500 })));
    useEventsStore.getState().enqueue(
      Array.from({ length: BUFFER_SIZE + 10 }, (_, index) => ({
        id: `e${index}`,
        payload: { event: 'search' },
        at: '',
        page: '/',
        failures: 0,
      })),
    );
    const queue = useEventsStore.getState().queue;
    expect(queue).toHaveLength(BUFFER_SIZE);
    expect(queue[0]?.id).toBe('e10');
  });

  it('sends what is waiting with sendBeacon when the page is hidden', async () => {
    const beacons: { url: string; body: Batch }[] = [];
    const sendBeacon = vi.fn((url: string, data: Blob) => {
      void data.text().then((text) => beacons.push({ url, body: JSON.parse(text) as Batch }));
      return true;
    });
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    const batches = trackerAnswers(202);
    trackSearches(FLUSH_SIZE + 20);
    await vi.waitFor(() => expect(waiting()).toBe(20));
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0]?.[1].type).toBe('text/plain;charset=utf-8');
    await vi.waitFor(() => expect(beacons[0]?.body.events).toHaveLength(20));
    expect(beacons[0]?.url).toBe(trackerUrl);
    expect(waiting()).toBe(0);
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS * 2);
    expect(batches).toHaveLength(1);
  });

  it('does nothing at all when no tracker is configured', () => {
    env.trackerUrl = undefined;
    trackSearches(3);
    expect(waiting()).toBe(0);
  });
});
