import { toPaise } from '@haat/commerce-core';
import {
  adminProductText,
  createdAtMs,
  initiallyInStock,
  inStockKeys,
  listedPrice,
  productMatchText,
  productSearchText,
  type CatalogueSeed,
  type InitialStockRow,
} from '@haat/storefront-backend';
import { sql } from 'drizzle-orm';
import { searchWords } from '../schema/index.js';
import type { Tx } from './executor.js';
import { insertRecordset, recordsJson, type RecordColumn } from './recordset.js';

/** The catalogue's lists kept in `catalogue_documents`, one row per entry, by kind. */
export const LISTS = [
  'settings',
  'menus',
  'collections',
  'variantGroups',
  'coupons',
  'shippingTiers',
  'loyaltyRuleEngines',
  'zipCodes',
  'faqs',
  'linkedProducts',
] as const satisfies readonly (keyof CatalogueSeed)[];

/** A list kept in `catalogue_documents`. */
export type ListKind = (typeof LISTS)[number];

/** The lists every page needs, read whole and cached (the rest are read by key). */
export const ESSENTIAL_LISTS = [
  'settings',
  'menus',
  'collections',
  'variantGroups',
  'coupons',
  'shippingTiers',
  'loyaltyRuleEngines',
] as const satisfies readonly ListKind[];

/** The kind of the store's own document (its id is the store id). */
export const STORE = 'store';

/** Rows per INSERT: far below PostgreSQL's 65,535 parameters whatever the row's width. */
const BATCH = 500;

type Product = CatalogueSeed['products'][number];
type Collections = CatalogueSeed['collections'];

const productIdOf = (entry: object): string | null => {
  const value: unknown = Reflect.get(entry, 'productId');
  return typeof value === 'string' ? value : null;
};

const distinct = (values: readonly string[] | null | undefined): string[] => [
  ...new Set(values ?? []),
];

/**
 * A product's columns other than its document: those searches find, filter, sort and page on,
 * each computed by the backend's own rule (listed price in paise through commerce-core, creation
 * time, match and search words, in-stock keys).
 *
 * @example
 * productColumns(collections, product, 0).price; // 64900
 */
export function productColumns(collections: Collections, product: Product, position: number) {
  return {
    id: product.id,
    slug: product.slug,
    title: product.title ?? '',
    searchWords: productSearchText(product, collections).split(' ').filter(Boolean),
    matchText: productMatchText(product),
    adminText: adminProductText(product),
    status: product.status ?? 'ACTIVE',
    price: toPaise(listedPrice(product)),
    rating: product.rating ?? null,
    totalOrders: product.totalOrders ?? 0,
    totalRatings: product.totalRatings ?? 0,
    recommended: product.recommended ?? false,
    recommendPriority: product.recommendPriority ?? null,
    isFeatured: product.isFeatured ?? false,
    vendor: product.vendor ?? null,
    categorySlug: product.category?.slug ?? null,
    subCategorySlug: product.subCategory?.slug ?? null,
    // Deduplicated: an aggregate counts a product once per term, and unnest gives each once.
    tags: distinct(product.tags),
    collections: distinct(product.collections),
    position,
    curatedPosition: product.position ?? 0,
    createdAt: createdAtMs(product),
    untrackedInStock: inStockKeys(product).untracked,
  };
}

/**
 * A product's row: {@link productColumns} with its document and the document's JSON size.
 *
 * @example
 * await tx.update(products).set(productRow(collections, product, 0));
 */
export function productRow(collections: Collections, product: Product, position: number) {
  return {
    ...productColumns(collections, product, position),
    data: product,
    dataBytes: JSON.stringify(product).length,
  };
}

