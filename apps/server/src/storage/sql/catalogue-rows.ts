import { toPaise } from '@haat/commerce-core';
import {
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
import {
  catalogueDocuments,
  products,
  productStockKeys,
  searchWords,
  stock,
} from '../schema/index.js';
import type { Tx } from './executor.js';

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
 * A product's row: its document (and its JSON size) and the columns searches find, filter, sort
 * and page on, each computed by the backend's own rule (listed price in paise through
 * commerce-core, creation time, match and search words, in-stock keys).
 *
 * @example
 * await tx.insert(products).values(productRow(collections, product, 0));
 */
export function productRow(collections: Collections, product: Product, position: number) {
  const data = JSON.stringify(product);
  return {
    id: product.id,
    slug: product.slug,
    title: product.title ?? '',
    searchWords: productSearchText(product, collections).split(' ').filter(Boolean),
    matchText: productMatchText(product),
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
    data: product,
    dataBytes: data.length,
  };
}

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
 * their in-stock keys and their search words, in batches. Each is stored `stocked` as the stock
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
): Promise<void> {
  if (list.length === 0) return;
  const rows = list.map((product, index) => ({
    ...productRow(collections, product, position + index),
    stocked: initiallyInStock(product, settings),
  }));
  await inBatches(rows, (batch) => tx.insert(products).values(batch));
  await inBatches(stockKeyRows(list), (batch) => tx.insert(productStockKeys).values(batch), 2000);
  await insertSearchWords(
    tx,
    rows.flatMap((row) => row.searchWords),
  );
}

/** Adds words to the search vocabulary (those already there are kept). */
export async function insertSearchWords(tx: Tx, words: readonly string[]): Promise<void> {
  const unique = [...new Set(words)].map((word) => ({ word }));
  await inBatches(
    unique,
    (batch) => tx.insert(searchWords).values(batch).onConflictDoNothing(),
    2000,
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
  const rows = entries.map((entry, index) => ({
    kind,
    id: id(index),
    productId: productIdOf(entry),
    position: position + index,
    data: entry,
  }));
  await inBatches(rows, (batch) => tx.insert(catalogueDocuments).values(batch));
}

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
    (batch) => {
      const insert = tx.insert(stock).values([...batch]);
      return keepTaken
        ? insert.onConflictDoUpdate({
            target: stock.key,
            set: {
              onHand: sql`${stock.reserved} + excluded.on_hand`,
              tracked: sql`excluded.tracked`,
            },
          })
        : insert.onConflictDoNothing();
    },
    2000,
  );
}

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
