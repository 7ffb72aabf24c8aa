import type { CatalogueSeed } from '@haat/storefront-backend';
import type { Logger } from 'pino';
import { sql } from 'drizzle-orm';
import type { Database } from '../storage/database.js';
import type { Tx } from '../storage/sql/executor.js';
import { DOCUMENT_BATCH, engineDocument, storedProducts, storedStamps } from './engine-document.js';
import type { Meilisearch } from './meilisearch.js';

/** How long changed ids gather before they are sent together. */
const GATHER_MS = 100;
/** After a failed upkeep, the next try (which reconciles: whatever was missed is found). */
const RETRY_MS = 2_000;
/** The safety net: every process compares the whole index with the database this often. */
const RECONCILE_EVERY_MS = 5 * 60_000;
/** Engine documents read a page at a time when reconciling. */
const STAMP_PAGE = 1_000;
/**
 * The advisory lock under which processes read products and hand them to the engine. Its own
 * number: 7_402_113–7_402_115 are the migrations', the seed's and the catalogue load's (the
 * load's is tried shared by every stock write's in-stock recount, which skips its recount while
 * anyone holds it exclusively — a search upkeep must never do that).
 */
export const SEARCH_INDEX_LOCK = 7_402_116;

/** What keeps one index in step with the database, and where it tells of trouble. */
export interface IndexSyncOptions {
  readonly database: Pick<Database, 'db'>;
  readonly engine: Meilisearch;
  readonly index: string;
  /** The shop's collections, to name a product's collections as search does. */
  readonly collections: () => Promise<CatalogueSeed['collections']>;
  readonly log: Pick<Logger, 'warn' | 'info'>;
  /**
   * Several processes share the index (PostgreSQL): reads and hand-overs take turns on an
   * advisory lock. Off on PGlite (one process, whose one connection must not wait on the engine).
   */
  readonly serialise?: boolean | undefined;
  /** The safety net's period (default 5 minutes). */
  readonly reconcileEveryMs?: number | undefined;
}

/** What a reconciliation sent: documents added or replaced, and documents deleted. */
export interface Reconciled {
  readonly sent: number;
  readonly deleted: number;
}

/** The upkeep of a search index: told of changes, it sends them; it catches up by itself. */
export interface IndexSync {
  /** These products changed (sent within moments); null: anything may have (reconcile). */
  changed(ids: readonly string[] | null): void;
  /** Compares the whole index with the database now, and sends what differs. */
  reconcile(): Promise<Reconciled>;
  /** Resolves once nothing is waiting to be sent (or the last try failed). */
  idle(): Promise<void>;
  close(): void;
}

/**
 * Sends every catalogue change to the search engine, durably:
 * - **changed ids** (a staff edit, heard on the catalogue channel or from this process's own
 *   writes) are gathered for {@link GATHER_MS}, read from the database (document and stamp in
 *   one statement) and sent as whole documents (add or replace: idempotent, so processes sending
 *   the same change concurrently agree); ids no longer stored are deleted from the index;
 * - **reconcile** — at start, after an engine outage, after `changed(null)` (a catalogue load,
 *   a document edit, a listener that lost its connection) and every {@link RECONCILE_EVERY_MS}
 *   — creates the index when missing and writes its settings, reads every stored product's stamp (id
 *   and a digest of status and search words) and every engine document's, and sends what
 *   differs and deletes what is gone. A process restart or an engine outage therefore loses
 *   nothing. With `serialise` (several processes), reads and hand-overs take turns, so two
 *   processes sending one product at two versions leave the newer one in the engine.
 *
 * @example
 * const sync = startIndexSync({ database, engine, index: 'products', collections, log });
 * sync.changed(['p1']);
 */
