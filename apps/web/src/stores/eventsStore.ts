import * as z from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { BUFFER_SIZE, RESEND_LIMIT } from '@/lib/analytics/bufferPolicy';
import { persistOptions } from './persist';

/** One event waiting for the server-side tracker. */
export interface QueuedEvent {
  /** UUID, so the tracker can drop a duplicate of a resent batch. */
  id: string;
  /** The tracking payload (`{ event, ecommerce?, …params }`). */
  payload: Record<string, unknown>;
  /** ISO time the event happened. */
  at: string;
  /** Path and query of the page it happened on. */
  page: string;
  /** Failed sends so far. */
  failures: number;
}

interface EventsState {
  queue: readonly QueuedEvent[];
}

interface EventsActions {
  /** Appends events; beyond 1000 the oldest are dropped. */
  enqueue: (events: readonly QueuedEvent[]) => void;
  /** Removes delivered events. */
  remove: (ids: readonly string[]) => void;
  /** Counts a failed send; answers the events given up (more than 5 resends). */
  failed: (ids: readonly string[]) => QueuedEvent[];
  clear: () => void;
}

const QueuedEventSchema = z.object({
  id: z.string(),
  payload: z.record(z.string(), z.unknown()),
  at: z.string(),
  page: z.string(),
  failures: z.number(),
});

/** The analytics buffer (spec 9), persisted so events survive a reload or a closed tab. */
export const useEventsStore = create<EventsState & EventsActions>()(
  persist(
    (set, get) => ({
      queue: [],
      enqueue: (events) => set({ queue: [...get().queue, ...events].slice(-BUFFER_SIZE) }),
      remove: (ids) => set({ queue: get().queue.filter((event) => !ids.includes(event.id)) }),
      failed: (ids) => {
        const counted = get().queue.map((event) =>
          ids.includes(event.id) ? { ...event, failures: event.failures + 1 } : event,
        );
        set({ queue: counted.filter((event) => event.failures <= RESEND_LIMIT) });
        return counted.filter((event) => event.failures > RESEND_LIMIT);
      },
      clear: () => set({ queue: [] }),
    }),
    persistOptions<EventsState & EventsActions, EventsState>({
      name: 'events',
      version: 1,
      partialize: ({ queue }) => ({ queue }),
      isValid: (value): value is EventsState =>
        z.object({ queue: z.array(QueuedEventSchema) }).safeParse(value).success,
      migrate: () => undefined,
    }),
  ),
);