/** Every column of a product's row as a recordset reads it: [column, SQL type] by field. */
const PRODUCT_RECORD = {
  id: ['id', 'text'],
  slug: ['slug', 'text'],
  title: ['title', 'text'],
  searchWords: ['search_words', 'text[]'],
  matchText: ['match_text', 'text'],
  adminText: ['admin_text', 'text'],
  status: ['status', 'text'],
  price: ['price_paise', 'integer'],
  rating: ['rating', 'double precision'],
  totalOrders: ['total_orders', 'integer'],
  totalRatings: ['total_ratings', 'integer'],
  recommended: ['recommended', 'boolean'],
  recommendPriority: ['recommend_priority', 'integer'],
  isFeatured: ['is_featured', 'boolean'],
  vendor: ['vendor', 'text'],
  categorySlug: ['category_slug', 'text'],
  subCategorySlug: ['sub_category_slug', 'text'],
  tags: ['tags', 'text[]'],
  collections: ['collections', 'text[]'],
  position: ['position', 'integer'],
  curatedPosition: ['curated_position', 'integer'],
  createdAt: ['created_at', 'bigint'],
  untrackedInStock: ['untracked_in_stock', 'boolean'],
  stocked: ['stocked', 'boolean'],
  dataBytes: ['data_bytes', 'integer'],
  data: ['data', 'jsonb'],
} as const satisfies Record<
  keyof ReturnType<typeof productRow> | 'stocked',
  readonly [column: string, type: string]
>;

const recordColumns = (record: Record<string, readonly [string, string]>): RecordColumn[] =>
  Object.entries(record).map(([field, [column, type]]) => [field, column, type]);

const PRODUCT_COLUMNS = recordColumns(PRODUCT_RECORD);

/**
 * A row's JSON text with its document's JSON text spliced in as `data` (the document is
 * serialized once: its text also gives `data_bytes`).
 */
const withData = (row: object, dataText: string): string =>
  `${JSON.stringify(row).slice(0, -1)},"data":${dataText}}`;

/** The `product_stock_keys` rows of some products (the backend's `inStockKeys`). */
export const stockKeyRows = (list: readonly Product[]) =>
  list.flatMap((product) =>
    inStockKeys(product).keys.map((key) => ({ productId: product.id, ...key })),
  );

/** Runs `insert` over `rows` in batches that fit any statement's parameter limit. */
export async function inBatches<R>(
  rows: readonly R[],
  insert: (batch: R[]) => Promise<unknown>,
  size = BATCH,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await insert(rows.slice(start, start + size));
  }
}

/**
 * Writes products (new ones: the caller removed any earlier rows) from `position` on, with
 * their in-stock keys and their search words, in batches (into `table`: a load's own, see
 * `startProductsLoad`). Each is stored `stocked` as the stock
 * a catalogue gives it (`initiallyInStock` with `settings`); a writer whose stock differs (a
 * load keeping units orders took, settings read after the products) recounts afterwards.
 *
 * @example
 * await insertProducts(tx, { collections, settings }, batchOfProducts, 500);
 */
export async function insertProducts(
  tx: Tx,
  { collections, settings }: Pick<CatalogueSeed, 'collections' | 'settings'>,
  list: readonly Product[],
  position: number,
  table = 'products',
): Promise<void> {
  if (list.length === 0) return;
  const words = new Set<string>();
  const rows = list.map((product, index) => {
    const columns = productColumns(collections, product, position + index);
    for (const word of columns.searchWords) words.add(word);
    const dataText = JSON.stringify(product);
    const stocked = initiallyInStock(product, settings);
    return withData({ ...columns, stocked, dataBytes: dataText.length }, dataText);
  });
  await insertRecordset(tx, table, PRODUCT_COLUMNS, recordsJson(rows));
  await insertStockKeys(tx, list);
  await insertSearchWords(tx, [...words]);
}

const STOCK_KEY_COLUMNS: RecordColumn[] = [
  ['productId', 'product_id', 'text'],
  ['key', 'key', 'text'],
  ['minimum', 'minimum', 'integer'],
  ['seeded', 'seeded', 'integer'],
];

/**
 * Writes the `product_stock_keys` rows of some products (none of them has any yet), in one
 * statement.
 *
 * @example
 * await insertStockKeys(tx, [product]);
 */
export async function insertStockKeys(tx: Tx, list: readonly Product[]): Promise<void> {
  const rows = stockKeyRows(list);
  if (rows.length === 0) return;
  await insertRecordset(tx, 'product_stock_keys', STOCK_KEY_COLUMNS, JSON.stringify(rows));
}

