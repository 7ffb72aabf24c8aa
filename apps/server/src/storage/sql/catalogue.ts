import {
  listedPrice,
  productMatchText,
  productSearchText,
  inStockKeys,
  type CatalogueReads,
  type CatalogueRepository,
  type CatalogueSeed,
  type ProductOf,
} from '@haat/storefront-backend';
import { asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { productAggregatesIn } from './product-aggregates.js';
import { productPageIn } from './product-page.js';
import { catalogueDocuments, products, productStockKeys } from '../schema/index.js';
import type { Run, Tx } from './executor.js';

/** The catalogue's lists kept in `catalogue_documents`, one row per entry, by kind. */
const LISTS = [
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

/** The kind of the store's own document (its id is the store id). */
const STORE = 'store';

const productIdOf = (entry: object): string | null => {
  const value: unknown = Reflect.get(entry, 'productId');
  return typeof value === 'string' ? value : null;
};

const rupeesToPaise = (rupees: number | null | undefined): number =>
  Math.round((rupees ?? 0) * 100);

/** A product's row: its document and the columns searches find, filter, sort and page on. */
const productRow = (
  seed: CatalogueSeed,
  product: CatalogueSeed['products'][number],
  position: number,
) => ({
  id: product.id,
  slug: product.slug,
  title: product.title ?? '',
  searchText: productSearchText(product, seed.collections),
  matchText: productMatchText(product),
  status: product.status ?? 'ACTIVE',
  price: rupeesToPaise(listedPrice(product)),
  rating: product.rating ?? null,
  totalOrders: product.totalOrders ?? 0,
  totalRatings: product.totalRatings ?? 0,
  recommended: product.recommended ?? false,
  recommendPriority: product.recommendPriority ?? null,
  isFeatured: product.isFeatured ?? false,
  vendor: product.vendor ?? null,
  categorySlug: product.category?.slug ?? null,
  subCategorySlug: product.subCategory?.slug ?? null,
  tags: [...(product.tags ?? [])],
  collections: [...(product.collections ?? [])],
  position,
  curatedPosition: product.position ?? 0,
  createdAt: product.createdAt ? Date.parse(product.createdAt) : 0,
  untrackedInStock: inStockKeys(product).untracked,
  data: product,
});

/** The `product_stock_keys` rows of some products (the backend's `inStockKeys`). */
const stockKeyRows = (seed: CatalogueSeed) =>
  seed.products.flatMap((product) =>
    inStockKeys(product).keys.map((key) => ({ productId: product.id, ...key })),
  );

/**
 * Writes the catalogue into an empty database: the store, every list entry (in order) and every
 * product with its filter and sort columns. Seeded reviews and stock are written by the caller.
 */
export async function writeCatalogue(tx: Tx, seed: CatalogueSeed): Promise<void> {
  const documents = [
    { kind: STORE, id: seed.storeId, productId: null, position: 0, data: seed.store },
    ...LISTS.flatMap((kind) =>
      seed[kind].map((entry: object, position) => ({
        kind,
        id: String(position),
        productId: productIdOf(entry),
        position,
        data: entry,
      })),
    ),
  ];
  await tx.insert(catalogueDocuments).values(documents);
  if (seed.products.length === 0) return;
  await tx
    .insert(products)
    .values(seed.products.map((product, position) => productRow(seed, product, position)));
  const keys = stockKeyRows(seed);
  if (keys.length > 0) await tx.insert(productStockKeys).values(keys);
}

/** Whether the database holds a catalogue already. */
export async function hasCatalogue(tx: Tx): Promise<boolean> {
  const rows = await tx
    .select({ id: catalogueDocuments.id })
    .from(catalogueDocuments)
    .where(sql`${catalogueDocuments.kind} = ${STORE}`)
    .limit(1);
  return rows.length > 0;
}

/**
 * Rewrites the derived columns of products stored before `search_text` existed (the migration
 * adds it empty, and older rows lack the match text, rating count, listed price and creation
 * date), so a database seeded earlier searches and lists like a new one.
 */
export async function fillSearchColumns(tx: Tx, catalogue: CatalogueSeed): Promise<void> {
  const missing = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.searchText, ''));
  const stale = new Set(missing.map(({ id }) => id));
  await Promise.all(
    catalogue.products.flatMap((product, position) => {
      if (!stale.has(product.id)) return [];
      const { id: _id, data: _data, ...columns } = productRow(catalogue, product, position);
      return [tx.update(products).set(columns).where(eq(products.id, product.id))];
    }),
  );
}

