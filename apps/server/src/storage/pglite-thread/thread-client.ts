import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import {
  JSON_TYPES,
  type RowMode,
  type ThreadAnswer,
  type ThreadError,
  type ThreadOpened,
  type ThreadRequest,
  type ThreadSetup,
} from './messages.js';

/** Set to true in `dist/main.js` by the server build (scripts/server-build.ts). */
declare const SERVER_BUNDLE: boolean | undefined;

/**
 * The thread's module: built beside `dist/main.js` by the server build; from the sources (tsx,
 * vitest), its TypeScript, loaded through tsx's loader registered in the thread first (Node 20
 * does not give a worker the loader `--import tsx` gave the process).
 */
const workerModule = (): URL => {
  if (typeof SERVER_BUNDLE === 'boolean' && SERVER_BUNDLE) {
    return new URL('../../../dist/pglite-worker.js', import.meta.url);
  }
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const source = JSON.stringify(new URL('./worker.ts', import.meta.url).href);
  const start = `const { register } = await import(${tsx}); register(); await import(${source});`;
  return new URL(`data:text/javascript,${encodeURIComponent(start)}`);
};

/** A PGlite error as the server reads it: its message, `code`, `constraint`, … */
function errorOf(error: ThreadError): Error {
  return Object.assign(new Error(error.message), error.fields, { name: error.name });
}

/**
 * A query's answer with its JSON columns parsed (the thread sends them as text, `worker.ts`),
 * but those the caller asked to keep as text.
 */
function withJsonParsed<T>(results: Results<T>, keptAsText: readonly number[]): Results<T> {
  const json = results.fields.flatMap((field, index) =>
    JSON_TYPES.includes(field.dataTypeID) && !keptAsText.includes(field.dataTypeID)
      ? [{ index, name: field.name }]
      : [],
  );
  if (json.length === 0) return results;
  for (const row of results.rows as unknown[]) {
    const values = row as Record<string | number, unknown>;
    for (const { index, name } of json) {
      const key = Array.isArray(row) ? index : name;
      const value = values[key];
      if (typeof value === 'string') values[key] = JSON.parse(value);
    }
  }
  return results;
}

/** A request before it is given its id (`Omit` taken of each kind of request). */
type Request = ThreadRequest extends infer R
  ? R extends { id: number }
    ? Omit<R, 'id'>
    : never
  : never;

/** A statement runner on the thread: the session's, or one transaction's. */
interface ThreadRunner {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

/**
 * The part of PGlite's client drizzle's PGlite driver calls (drizzle-orm/pglite/session.js:
 * `query(sql, params, { rowMode, parsers })` and `transaction(fn)`), answered by PGlite on its
 * own thread; plus `close`. drizzle's only parsers keep dates, times and intervals as the text
 * PostgreSQL sent; the thread applies the same to the types they name (functions cannot cross
 * threads).
 */
export interface PgliteThread extends ThreadRunner {
  transaction<T>(fn: (tx: ThreadRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Opens PGlite over `setup.dataDir` on a thread of its own (`worker.ts`), migrated and bounded
 * as `openDatabase` opens it in-process. Requests are answered in PGlite's order: one statement
 * at a time, a transaction holding the session until it ends. If the thread fails, `onFailure`
 * is told, and every request waiting and every later one fails with that error.
 *
 * @example
 * const thread = await openPgliteThread(
 *   { dataDir, statementTimeoutMs: 5000, idleInTransactionTimeoutMs: 10000 },
 *   (error) => log.warn({ err: error }, 'database connection lost'),
 * );
 * await thread.query('select 1 as one'); // { rows: [{ one: 1 }], … }
 */
export async function openPgliteThread(
  setup: ThreadSetup,
  onFailure: (error: Error) => void,
): Promise<PgliteThread> {
  const worker = new Worker(workerModule(), { workerData: setup });
  const waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  let lastId = 0;
  let ended: Error | null = null;
  const endAll = (error: Error) => {
    if (ended) return;
    ended = error;
    onFailure(error);
    for (const { reject } of waiting.values()) reject(ended);
    waiting.clear();
  };

  await new Promise<void>((opened, failed) => {
    const onOpened = (message: ThreadOpened) => {
      worker.off('error', failed);
      if (message.opened) opened();
      else failed(errorOf(message.error));
    };
    worker.once('message', onOpened);
    worker.once('error', failed);
  });
  worker.on('message', (answer: ThreadAnswer) => {
    const asker = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (answer.ok) asker?.resolve(answer.value);
    else asker?.reject(errorOf(answer.error));
  });
  let closing = false;
  worker.on('error', endAll);
  worker.on('exit', (code) => {
    const error = new Error(`The PGlite thread ended (exit code ${code})`);
    if (closing) ended ??= error;
    else endAll(error);
  });

  const ask = <T>(request: Request): Promise<T> => {
    if (ended) return Promise.reject(ended);
    const id = (lastId += 1);
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };
  const runner = (tx: number | null): ThreadRunner => ({
    query: async <T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) => {
      const textTypes = Object.keys(options.parsers ?? {}).map(Number);
      const results = await ask<Results<T>>({
        op: 'query',
        tx,
        sql,
        params,
        rowMode: (options.rowMode ?? 'object') satisfies RowMode,
        textTypes,
      });
      return withJsonParsed(results, textTypes);
    },
    exec: (sql) => ask({ op: 'exec', tx, sql }),
  });

  return {
    ...runner(null),
    transaction: async (fn) => {
      const tx = await ask<number>({ op: 'begin' });
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        result = await fn(runner(tx));
      } catch (error) {
        // Rolled back; if the thread failed meanwhile, the caller's error still tells more.
        await ask({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await ask({ op: 'end', tx, commit: true });
      return result;
    },
    close: async () => {
      if (ended) return;
      closing = true;
      await ask({ op: 'close' });
      await worker.terminate();
    },
  };
}

/**
 * The thread as drizzle's PGlite driver (and the upkeep, `pglite-upkeep.ts`) take it: typed as
 * PGlite, of which they call only what `PgliteThread` answers (`query`, `exec`, `transaction`,
 * `close`; see there).
 */
export const asPgliteClient = (thread: PgliteThread): PGlite => thread as unknown as PGlite;
