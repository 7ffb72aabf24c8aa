import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { epochMs, paise } from './columns.js';

/**
 * The catalogue's documents other than products (store, settings, menus, collections, variant
 * groups, coupons, shipping tiers, loyalty rule engines, zip codes, FAQs, linked products), each
 * kept as the seed shapes it (`kind` + `id`).
 */
export const catalogueDocuments = pgTable(
  'catalogue_documents',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    /** The product a FAQ or linked product belongs to. */
    productId: text('product_id'),
    position: integer('position').notNull().default(0),
    data: jsonb('data').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('catalogue_documents_product').on(t.kind, t.productId),
    index('catalogue_documents_kind_position').on(t.kind, t.position),
    // A pin code's row, found by the code itself.
    index('catalogue_documents_zip_code')
      .on(sql`(${t.data} ->> 'id')`)
      .where(sql`${t.kind} = 'zipCodes'`),
  ],
);

/**
 * Every distinct word of the products' search texts (the backend's `productSearchText`), with a
 * trigram index: the words close to a typed word are found here (a small table, whatever the
 * catalogue's size), then the products holding them by `products.search_words`.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm').using('gin', t.word.op('gin_trgm_ops')),
]);

/**
 * An index over `status` and a sort order's keys, then the curated position and the id (unique:
 * the order ends there), then `covering`: columns a listing filters on or its keys are computed
 * from, so a collection's page (`collections && …`) is an index-only scan that checks each entry
 * in the index instead of fetching its product's row (at 100,000 products, page 1 of a
 * collection: 7 buffers instead of ~1,200, 0.33 ms instead of 0.9 on PGlite). PostgreSQL leaves
 * them out of the upper pages (suffix truncation), so they cost only the leaf entries' bytes.
 */
const sortIndex = (
  name: string,
  status: SQL,
  keys: readonly SQL[],
  position: SQL,
  id: AnyPgColumn,
  covering: readonly AnyPgColumn[],
) => index(name).on(status, ...keys, position, sql`${id} collate "C"`, ...covering);

/**
 * Products: the seed's document in `data` (its JSON size in `data_bytes`, for the cache that
 * keeps documents by bytes) with its `version` (1 when first written, +1 each change), and the
 * columns searches filter, sort and page on (price in paise of the first variant for products
 * with variants). `search_words` (the distinct words of the backend's `productSearchText`:
 * title, category, sub-category, collection names, tags, keywords) has a GIN index: search
 * candidates are the products holding a word close to a typed one, ranked afterwards with the
 * contract's similarity. Each sort order has its index (status, its keys, curated position,
 * id), so a page is an index range whatever its depth (keyset paging).
 */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique('products_slug_unique'),
    title: text('title').notNull(),
    searchWords: text('search_words')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The backend's `productMatchText`: where the listing's `text` filter looks words up. */
    matchText: text('match_text').notNull().default(''),
    /** The backend's `adminProductText` (title, slug, SKUs): where staff's search looks. */
    adminText: text('admin_text').notNull().default(''),
    status: text('status').notNull(),
    price: paise('price_paise').notNull(),
    rating: doublePrecision('rating'),
    totalOrders: integer('total_orders').notNull().default(0),
    totalRatings: integer('total_ratings').notNull().default(0),
    recommended: boolean('recommended').notNull().default(false),
    recommendPriority: integer('recommend_priority'),
    isFeatured: boolean('is_featured').notNull().default(false),
    vendor: text('vendor'),
    categorySlug: text('category_slug'),
    subCategorySlug: text('sub_category_slug'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    collections: text('collections')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    position: integer('position').notNull().default(0),
    /** The product's own `position`: the store's curated order, which breaks sort ties. */
    curatedPosition: integer('curated_position').notNull().default(0),
    createdAt: epochMs('created_at').notNull(),
    /**
     * An untracked product's in-stock answer (it never changes with stock); null for a tracked
     * one, which is in stock through its `product_stock_keys` (the backend's `inStockKeys`).
     */
    untrackedInStock: boolean('untracked_in_stock'),
    /**
     * Whether one of a tracked product's `product_stock_keys` has a live level of at least its
     * minimum: kept exact by the database itself, whoever writes (migration 0013's triggers
     * recount a product before the writing transaction commits whenever a stock level crosses
     * one of its minimums or its keys change).
     */
    stocked: boolean('stocked').notNull().default(false),
    inStock: boolean('in_stock')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(untracked_in_stock, stocked)`),
    data: jsonb('data').notNull(),
    dataBytes: integer('data_bytes').notNull().default(0),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [
    index('products_search_words').using('gin', t.searchWords),
    index('products_match_text_trgm').using('gin', t.matchText.op('gin_trgm_ops')),
    index('products_admin_text_trgm').using('gin', t.adminText.op('gin_trgm_ops')),
    // Staff's product list pages by id (code-unit order, as every adapter compares ids).
    index('products_admin_order').on(sql`${t.id} collate "C"`),
    index('products_status_category').on(t.status, t.categorySlug, t.subCategorySlug),
    index('products_collections').using('gin', t.collections),
    index('products_tags').using('gin', t.tags),
    sortIndex('products_sort_default', sql`${t.status}`, [], sql`${t.curatedPosition}`, t.id, [
      t.collections,
    ]),
    sortIndex(
      'products_sort_latest',
      sql`${t.status}`,
      [sql`${t.createdAt} desc`],
      sql`${t.curatedPosition}`,
      t.id,
      [t.collections],
    ),
    sortIndex(
      'products_sort_best_seller',
      sql`${t.status}`,
      [sql`${t.totalOrders} desc`],
      sql`${t.curatedPosition}`,
      t.id,
      [t.collections],
    ),
    sortIndex(
      'products_sort_popularity',
      sql`${t.status}`,
      [sql`coalesce(${t.rating}, 0) desc`, sql`${t.totalRatings} desc`],
      sql`${t.curatedPosition}`,
      t.id,
      [t.collections, t.rating],
    ),
    sortIndex(
      'products_sort_price_high',
      sql`${t.status}`,
      [sql`${t.price} desc`],
      sql`${t.curatedPosition}`,
      t.id,
      [t.collections],
    ),
    sortIndex(
      'products_sort_price_low',
      sql`${t.status}`,
      [sql`${t.price}`],
      sql`${t.curatedPosition}`,
      t.id,
      [t.collections],
    ),
    sortIndex(
      'products_sort_recommend',
      sql`${t.status}`,
      [sql`coalesce(${t.recommendPriority}::float8, 'Infinity'::float8)`],
      sql`${t.curatedPosition}`,
      t.id,
      [t.collections, t.recommendPriority],
    ),
    check('products_price_not_negative', sql`${t.price} >= 0`),
  ],
);