/**
 * Writes the in-stock columns of products stored before they existed (migration 0008 adds
 * `untracked_in_stock` empty and `product_stock_keys` with no rows): when neither holds
 * anything, every product's are written from the catalogue (the backend's `inStockKeys`).
 */
export async function fillStockKeys(tx: Tx, catalogue: CatalogueSeed): Promise<void> {
  const [keyed] = await tx.select({ key: productStockKeys.key }).from(productStockKeys).limit(1);
  const [untracked] = await tx
    .select({ id: products.id })
    .from(products)
    .where(isNotNull(products.untrackedInStock))
    .limit(1);
  if (keyed || untracked) return;
  const keys = stockKeyRows(catalogue);
  if (keys.length > 0) await tx.insert(productStockKeys).values(keys);
  for (const product of catalogue.products) {
    const { untracked } = inStockKeys(product);
    if (untracked !== null) {
      await tx
        .update(products)
        .set({ untrackedInStock: untracked })
        .where(eq(products.id, product.id));
    }
  }
}

/**
 * Reads the stored catalogue back into the seed's shape. The documents are the JSON the seed
 * wrote, so they are typed as the seed type `C` the storage was opened with.
 */
export async function readCatalogue<C extends CatalogueSeed>(tx: Tx): Promise<C> {
  const documents = await tx
    .select()
    .from(catalogueDocuments)
    .orderBy(asc(catalogueDocuments.kind), asc(catalogueDocuments.position));
  const productRows = await tx.select().from(products).orderBy(asc(products.position));
  const store = documents.find((document) => document.kind === STORE);
  if (!store) throw new Error('The database holds no catalogue');
  const lists = Object.fromEntries(
    LISTS.map((kind) => [
      kind,
      documents.filter((document) => document.kind === kind).map((document) => document.data),
    ]),
  );
  const catalogue: unknown = {
    storeId: store.id,
    store: store.data,
    ...lists,
    products: productRows.map((row) => row.data),
    reviews: [],
  };
  return catalogue as C;
}

/**
 * The pg_trgm word similarity a search-text word must reach with a typed word to make its
 * product a candidate: low, since one typo in a short word scores 0.3–0.6 in trigrams while the
 * contract's similarity (0.8 for 'serm' / 'serum') decides afterwards.
 */
const CANDIDATE_WORD_SIMILARITY = 0.2;

/**
 * `searchCandidates` in SQL: products whose indexed `search_text` holds an extent similar to one
 * of the typed words (`word <% search_text`, the GIN trigram index), most similar first, read
 * back from the catalogue held in memory.
 */
function sqlSearchCandidates<C extends CatalogueSeed>(
  catalogue: CatalogueReads<C>,
  run: Run,
): CatalogueRepository<C>['searchCandidates'] {
  return async (words, limit) => {
    if (words.length === 0) return [];
    const rows = await run(async (tx) => {
      // Local to the transaction: `<%` compares against this threshold and uses the index.
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(CANDIDATE_WORD_SIMILARITY)}, true)`,
      );
      const similarities = words.map(
        (word) => sql`word_similarity(${word}, ${products.searchText})`,
      );
      return tx
        .select({ id: products.id })
        .from(products)
        .where(
          sql.join(
            words.map((word) => sql`${word} <% ${products.searchText}`),
            sql` or `,
          ),
        )
        .orderBy(desc(sql`greatest(${sql.join(similarities, sql`, `)})`), asc(products.position))
        .limit(limit);
    });
    const byId = new Map((await catalogue.products()).map((product) => [product.id, product]));
    return rows.flatMap(({ id }): ProductOf<C>[] => {
      const product = byId.get(id);
      return product ? [product] : [];
    });
  };
}

/**
 * The catalogue repository of the SQL adapter: reads served from the catalogue held in memory
 * (read once at start), searches answered by the database's indexes.
 *
 * @example
 * const repo = sqlCatalogue(frozenCatalogue(loaded), run);
 * await repo.searchCandidates(['serm'], 500);
 */
export function sqlCatalogue<C extends CatalogueSeed>(
  catalogue: CatalogueReads<C>,
  run: Run,
): CatalogueRepository<C> {
  return {
    ...catalogue,
    searchCandidates: sqlSearchCandidates(catalogue, run),
    productPage: productPageIn(catalogue, run),
    productAggregates: productAggregatesIn(run),
  };
}
