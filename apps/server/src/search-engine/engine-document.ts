import type { Product } from '@haat/commerce-core';
import type { CatalogueSeed } from '@haat/storefront-backend';
import { sql } from 'drizzle-orm';
import type { Database } from '../storage/database.js';
import { rowsOf, type Tx } from '../storage/sql/executor.js';

/**
 * What the engine holds of a product: only what search needs — the fields the backend's
 * `candidateWords` reads (title, category and sub-category names, collection names, tags, SEO
 * keywords), whether it is enabled, and `stamp`, the database's digest of its status and search
 * words (`STAMP_SQL`), by which the reconciliation finds documents that differ.
 */
export interface EngineDocument {
  readonly id: string;
  readonly title: string;
  readonly category: readonly string[];
  readonly collections: readonly string[];
  readonly tags: readonly string[];
  readonly keywords: string;
  readonly enabled: boolean;
  readonly stamp: string;
}

/**
 * A product's content stamp, in SQL: changes whenever its status or search words do (a title,
 * tag, keyword, shelf or collection edit; enabling, disabling). Computed in the database both
 * when a document is sent and when the reconciliation compares, so the two always agree.
 */
export const STAMP_SQL = sql`md5(status || ' ' || array_to_string(search_words, ' '))`;

/** The most products read (and sent) in one batch. */
export const DOCUMENT_BATCH = 500;

const collectionName = (collections: CatalogueSeed['collections'], id: string): string =>
  collections.find((c) => c.id === id || c.slug === id)?.name ?? id;

/**
 * The engine's document of a stored product, collections named as search names them.
 *
 * @example
 * engineDocument(product, 'b1946ac9…', collections);
 * // { id: 'p1', title: 'Vitamin C Serum', category: ['Skin', 'Serums'], enabled: true, … }
 */
export function engineDocument(
  product: Product,
  stamp: string,
  collections: CatalogueSeed['collections'],
): EngineDocument {
  return {
    id: product.id,
    title: product.title ?? '',
    category: [product.category?.name, product.subCategory?.name].flatMap((name) =>
      name ? [name] : [],
    ),
    collections: (product.collections ?? []).map((id) => collectionName(collections, id)),
    tags: product.tags ?? [],
    keywords: product.metadata?.keywords ?? '',
    enabled: product.status === 'ENABLED',
    stamp,
  };
}

/** A stored product as the engine's documents are built from it. */
interface StoredProduct {
  readonly product: Product;
  readonly stamp: string;
}

const storedOf = (rows: readonly Record<string, unknown>[]): StoredProduct[] =>
  rows.map((row) => ({ product: row['data'] as Product, stamp: String(row['stamp']) }));

/**
 * The stored products with these ids (one statement: document and stamp read together, so a
 * document never goes out with another version's stamp); ids not found are not answered.
 *
 * @example
 * const found = await storedProducts(database.db, ['p1', 'p2']);
 */
export async function storedProducts(tx: Tx, ids: readonly string[]): Promise<StoredProduct[]> {
  if (ids.length === 0) return [];
  return storedOf(
    rowsOf(
      await tx.execute(
        sql`select data, ${STAMP_SQL} as stamp from products where id = any(${sql.param([...ids])}::text[])`,
      ),
    ),
  );
}

/**
 * One page of stored products after `after` (by id, keyset), at most `DOCUMENT_BATCH`.
 *
 * @example
 * for (let page = await productPageAfter(database, ''); page.length > 0; ) { … }
 */
export async function productPageAfter(
  database: Pick<Database, 'db'>,
  after: string,
): Promise<(StoredProduct & { readonly id: string })[]> {
  const rows = rowsOf(
    await database.db.execute(
      sql`select id, data, ${STAMP_SQL} as stamp from products
          where id collate "C" > ${after} order by id collate "C" limit ${DOCUMENT_BATCH}`,
    ),
  );
  return storedOf(rows).map((stored, i) => ({ ...stored, id: String(rows[i]?.['id']) }));
}

/**
 * Every stored product's id and stamp (two short columns: ~50 bytes a product).
 *
 * @example
 * const stamps = await storedStamps(database); // Map { 'p1' => 'b1946ac9…' }
 */
export async function storedStamps(database: Pick<Database, 'db'>): Promise<Map<string, string>> {
  const rows = rowsOf(
    await database.db.execute(sql`select id, ${STAMP_SQL} as stamp from products`),
  );
  return new Map(rows.map((row) => [String(row['id']), String(row['stamp'])]));
}
