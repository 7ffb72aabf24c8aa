import { productSearchText, type CatalogueSeed } from '@haat/storefront-backend';
import { sql } from 'drizzle-orm';
import { catalogueDocuments, products } from '../schema/index.js';
import { inBatches, insertSearchWords } from './catalogue-rows.js';
import { rowsOf, type Tx } from './executor.js';
import { recordsJson } from './recordset.js';

type Collection = CatalogueSeed['collections'][number];
type Product = CatalogueSeed['products'][number];

/** The lock writes of collections take turns on (`writeDocumentIn`'s lock of their kind). */
const COLLECTIONS_LOCK = 'catalogue_documents:collections';

/**
 * Takes the collections' write lock shared, for a product write: product writes go on side by
 * side, and a collection's write (which rewrites its products' search words) waits for them or
 * they for it, so the words a product write stores hold the collection names as committed.
 * Taken before the product's row lock, as a collection's write takes its lock before theirs.
 *
 * @example
 * await shareCollectionsLock(tx);
 */
export async function shareCollectionsLock(tx: Tx): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock_shared(hashtextextended(${COLLECTIONS_LOCK}, 0))`,
  );
}

/**
 * The collections as this transaction reads them (under their lock: as committed).
 *
 * @example
 * const collections = await collectionsIn(tx);
 */
export async function collectionsIn(tx: Tx): Promise<Collection[]> {
  return rowsOf(
    await tx.execute(sql`select ${catalogueDocuments.data} as data from ${catalogueDocuments}
      where ${catalogueDocuments.kind} = 'collections' order by ${catalogueDocuments.position}`),
  ).map((row) => row['data'] as Collection);
}

/** What names a collection for search: a product holds its id or slug, and finds it by name. */
const naming = (collection: object | null) => {
  const { id, slug, name } = (collection ?? {}) as Partial<Collection>;
  return { refs: [id, slug].filter((ref) => typeof ref === 'string'), name: name ?? null };
};

/**
 * Rewrites the stored search words (`products.search_words`, and the vocabulary) of the products
 * holding a collection whose name or slug a write changed, added or removed — a product's words
 * hold its collections' names (`productSearchText`), and search candidates are found and bounded
 * by the stored words, so a renamed collection's products are found by the new name at once and
 * no longer by the old one. Inside the collection's write, after it: the products' rows are
 * locked in id order (as every writer locks several) and rewritten from their documents and the
 * collections as now written. Nothing when neither the name nor the slug changed.
 *
 * @example
 * await rewriteCollectionWords(tx, before, collection);
 */
export async function rewriteCollectionWords(
  tx: Tx,
  before: object | null,
  after: object | null,
): Promise<void> {
  const old = naming(before);
  const now = naming(after);
  if (old.name === now.name && old.refs.join() === now.refs.join()) return;
  const refs = [...new Set([...old.refs, ...now.refs])];
  if (refs.length === 0) return;
  const collections = await collectionsIn(tx);
  const holding = rowsOf(
    await tx.execute(sql`select ${products.id} as id, ${products.data} as data from ${products}
      where ${products.collections} && ${sql.param(refs)}::text[]
      order by ${products.id} collate "C" for update`),
  );
  const rows = holding.map((row) => ({
    id: String(row['id']),
    words: productSearchText(row['data'] as Product, collections)
      .split(' ')
      .filter(Boolean),
  }));
  await inBatches(rows, async (batch) => {
    await tx.execute(sql`update ${products} set search_words = r.words
      from jsonb_to_recordset(${recordsJson(batch.map((row) => JSON.stringify(row)))}::jsonb)
        as r(id text, words text[])
      where ${products.id} = r.id`);
    await insertSearchWords(
      tx,
      batch.flatMap((row) => row.words),
    );
  });
}
