import { env } from '@/lib/env';
import { handleBackgroundError } from '@/lib/errors/handleError';
import { sendOnce } from '@/lib/http/client';
import { HTTP_MESSAGES } from '@/lib/http/errors';
import { useEventsStore, type QueuedEvent } from '@/stores/eventsStore';
import {
  DELIVERED_STATUS,
  FLUSH_INTERVAL_MS,
  FLUSH_SIZE,
  RESEND_LIMIT,
  RESEND_STATUSES,
} from './bufferPolicy';

/**
 * The server-side tracker: `track()` buffers events in the persisted events store
 * (trackerBuffer.ts) and, once started, this module POSTs them in batches to `VITE_TRACKER_URL`
 * as `{ sentAt, events: [{ id, at, page, payload }] }` (see bufferPolicy.ts for sizes, timings
 * and statuses). It is loaded only when a tracker is configured, after the first paint; events
 * tracked before that wait in the buffer. Nothing here can break the page: failures are counted,
 * retried later and finally reported silently through the handler.
 */
let timer: ReturnType<typeof setTimeout> | undefined;
let sending = false;

const queue = () => useEventsStore.getState().queue;
const body = (events: readonly QueuedEvent[]) => ({
  sentAt: new Date().toISOString(),
  events: events.map(({ id, at, page, payload }) => ({ id, at, page, payload })),
});

function schedule() {
  timer ??= setTimeout(() => {
    timer = undefined;
    void flush();
  }, FLUSH_INTERVAL_MS);
}

function giveUp(events: readonly QueuedEvent[], reason: string) {
  if (events.length === 0) return;
  const names = [...new Set(events.map((event) => String(event.payload.event)))];
  handleBackgroundError(new Error(`Tracking events dropped: ${reason}`), {
    source: 'tracking',
    events: names,
    count: events.length,
  });
}

/** Sends the oldest batch now. Delivered events leave the buffer; failures are counted. */
export async function flush(): Promise<void> {
  const url = env.trackerUrl;
  const batch = queue().slice(0, FLUSH_SIZE);
  if (!url || sending || batch.length === 0) return;
  sending = true;
  const ids = batch.map((event) => event.id);
  let delivered = false;
  try {
    const status = await sendOnce(url, { method: 'post', json: body(batch) });
    delivered = status === DELIVERED_STATUS;
    if (delivered) useEventsStore.getState().remove(ids);
    else if (RESEND_STATUSES.includes(status)) {
      giveUp(useEventsStore.getState().failed(ids), `${RESEND_LIMIT} resends failed (${status})`);
    } else {
      useEventsStore.getState().remove(ids);
      giveUp(batch, HTTP_MESSAGES.status(status));
    }
  } catch (error) {
    // No answer (offline, time-out): like 429/500, worth another try later.
    const reason = error instanceof Error ? error.message : HTTP_MESSAGES.network;
    giveUp(useEventsStore.getState().failed(ids), `${RESEND_LIMIT} resends failed (${reason})`);
  } finally {
    sending = false;
  }
  const waiting = queue().length;
  if (delivered && waiting >= FLUSH_SIZE) void flush();
  else if (waiting > 0) schedule();
}

/**
 * Page hide (tab closed, app switched): everything still waiting goes by `navigator.sendBeacon`,
 * in batches of 100, as text/plain JSON (a beacon cannot send a CORS preflight). Batches the
 * browser refuses stay in the persisted buffer for the next visit.
 */
export function flushWithBeacon() {
  const url = env.trackerUrl;
  if (!url || typeof navigator.sendBeacon !== 'function') return;
  clearTimeout(timer);
  timer = undefined;
  const waiting = queue();
  for (let start = 0; start < waiting.length; start += FLUSH_SIZE) {
    const batch = waiting.slice(start, start + FLUSH_SIZE);
    const blob = new Blob([JSON.stringify(body(batch))], { type: 'text/plain;charset=UTF-8' });
    if (!navigator.sendBeacon(url, blob)) break;
    useEventsStore.getState().remove(batch.map((event) => event.id));
  }
}

/** A batch goes at once when 100 events wait; otherwise 5 s after the first waiting one. */
function onBuffered() {
  if (queue().length >= FLUSH_SIZE) void flush();
  else schedule();
}

/**
 * Starts the tracker once per page: it sends what the buffer holds (events left from before and
 * those tracked before it loaded), every event buffered from now on, and page-hide beacons.
 */
export function startTracker() {
  if (!env.trackerUrl) return () => undefined;
  const onHide = () => {
    if (document.visibilityState === 'hidden') flushWithBeacon();
  };
  window.addEventListener('pagehide', flushWithBeacon);
  document.addEventListener('visibilitychange', onHide);
  const unsubscribe = useEventsStore.subscribe((state, previous) => {
    if (state.queue.length > previous.queue.length) onBuffered();
  });
  if (queue().length > 0) onBuffered();
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', flushWithBeacon);
    document.removeEventListener('visibilitychange', onHide);
    clearTimeout(timer);
    timer = undefined;
  };
}
