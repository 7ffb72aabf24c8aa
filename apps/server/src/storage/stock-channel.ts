import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from './database.js';
import { CATALOGUE_CHANNEL, catalogueChange } from './sql/catalogue-write.js';

/** The PostgreSQL channel stock changes are announced on. */
export const STOCK_CHANNEL = 'haat_stock_changed';

/**
 * The least time between two announcements of one process: changes made meanwhile go out
 * together in the next one (under load, not one statement an order).
 */
const ANNOUNCE_GAP_MS = 50;

/** How long the listener waits before connecting again after losing its connection. */
const RECONNECT_MS = 1_000;

/** Who hears other processes' stock changes: the answer cache. */
export interface StockChangeListener {
  /** Another process changed stock. */
  invalidate(): void;
  /** Changes cannot be heard (not connected yet, or the connection broke). */
  pause(): void;
  /** Changes are heard again (any missed while paused are assumed). */
  resume(): void;
}

/**
 * Who hears catalogue changes (any process's, this one's too: announced by the writing
 * transaction, delivered on commit): the process's catalogue cache and kept answers.
 */
export interface CatalogueChangeListener {
  /** These products changed (null: anything may have: a catalogue load). */
  changed(ids: readonly string[] | null): void;
  /** Changes cannot be heard: keep nothing until `resume`. */
  pause(): void;
  /** Changes are heard again (anything missed meanwhile is assumed changed). */
  resume(): void;
}

/** Stock changes between the server processes of one PostgreSQL database. */
export interface StockChannel {
  /** Tells the other processes that this one changed stock (coalesced, never awaited). */
  announce(): void;
  close(): Promise<void>;
}

/**
 * Announces this process's stock changes to the others (`pg_notify` through the pool, after the
 * change committed; at most one every `ANNOUNCE_GAP_MS`, changes meanwhile sent as one) and listens to
 * theirs on a dedicated connection (`LISTEN`), connecting again after `RECONNECT_MS` when it
 * breaks. The listener is paused until `LISTEN` holds, and after any break, so a change missed
 * meanwhile can never leave a stale answer served. A process does not hear its own announcements.
 * On the same connection it listens to catalogue changes (`CATALOGUE_CHANNEL`, announced by the
 * transaction that wrote them, whichever process: a staff edit, a catalogue load) for
 * `catalogue`, paused and resumed with the stock listener.
 *
 * @example
 * const channel = openStockChannel(config.databaseUrl, database, answers, logger, catalogue);
 * const storage = await createSqlStorage(database, { seed, onStockChange: () => channel.announce() });
 */
export function openStockChannel(
  url: string,
  database: Pick<Database, 'db'>,
  listener: StockChangeListener,
  log: Pick<Logger, 'warn'>,
  catalogue?: CatalogueChangeListener,
): StockChannel {
  const origin = randomUUID();
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const pause = () => {
    listener.pause();
    catalogue?.pause();
  };
  const lost = (error?: Error) => {
    if (closed || retry) return;
    pause();
    if (error) log.warn({ err: error }, 'stock change listener lost its connection');
    client?.removeAllListeners().on('error', () => undefined);
    void client?.end().catch(() => undefined);
    client = null;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, RECONNECT_MS);
  };

  const connect = async () => {
    pause();
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANNEL) {
        catalogue?.changed(catalogueChange(message.payload ?? '*'));
      } else if (message.payload !== origin) listener.invalidate();
    });
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`listen ${STOCK_CHANNEL}`);
      if (catalogue) await next.query(`listen ${CATALOGUE_CHANNEL}`);
      if (client === next && !closed) {
        listener.resume();
        catalogue?.resume();
      }
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)));
    }
  };

  let pending: NodeJS.Timeout | null = null;
  let lastSent = -Infinity;
  const send = () => {
    pending = null;
    if (closed) return;
    lastSent = Date.now();
    database.db
      .execute(sql`select pg_notify(${STOCK_CHANNEL}, ${origin})`)
      .catch((error: unknown) => log.warn({ err: error }, 'could not announce a stock change'));
  };
  const announce = () => {
    if (closed || pending) return;
    pending = setTimeout(send, Math.max(0, lastSent + ANNOUNCE_GAP_MS - Date.now()));
  };

  void connect();
  return {
    announce,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      if (pending) clearTimeout(pending);
      const last = client;
      client = null;
      last?.removeAllListeners().on('error', () => undefined);
      await last?.end().catch(() => undefined);
    },
  };
}
