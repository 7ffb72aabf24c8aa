import { KEPT_READ_MS } from '@haat/storefront-backend';

/** The JSON bytes of product documents a process keeps by default (~3 KB each: ~5,000). */
export const DEFAULT_CATALOGUE_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * The most derived values (`kept`: listing counts, facets, deals) a process keeps, least
 * recently used out first: small numbers and a few short lists, whatever callers vary.
 */
export const MOST_KEPT_VALUES = 512;

/** A product document as read from the database, and its JSON size. */
export interface CachedDocument {
  readonly id: string;
  readonly data: unknown;
  readonly bytes: number;
}

/** A kept derived value: its read (shared while under way), what drops it, when it began. */
interface KeptValue {
  readonly value: Promise<unknown>;
  readonly onStock: boolean;
  readonly at: number;
}

/**
 * What one process keeps of the catalogue: the essentials (small, whole) and product documents,
 * least recently used first out past `maxBytes` of JSON. A change drops what it touched
 * (`invalidate`: some product ids, or everything); a read that was under way when a change
 * happened keeps nothing it read. While changes cannot be heard (`pause`, on PostgreSQL: the
 * listening connection is down), nothing is kept or answered from memory.
 */
export interface CatalogueCache {
  /** The essentials: kept, else read with `load` (and kept unless a change came meanwhile). */
  essentials<E>(load: () => Promise<E>): Promise<E>;
  /** Documents by id: kept ones, the rest read with `load` (missing ids are absent). */
  documents(
    ids: readonly string[],
    load: (missing: readonly string[]) => Promise<readonly CachedDocument[]>,
  ): Promise<ReadonlyMap<string, unknown>>;
  /**
   * Documents found by something other than their ids (`read`: a product page by its slug, the
   * document read with the page): answered as read (with whatever else each row holds), and
   * kept unless a change came while `read` ran.
   */
  found<D extends CachedDocument>(read: () => Promise<readonly D[]>): Promise<readonly D[]>;
  /**
   * A value derived from the catalogue (and from stock when `onStock`): kept under `key` at most
   * `KEPT_READ_MS`, else read with `load`. Callers asking while its read is under way share it;
   * any catalogue change drops every kept value (a read under way included: it is answered to
   * its callers, never kept), a stock change (`stockChanged`) those `onStock`.
   */
  kept<T>(key: string, onStock: boolean, load: () => Promise<T>): Promise<T>;
  /** Stock changed (this process's write, committed, or another's, heard). */
  stockChanged(): void;
  /** Drops the documents of `ids`, or everything with null (the essentials too), and every kept value. */
  invalidate(ids: readonly string[] | null): void;
  pause(): void;
  resume(): void;
  /**
   * The cache as a transaction uses it: kept documents are answered, but what the transaction
   * reads is not kept (it may see its own writes, not yet committed).
   */
  withinTransaction(): CatalogueCache;
  /** JSON bytes of the documents kept now. */
  readonly bytes: number;
}

/**
 * An empty catalogue cache keeping at most `maxBytes` of product JSON.
 *
 * @example
 * const cache = createCatalogueCache();
 * const docs = await cache.documents(['p1'], (missing) => readDocuments(tx, missing));
 */
export function createCatalogueCache(
  maxBytes = DEFAULT_CATALOGUE_CACHE_BYTES,
  now: () => number = Date.now,
): CatalogueCache {
  const kept = new Map<string, CachedDocument>();
  const values = new Map<string, KeptValue>();
  let bytes = 0;
  let generation = 0;
  let paused = false;
  let essentials: Promise<unknown> | null = null;
  const drop = (id: string) => {
    const found = kept.get(id);
    if (!found) return;
    kept.delete(id);
    bytes -= found.bytes;
  };
  const keep = (document: CachedDocument) => {
    drop(document.id);
    if (document.bytes > maxBytes) return;
    for (const oldest of kept.keys()) {
      if (bytes + document.bytes <= maxBytes) break;
      drop(oldest);
    }
    kept.set(document.id, document);
    bytes += document.bytes;
  };
  const invalidate = (ids: readonly string[] | null) => {
    generation += 1;
    // Any product may be counted by a listing or be a deal.
    values.clear();
    if (ids === null) {
      kept.clear();
      bytes = 0;
      essentials = null;
    } else {
      for (const id of ids) drop(id);
    }
  };
  /** What `read` answers, each document kept when `keepRead` and no change came meanwhile. */
  const keeping = async <D extends CachedDocument>(
    read: () => Promise<readonly D[]>,
    keepRead: boolean,
  ): Promise<readonly D[]> => {
    const started = generation;
    const answered = await read();
    if (keepRead && generation === started && !paused) {
      // The document only: a read's other columns (a page's stock) are not the catalogue's.
      for (const { id, data, bytes } of answered) keep({ id, data, bytes });
    }
    return answered;
  };
  const documents = async (
    ids: readonly string[],
    load: (missing: readonly string[]) => Promise<readonly CachedDocument[]>,
    keepRead: boolean,
  ): Promise<ReadonlyMap<string, unknown>> => {
    const found = new Map<string, unknown>();
    const missing: string[] = [];
    for (const id of ids) {
      const document = paused ? undefined : kept.get(id);
      if (document) {
        // Most recently used last.
        kept.delete(id);
        kept.set(id, document);
        found.set(id, document.data);
      } else if (!found.has(id)) missing.push(id);
    }
    if (missing.length === 0) return found;
    for (const document of await keeping(() => load(missing), keepRead)) {
      found.set(document.id, document.data);
    }
    return found;
  };
  const cache: CatalogueCache = {
    essentials<E>(load: () => Promise<E>): Promise<E> {
      if (essentials && !paused) return essentials as Promise<E>;
      const started = generation;
      const loading = load();
      if (!paused) {
        essentials = loading;
        // A failed read is not kept; nor one a change overtook.
        loading.then(
          () => {
            if (generation !== started && essentials === loading) essentials = null;
          },
          () => {
            if (essentials === loading) essentials = null;
          },
        );
      }
      return loading;
    },
    documents: (ids, load) => documents(ids, load, true),
    found: (read) => keeping(read, true),
    kept<T>(key: string, onStock: boolean, load: () => Promise<T>): Promise<T> {
      if (paused) return load();
      const found = values.get(key);
      values.delete(key);
      if (found && now() - found.at < KEPT_READ_MS) {
        // Most recently used last.
        values.set(key, found);
        return found.value as Promise<T>;
      }
      const value = load();
      const entry: KeptValue = { value, onStock, at: now() };
      values.set(key, entry);
      for (const oldest of values.keys()) {
        if (values.size <= MOST_KEPT_VALUES) break;
        values.delete(oldest);
      }
      // A failed read is not kept.
      value.catch(() => {
        if (values.get(key) === entry) values.delete(key);
      });
      return value;
    },
    stockChanged() {
      for (const [key, entry] of values) if (entry.onStock) values.delete(key);
    },
    invalidate,
    pause() {
      paused = true;
      invalidate(null);
    },
    resume() {
      paused = false;
      invalidate(null);
    },
    withinTransaction: () => ({
      ...cache,
      documents: (ids, load) => documents(ids, load, false),
      found: (read) => keeping(read, false),
      kept: (_key, _onStock, load) => load(),
    }),
    get bytes() {
      return bytes;
    },
  };
  return cache;
}
