import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'pino';
import { autovacuumSettings, type AutovacuumSettings } from './autovacuum-settings.js';

/**
 * When PGlite's upkeep runs (README "Storage", measured on the bench's 100,000 products after
 * its stock raise, 2026-11-28 21:58 UTC, load ~5): a round waits for `idleMs` without a
 * statement, so a shopper's request meets it only when it arrives during one of its statements,
 * each of which holds PGlite's one thread (VACUUM of `stock` 0.16–0.23 s, of `products` 0.7 s,
 * `gin_clean_pending_list` of one of its GIN indexes 0.14–0.47 s; `ANALYZE products` took 3.4 s,
 * which is why products are never analysed here: a catalogue load analyses them).
 */
export const UPKEEP_TIMING: UpkeepTiming = { idleMs: 1_000, checkEveryMs: 1_000 };

/** How long the process must be quiet before a round, and how often that is looked at. */
export interface UpkeepTiming {
  readonly idleMs: number;
  readonly checkEveryMs: number;
}

/** How long the upkeep rests after a round failed. */
const FAILURE_PAUSE_MS = 10 * 60_000;

/** The tables whose statistics the upkeep leaves to the catalogue load (`ANALYZE products` is seconds). */
const NOT_ANALYSED = new Set(['products']);

/** One table's counters (`pg_stat_user_tables`) and size (`pg_class`). */
interface TableState {
  readonly name: string;
  readonly rows: number;
  readonly dead: number;
  readonly modifiedSinceAnalyze: number;
  readonly insertedSinceVacuum: number;
  /** Rows inserted, updated and deleted since the process started. */
  readonly written: number;
  readonly ginIndexes: readonly string[];
  /** Its autovacuum settings (PostgreSQL's defaults but where the table sets its own). */
  readonly settings: AutovacuumSettings;
}

/** What one statement of a round does: VACUUM (with ANALYZE or not), ANALYZE, a GIN pending list. */
type Step =
  | { readonly kind: 'vacuum'; readonly table: string; readonly analyse: boolean }
  | { readonly kind: 'analyze'; readonly table: string }
  | { readonly kind: 'gin'; readonly index: string };

/**
 * What a table needs, by autovacuum's rule with the table's own settings (PostgreSQL's
 * defaults: vacuum past 50 dead rows + 20 % of the table's rows, or past 1,000 inserted + 20 %;
 * analyse past 50 changed + 10 %; migration 0036 lowers the dead rows' share for the tables read
 * by index-only scans); a table written since the last round but not due keeps its GIN indexes'
 * pending lists short (each GIN scan reads the whole list: ~211 pages after the bench's stock
 * raise). `first`: the process's first round — PGlite's counters start at zero in every
 * process, so what was written while the server was stopped (a catalogue load, a stock sweep by
 * hand, the bench's raise) is unknown and every table is treated as due.
 */
export function upkeepSteps(
  tables: readonly TableState[],
  writtenBefore: ReadonlyMap<string, number>,
  first: boolean,
): Step[] {
  return tables.flatMap((table): Step[] => {
    const { settings: due, rows } = table;
    const vacuum =
      first ||
      table.dead > due.vacuumThreshold + due.vacuumScaleFactor * rows ||
      // A negative insert threshold turns vacuums for inserts off, as in PostgreSQL.
      (due.insertThreshold >= 0 &&
        table.insertedSinceVacuum > due.insertThreshold + due.insertScaleFactor * rows);
    const analyse =
      !NOT_ANALYSED.has(table.name) &&
      (first || table.modifiedSinceAnalyze > due.analyzeThreshold + due.analyzeScaleFactor * rows);
    // VACUUM empties the table's GIN pending lists too; ANALYZE does not.
    if (vacuum) return [{ kind: 'vacuum', table: table.name, analyse }];
    const written = table.written > (writtenBefore.get(table.name) ?? 0);
    return [
      ...(analyse ? [{ kind: 'analyze', table: table.name } as const] : []),
      ...(written ? table.ginIndexes.map((index) => ({ kind: 'gin', index }) as const) : []),
    ];
  });
}

const statementOf = (step: Step): string => {
  switch (step.kind) {
    case 'gin':
      return `select gin_clean_pending_list('${step.index}'::regclass)`;
    case 'analyze':
      return `analyze "${step.table}"`;
    case 'vacuum':
      return `vacuum ${step.analyse ? '(analyze) ' : ''}"${step.table}"`;
  }
};

/** Whether PGlite has been quiet: statements in flight, and when the last one ended. */
export interface Activity {
  /** The client to hand the application: every call through it counts as activity. */
  readonly client: PGlite;
  /** How long no statement has run; null while one runs. */
  idleForMs(): number | null;
}

const WATCHED = new Set<PropertyKey>(['query', 'exec', 'sql', 'transaction']);

/**
 * Watches a PGlite client's use: the application's statements and transactions go through the
 * returned `client` (the same client: only its `query`, `exec`, `sql` and `transaction` calls
 * are counted), the upkeep's through the original.
 *
 * @example
 * const activity = watchActivity(client, () => Date.now());
 * drizzle({ client: activity.client });
 */
