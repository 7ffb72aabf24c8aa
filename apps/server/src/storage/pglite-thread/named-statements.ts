import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

const { serialize } = protocol;

/** A statement PGlite holds parsed under a name: its name and its parameters' type OIDs. */
interface Prepared {
  readonly name: string;
  readonly parameterTypes: readonly number[];
}

/** Runs a statement through `named`: its text, parameters and PGlite's query options. */
export type NamedQuery = <T>(
  sql: string,
  params: readonly unknown[],
  options: QueryOptions,
  inTransaction: boolean,
) => Promise<Results<T>>;

const joined = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/**
 * Statements run as PostgreSQL's named prepared statements, each text parsed once per session.
 * PGlite's `query` sends every statement unnamed (parse, describe, bind, describe, execute and
 * sync: six calls into its WASM), so PostgreSQL parses and analyses it again each time, which on
 * a table with a dozen indexes is most of a short read's time (a product by slug at 2,000
 * products: 0.34–0.53 ms unnamed, 0.24 ms named). A named statement is bound and executed in one
 * call. Its plan is still made for each run's values (`plan_cache_mode = force_custom_plan`, set
 * on the session by `namedStatements`): the plans stay those PostgreSQL makes for the server's
 * unnamed statements, whose EXPLAINs the server README keeps; PostgreSQL's generic plans made the
 * facets' statement slower (its price ranges decide the plan). At most `limit` texts are kept, the
 * least recently used closed first (listings' texts vary with their filters and sort).
 *
 * The caller holds PGlite's locks as its own `query` does: the session's transaction lock outside
 * a transaction, the query lock always (`_runExclusiveTransaction`, `_runExclusiveQuery`).
 *
 * @example
 * const query = await namedStatements(client, 256);
 * await query('select * from stock where key = any($1::text[])', [['p1']], {}, false);
 */
export async function namedStatements(client: PGlite, limit: number): Promise<NamedQuery> {
  await client.exec('set plan_cache_mode = force_custom_plan');
  const kept = new Map<string, Prepared>();
  let closing: string[] = [];
  let made = 0;

  /** Parses and describes `sql` under a new name (closing those evicted), keeping it. */
  const prepare = async (sql: string, options: QueryOptions): Promise<Prepared> => {
    const name = `haat_${(made += 1)}`;
    const closes = closing.map((old) => serialize.close({ type: 'S', name: old }));
    closing = [];
    const { messages } = await client.execProtocol(
      joined([
        ...closes,
        serialize.parse({
          name,
          text: sql,
          ...(options.paramTypes && { types: options.paramTypes }),
        }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const prepared = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
    kept.set(sql, prepared);
    if (kept.size > limit) {
      const [oldest] = kept;
      if (oldest) {
        kept.delete(oldest[0]);
        closing.push(oldest[1].name);
      }
    }
    return prepared;
  };

  /**
   * A parameter as PGlite's `query` sends it: its type's serializer, else its text (an object
   * without one as JSON, where PGlite's `toString` would send `[object Object]`).
   */
  const valueOf = (param: unknown, type: number | undefined, options: QueryOptions) => {
    if (param === null || param === undefined) return null;
    const serializer =
      type === undefined ? undefined : (options.serializers?.[type] ?? client.serializers[type]);
    if (serializer) return serializer(param);
    if (typeof param === 'string') return param;
    if (typeof param === 'number' || typeof param === 'bigint' || typeof param === 'boolean') {
      return String(param);
    }
    return JSON.stringify(param);
  };

  return async <T>(
    sql: string,
    params: readonly unknown[],
    options: QueryOptions,
    inTransaction: boolean,
  ): Promise<Results<T>> => {
    const run = () =>
      client._runExclusiveQuery(async () => {
        let prepared = kept.get(sql);
        if (prepared) {
          // Most recently used last: the first entry is the next to close.
          kept.delete(sql);
          kept.set(sql, prepared);
        } else {
          prepared = await prepare(sql, options);
        }
        const { parameterTypes, name } = prepared;
        const values = params.map((param, index) => valueOf(param, parameterTypes[index], options));
        const { messages } = await client.execProtocol(
          joined([
            serialize.bind({ statement: name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: !inTransaction },
        );
        const [results] = parse.parseResults(messages, client.parsers, options);
        if (!results) throw new Error('PGlite answered a statement with no result');
        return results as Results<T>;
      });
    return inTransaction ? run() : client._runExclusiveTransaction(run);
  };
}
