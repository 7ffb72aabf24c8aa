/**
 * What the server's thread and the PGlite thread say to each other (`thread-client.ts`,
 * `worker.ts`). Every request has an id its answer repeats; statements name the transaction they
 * belong to, if any.
 */

/** PostgreSQL's `json` and `jsonb` type OIDs: sent across as text, parsed on arrival. */
export const JSON_TYPES: readonly number[] = [114, 3802];

/** How a row comes back: PGlite's `rowMode`. */
export type RowMode = 'object' | 'array';

/** A request to the PGlite thread. */
export type ThreadRequest =
  | {
      readonly id: number;
      readonly op: 'query';
      readonly tx: number | null;
      readonly sql: string;
      readonly params: readonly unknown[];
      readonly rowMode: RowMode;
      /** Type OIDs whose values are kept as the text PostgreSQL sent (drizzle's parsers). */
      readonly textTypes: readonly number[];
    }
  | { readonly id: number; readonly op: 'exec'; readonly tx: number | null; readonly sql: string }
  | { readonly id: number; readonly op: 'begin' }
  | { readonly id: number; readonly op: 'end'; readonly tx: number; readonly commit: boolean }
  | { readonly id: number; readonly op: 'close' };

/** A database error's fields as the server reads them (`code`, `constraint`, …), cloneable. */
export interface ThreadError {
  readonly name: string;
  readonly message: string;
  readonly fields: Readonly<Record<string, string | number | undefined>>;
}

/** The answer to request `id`. */
export type ThreadAnswer =
  | { readonly id: number; readonly ok: true; readonly value: unknown }
  | { readonly id: number; readonly ok: false; readonly error: ThreadError };

/** What the thread is opened with: its data directory and session bounds. */
export interface ThreadSetup {
  readonly dataDir: string;
  readonly statementTimeoutMs: number;
  readonly idleInTransactionTimeoutMs: number;
}

/** The thread's first message: opened and migrated, or why not. */
export type ThreadOpened =
  { readonly opened: true } | { readonly opened: false; readonly error: ThreadError };