export function watchActivity(client: PGlite, now: () => number): Activity {
  let running = 0;
  let lastEnd = now();
  const watched = new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const bound = (value as (...args: unknown[]) => unknown).bind(target);
      if (!WATCHED.has(property)) return bound;
      return async (...args: unknown[]) => {
        running += 1;
        try {
          return await bound(...args);
        } finally {
          running -= 1;
          lastEnd = now();
        }
      };
    },
  });
  return { client: watched, idleForMs: () => (running > 0 ? null : now() - lastEnd) };
}

/** A running upkeep. */
export interface PgliteUpkeep {
  /** Runs one round now if the client is idle (tests); resolves with the statements it ran. */
  round(): Promise<readonly string[]>;
  /** Stops the timer and waits for a statement in progress to end. */
  stop(): Promise<void>;
}

/** Options of {@link startPgliteUpkeep}. */
export interface PgliteUpkeepOptions extends Partial<UpkeepTiming> {
  readonly log: Pick<Logger, 'info' | 'warn'>;
  readonly now: () => number;
}

const TABLE_STATES = `select s.relname as name, greatest(c.reltuples, s.n_live_tup, 0)::float8 as rows,
    s.n_dead_tup::float8 as dead, s.n_mod_since_analyze::float8 as modified,
    s.n_ins_since_vacuum::float8 as inserted, (s.n_tup_ins + s.n_tup_upd + s.n_tup_del)::float8 as written,
    c.reloptions as options,
    coalesce((select array_agg(i.indexrelid::regclass::text order by i.indexrelid)
      from pg_index i join pg_class ic on ic.oid = i.indexrelid join pg_am a on a.oid = ic.relam
      where i.indrelid = s.relid and a.amname = 'gin'), '{}') as gin
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  where s.schemaname = 'public' order by s.relname`;

/**
 * PGlite's stand-in for PostgreSQL's autovacuum, which PGlite has not (no background workers):
 * without it stock writes leave dead row versions, GIN pending lists and no planner statistics
 * (`stock` never analysed). Every `checkEveryMs`, once the application has run no statement for
 * `idleMs`, a round reads the tables' counters and runs what {@link upkeepSteps} finds due, one
 * statement at a time through the client's own queue (so never inside a request's transaction:
 * PGlite runs a query after the transaction in progress ends), each bounded by the session's
 * `statement_timeout`; a request arriving ends the round after the statement running, the rest
 * waits for the next quiet moment. A round is logged in one line, each statement with its ms.
 *
 * @example
 * const upkeep = startPgliteUpkeep(client, activity, { log, now: () => Date.now() });
 * app.addHook('onClose', () => upkeep.stop());
 */
export function startPgliteUpkeep(
  client: PGlite,
  activity: Activity,
  options: PgliteUpkeepOptions,
): PgliteUpkeep {
  const { log, now } = options;
  const idleMs = options.idleMs ?? UPKEEP_TIMING.idleMs;
  const checkEveryMs = options.checkEveryMs ?? UPKEEP_TIMING.checkEveryMs;
  let first = true;
  let stopped = false;
  let running: Promise<readonly string[]> | null = null;
  let writtenBefore = new Map<string, number>();

  // After a failure (a statement past its timeout, say) no round for a while: retried at once,
  // the same statement could hold the thread again every quiet second.
  let pausedUntil = 0;
  const quiet = () => !stopped && now() >= pausedUntil && (activity.idleForMs() ?? -1) >= idleMs;

  const work = async (): Promise<readonly string[]> => {
    if (!quiet()) return [];
    // This session's counts reach the views at most once a second unless flushed now.
    await client.query('select pg_stat_force_next_flush()');
    const tables = (await client.query<Record<string, unknown>>(TABLE_STATES)).rows.map(
      (row): TableState => ({
        name: String(row['name']),
        rows: Number(row['rows']),
        dead: Number(row['dead']),
        modifiedSinceAnalyze: Number(row['modified']),
        insertedSinceVacuum: Number(row['inserted']),
        written: Number(row['written']),
        ginIndexes: (row['gin'] as string[] | null) ?? [],
        settings: autovacuumSettings(row['options'] as string[] | null),
      }),
    );
    const steps = upkeepSteps(tables, writtenBefore, first);
    // One log line a round: each statement run and its ms.
    const ran: { statement: string; ms: number }[] = [];
    const logged = (cut: boolean) => {
      if (ran.length > 0) log.info({ ran, cut }, 'pglite upkeep');
      return ran.map(({ statement }) => statement);
    };
    for (const step of steps) {
      // A round cut short keeps its `first` and counters: the next one starts over.
      if (!quiet()) return logged(true);
      const statement = statementOf(step);
      const started = now();
      await client.query(statement);
      ran.push({ statement, ms: now() - started });
    }
    first = false;
    writtenBefore = new Map(tables.map((table) => [table.name, table.written]));
    return logged(false);
  };

  const round = (): Promise<readonly string[]> => {
    running ??= work()
      .catch((error: unknown) => {
        pausedUntil = now() + FAILURE_PAUSE_MS;
        log.warn({ err: error, pausedMs: FAILURE_PAUSE_MS }, 'pglite upkeep failed');
        return [];
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  const timer = setInterval(() => void round(), checkEveryMs);
  timer.unref();
  return {
    round,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