/** Adds words to the search vocabulary (those already there are kept). */
export async function insertSearchWords(tx: Tx, words: readonly string[]): Promise<void> {
  const unique = [...new Set(words)];
  if (unique.length === 0) return;
  await tx.execute(
    sql`insert into ${searchWords} (word) select unnest(${sql.param(unique)}::text[]) on conflict do nothing`,
  );
}

/**
 * Writes list entries of one kind from `position` on (a FAQ or linked product keeps its
 * product id, a pin code is found by its own id).
 *
 * @example
 * await insertDocuments(tx, 'faqs', faqs, 0);
 */
export async function insertDocuments(
  tx: Tx,
  kind: ListKind | typeof STORE,
  entries: readonly object[],
  position: number,
  id: (index: number) => string = (index) => String(position + index),
): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map((entry, index) =>
    withData(
      { kind, id: id(index), productId: productIdOf(entry), position: position + index },
      JSON.stringify(entry),
    ),
  );
  await inBatches(rows, (batch) =>
    insertRecordset(tx, 'catalogue_documents', DOCUMENT_COLUMNS, recordsJson(batch)),
  );
}

const DOCUMENT_COLUMNS: RecordColumn[] = [
  ['kind', 'kind', 'text'],
  ['id', 'id', 'text'],
  ['productId', 'product_id', 'text'],
  ['position', 'position', 'integer'],
  ['data', 'data', 'jsonb'],
];

/**
 * Writes stock rows: new keys as given; with `keepTaken`, an existing key keeps the units
 * orders took (`on_hand = reserved + the new count`), else an existing key is left as it is.
 *
 * @example
 * await upsertStock(tx, initialStock(seed), { keepTaken: true });
 */
export async function upsertStock(
  tx: Tx,
  rows: readonly InitialStockRow[],
  { keepTaken }: { readonly keepTaken: boolean },
): Promise<void> {
  await inBatches(
    rows,
    (batch) =>
      insertRecordset(
        tx,
        'stock',
        STOCK_COLUMNS,
        JSON.stringify(batch),
        keepTaken
          ? sql`on conflict (key) do update set on_hand = stock.reserved + excluded.on_hand, tracked = excluded.tracked`
          : sql`on conflict do nothing`,
      ),
    10_000,
  );
}

const STOCK_COLUMNS: RecordColumn[] = [
  ['key', 'key', 'text'],
  ['tracked', 'tracked', 'boolean'],
  ['onHand', 'on_hand', 'integer'],
];

/**
 * What `initialStock` reads of a product, and nothing more: a load keeps these (not whole
 * documents) until it knows the store's BLOCK_INVENTORY.
 *
 * @example
 * const stub = stockStub(product);
 */
export function stockStub(product: Product): Product {
  return {
    id: product.id,
    slug: product.slug,
    isInventoryEnabled: product.isInventoryEnabled,
    continueSellingOutOfStock: product.continueSellingOutOfStock,
    availability: product.availability,
    inventory: product.inventory,
    minimumOrderQuantity: product.minimumOrderQuantity,
    variants: (product.variants ?? []).map((variant) => ({
      id: variant.id,
      inventory: variant.inventory,
      minimumOrderQuantity: variant.minimumOrderQuantity,
    })),
  };
}

/**
 * Writes a whole catalogue into an empty database: the store, every list entry (in order) and
 * every product with its filter and sort columns, in batches. Seeded reviews and stock are
 * written by the caller (`stocked` is what `initialStock` gives).
 *
 * @example
 * await writeCatalogue(tx, seed);
 */
export async function writeCatalogue(tx: Tx, seed: CatalogueSeed): Promise<void> {
  await insertDocuments(tx, STORE, [seed.store], 0, () => seed.storeId);
  for (const kind of LISTS) await insertDocuments(tx, kind, seed[kind], 0);
  // A round of rows at a time: a row's columns take JS time, and the transaction must not sit
  // idle past the connection's idle-in-transaction time-out while all of them are computed.
  for (let start = 0; start < seed.products.length; start += BATCH) {
    await insertProducts(tx, seed, seed.products.slice(start, start + BATCH), start);
  }
}
