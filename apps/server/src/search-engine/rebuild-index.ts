import type { CatalogueSeed } from '@haat/storefront-backend';
import type { Database } from '../storage/database.js';
import { engineDocument, productPageAfter } from './engine-document.js';
import type { Meilisearch } from './meilisearch.js';

/** What a rebuild did: the documents in the new index, and its temporary name. */
export interface Rebuilt {
  readonly documents: number;
  readonly swappedWith: string;
}

/**
 * Rebuilds the index from the database without a moment of empty search: the documents go into
 * a new index (`<index>_rebuild_<time>`, configured like the live one), which is then swapped
 * with the live one (`POST /swap-indexes`, atomic in the engine: searches read the old index
 * until the swap, the new one after); the old documents, now under the temporary name, are
 * deleted. A live index that does not exist yet is created first (a swap needs both). If
 * anything fails the temporary index is deleted and the error thrown: the live index is as it
 * was, and the servers' reconciliation catches up in place.
 *
 * @example
 * await rebuildIndex({ database, engine, index: 'products', collections });
 */
export async function rebuildIndex(options: {
  readonly database: Pick<Database, 'db'>;
  readonly engine: Meilisearch;
  readonly index: string;
  readonly collections: CatalogueSeed['collections'];
  readonly now?: (() => number) | undefined;
}): Promise<Rebuilt> {
  const { database, engine, index, collections } = options;
  const next = `${index}_rebuild_${(options.now ?? Date.now)().toString(36)}`;
  await engine.waitTask(await engine.createIndex(next));
  try {
    await engine.waitTask(await engine.configureIndex(next));
    let documents = 0;
    const tasks: number[] = [];
    for (let after = ''; ;) {
      const page = await productPageAfter(database, after);
      if (page.length === 0) break;
      const batch = page.map(({ product, stamp }) => engineDocument(product, stamp, collections));
      tasks.push(await engine.putDocuments(next, batch));
      documents += batch.length;
      after = page[page.length - 1]?.id ?? after;
    }
    // The engine runs an index's tasks in order; each is checked (a failed batch fails the rebuild).
    for (const task of tasks) await engine.waitTask(task, 600_000);
    if (!(await engine.hasIndex(index))) {
      await engine.waitTask(await engine.createIndex(index));
      await engine.waitTask(await engine.configureIndex(index));
    }
    await engine.waitTask(await engine.swapIndexes(index, next));
    return { documents, swappedWith: next };
  } finally {
    // After the swap it holds the old documents; before it, a failed rebuild's.
    await engine.deleteIndex(next).catch(() => undefined);
  }
}