export function startIndexSync(options: IndexSyncOptions): IndexSync {
  const { database, engine, index, log } = options;
  const pending = new Set<string>();
  let reconcileDue = true;
  let failing = false;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  // Each reconciliation: an index deleted by hand (or made bare by a document write, which
  // creates a missing index without our settings) is put right within one period.
  const ensureIndex = async () => {
    if (!(await engine.hasIndex(index))) await engine.waitTask(await engine.createIndex(index));
    await engine.waitTask(await engine.configureIndex(index));
  };

  /** Reads these ids' documents and hands them to the engine (tasks enqueued, not awaited). */
  const enqueue = async (tx: Tx, ids: readonly string[]): Promise<number[]> => {
    const [stored, collections] = await Promise.all([
      storedProducts(tx, ids),
      options.collections(),
    ]);
    const documents = stored.map(({ product, stamp }) =>
      engineDocument(product, stamp, collections),
    );
    const found = new Set(documents.map((d) => d.id));
    const gone = ids.filter((id) => !found.has(id));
    return [
      ...(documents.length > 0 ? [await engine.putDocuments(index, documents)] : []),
      ...(gone.length > 0 ? [await engine.deleteDocuments(index, gone)] : []),
    ];
  };

  /**
   * Sends these ids' documents and deletes those not stored, then waits for the engine's tasks.
   * Serialised, the read and the hand-over happen under a transaction-scoped advisory lock, so
   * processes hand their reads to the engine in the order they read them and the engine (which
   * runs an index's tasks in order) ends with the newest.
   */
  const send = async (ids: readonly string[]) => {
    const tasks = options.serialise
      ? await database.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${SEARCH_INDEX_LOCK})`);
          return enqueue(tx, ids);
        })
      : await enqueue(database.db, ids);
    for (const task of tasks) await engine.waitTask(task);
  };

  const reconcileNow = async (): Promise<Reconciled> => {
    await ensureIndex();
    const stored = await storedStamps(database);
    const indexed = new Map<string, string>();
    for (let offset = 0; ; offset += STAMP_PAGE) {
      const page = await engine.stamps(index, offset, STAMP_PAGE);
      for (const { id, stamp } of page.results) indexed.set(id, stamp);
      if (page.results.length < STAMP_PAGE || offset + STAMP_PAGE >= page.total) break;
    }
    const differing = [...stored].filter(([id, stamp]) => indexed.get(id) !== stamp);
    const gone = [...indexed.keys()].filter((id) => !stored.has(id));
    for (let i = 0; i < differing.length; i += DOCUMENT_BATCH) {
      await send(differing.slice(i, i + DOCUMENT_BATCH).map(([id]) => id));
    }
    for (let i = 0; i < gone.length; i += DOCUMENT_BATCH) {
      await engine.waitTask(await engine.deleteDocuments(index, gone.slice(i, i + DOCUMENT_BATCH)));
    }
    return { sent: differing.length, deleted: gone.length };
  };

  const work = async () => {
    while (!closed && (reconcileDue || pending.size > 0)) {
      if (reconcileDue) {
        reconcileDue = false;
        await reconcileNow();
      } else {
        const batch = [...pending].slice(0, DOCUMENT_BATCH);
        for (const id of batch) pending.delete(id);
        await send(batch);
      }
    }
  };

  const run = () => {
    timer = null;
    if (running || closed) return;
    running = work()
      .then(() => {
        if (failing) log.info({ index }, 'search index upkeep works again: index in step');
        failing = false;
      })
      .catch((error: unknown) => {
        if (!failing) log.warn({ err: error, index }, 'search index upkeep failed: retrying');
        failing = true;
        // Whatever was in flight is found again by comparing the whole index.
        reconcileDue = true;
        schedule(RETRY_MS);
      })
      .finally(() => {
        running = null;
        if (!failing && (reconcileDue || pending.size > 0)) schedule(0);
      });
  };

  function schedule(delayMs: number) {
    if (closed || timer) return;
    timer = setTimeout(run, delayMs);
  }

  const every = setInterval(() => {
    reconcileDue = true;
    schedule(0);
  }, options.reconcileEveryMs ?? RECONCILE_EVERY_MS);
  every.unref();
  schedule(0);

  return {
    changed(ids) {
      if (ids === null) reconcileDue = true;
      else for (const id of ids) pending.add(id);
      schedule(GATHER_MS);
    },
    async reconcile() {
      await running;
      return reconcileNow();
    },
    async idle() {
      while (!closed && (timer || running)) {
        await (running ?? new Promise((resolve) => setTimeout(resolve, 10)));
        if (failing) return;
      }
    },
    close() {
      closed = true;
      clearInterval(every);
      if (timer) clearTimeout(timer);
    },
  };
}
