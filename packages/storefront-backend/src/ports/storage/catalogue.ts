import type { Product } from '@haat/commerce-core';
import type { AggregateItem, ProductAggregateInput } from '@haat/storefront-api/resolvers';
import type { ListingPage, Page, PageRequest } from './paging.js';
import type { ProductQuery, ProductQuerySort } from './product-query.js';

/**
 * A seeded review as the catalogue ships it (dates as ISO strings).
 *
 * @example
 * const seeded: SeedReview = { id: 'r1', userId: 'seed-1', productId: 'p1', verified: true,
 *   rating: 5, title: 'Great', comment: 'Works', images: [],
 *   reviewer: { name: 'Asha', email: null }, createdAt: '2024-01-01T00:00:00.000Z',
 *   updatedAt: '2024-01-01T00:00:00.000Z' };
 */
export interface SeedReview {
  readonly id: string;
  readonly userId: string;
  readonly productId: string;
  readonly verified: boolean;
  readonly rating: number;
  readonly title: string | null;
  readonly comment: string | null;
  readonly images: readonly string[];
  readonly reviewer: { readonly name: string; readonly email: string | null };
  readonly createdAt: string;
  readonly updatedAt: string;
}

/**
 * The least a catalogue must hold for storage to seed itself from it: product ids, slugs and
 * stock (commerce-core's `Product`), the settings (BLOCK_INVENTORY), lookup keys of the other
 * entities and the seeded reviews. The sample shop's catalogue fits it as it is; the entity types
 * stay with their owner (`@haat/storefront-api` / `@haat/sample-shop`) and flow through the
 * `C` parameter of {@link CatalogueRepository} untouched.
 *
 * @example
 * const empty: CatalogueSeed = { storeId: 's1', store: {}, settings: [], menus: [],
 *   collections: [], products: [], variantGroups: [], coupons: [], shippingTiers: [],
 *   loyaltyRuleEngines: [], zipCodes: [], faqs: [], linkedProducts: [], reviews: [] };
 */
export interface CatalogueSeed {
  readonly storeId: string;
  readonly store: object;
  readonly settings: readonly { readonly key: string; readonly value: string }[];
  readonly menus: readonly object[];
  readonly collections: readonly {
    readonly id: string;
    readonly slug: string;
    readonly name?: string | null;
  }[];
  readonly products: readonly (Product & {
    readonly slug: string;
    readonly createdAt?: string | null;
  })[];
  readonly variantGroups: readonly { readonly id: string }[];
  readonly coupons: readonly { readonly id: string; readonly code: string }[];
  readonly shippingTiers: readonly object[];
  readonly loyaltyRuleEngines: readonly object[];
  readonly zipCodes: readonly { readonly id: string }[];
  readonly faqs: readonly { readonly productId: string }[];
  readonly linkedProducts: readonly { readonly productId: string }[];
  readonly reviews: readonly SeedReview[];
}

/**
 * The product type of a catalogue.
 *
 * @example
 * type SampleProduct = ProductOf<typeof sampleCatalogue>;
 */
export type ProductOf<C extends CatalogueSeed> = C['products'][number];

/**
 * What a product write answers: its new version, or why nothing was written (the stored
 * version is not the expected one, or another product has the slug).
 *
 * @example
 * const outcome: ProductWriteOutcome = { ok: true, version: 2 };
 */
export type ProductWriteOutcome =
  | { readonly ok: true; readonly version: number }
  | { readonly ok: false; readonly reason: 'version-mismatch'; readonly version: number | null }
  | { readonly ok: false; readonly reason: 'slug-taken'; readonly productId: string };

/**
 * The most product ids one `productsByIds` call takes, and the most aggregates one
 * `productAggregates` call computes: storage's own guard (a larger call is a programmer error:
 * the API edge states its own, smaller caps).
 */
export const CATALOGUE_READ_LIMITS = {
  productsByIds: 1000,
  aggregates: 50,
  pageSize: 100,
} as const;

/**
 * The catalogue, read on demand. The small part every page needs (store, settings, menus,
 * collections, variant groups, coupons, shipping tiers, loyalty rules) is answered whole;
 * products, pin codes, FAQs and linked products are read by key or by page, never the whole
 * catalogue, so a read costs what it answers whatever the catalogue's size. Results are the
 * host's objects and must not be mutated. Stock levels are not read here but from `stock` (the
 * seed's `inventory` is only its starting point). Lookups answer `null` when nothing matches.
 *
 * The catalogue is live: `updateProduct` (a staff edit) and a catalogue load change it while
 * hosts run. SQL: product rows carry a version; a change is announced (`pg_notify`) in its
 * transaction, so every process drops what it kept of it (a bounded cache by bytes) once it
 * commits.
 *
 * @example
 * const [serum] = await repos.catalogue.productsByIds(['prd-vitamin-c-brightening-serum']);
 */
export interface CatalogueRepository<C extends CatalogueSeed = CatalogueSeed> {
  storeId(): Promise<string>;
  store(): Promise<C['store']>;
  settings(): Promise<C['settings']>;
  menus(): Promise<C['menus']>;
  collections(): Promise<C['collections']>;
  variantGroups(): Promise<C['variantGroups']>;
  coupons(): Promise<C['coupons']>;
  shippingTiers(): Promise<C['shippingTiers']>;
  loyaltyRuleEngines(): Promise<C['loyaltyRuleEngines']>;
  productById(id: string): Promise<ProductOf<C> | null>;
  /**
   * Products by id (enabled or not: the domain filters), one answer per id in the order asked,
   * `null` for an unknown id; at most `CATALOGUE_READ_LIMITS.productsByIds` ids a call.
   */
  productsByIds(ids: readonly string[]): Promise<readonly (ProductOf<C> | null)[]>;
  productBySlug(slug: string): Promise<ProductOf<C> | null>;
  /**
   * The products a search for the typed `words` may find, for the search service to rank with
   * the contract's similarity: those whose search text (`productSearchText`: title, category,
   * sub-category, collection names, tags, keywords) holds a word of the contract's word
   * similarity (`termSimilarity`) of at least 0.5 to a typed word, at most `limit`, in the
   * order of `searchCandidateOrder` (best word similarity first, then more orders, curated
   * position, id). Enabled or not. Every product the ranking accepts at the default threshold
   * 0.65 is a candidate while fewer than `limit` products are.
   *
   * Memory: the rule over every product. SQL: the catalogue's distinct search words in a table
   * with a pg_trgm GIN index give the words close to each typed word (trigrams, a low floor),
   * the contract's similarity keeps those of at least 0.5, and the products holding one are
   * found by a GIN index on their words and ordered in SQL.
   */
  searchCandidates(words: readonly string[], limit: number): Promise<readonly ProductOf<C>[]>;
  /**
   * One page of the products matching a listing query, in the asked order (`listingOrder`:
   * the sort's keys, then curated position, then id), how many match in all, and the cursor of
   * the page's last product. With `page.after` the page starts right after that cursor (keyset
   * paging: a deep page costs what the first costs) and `page.offset` is ignored; else it skips
   * `page.offset` products. `page.limit` is at most `CATALOGUE_READ_LIMITS.pageSize`.
   *
   * SQL: WHERE / ORDER BY / LIMIT on the products' filter and sort columns (an index per sort
   * order), `inStock` as a condition over the `stock` table (mirroring commerce-core's rule).
   * Memory: the same rules in JS (`matchesProductQuery`, `isProductInStock` over live levels,
   * `sortListed`).
   */
  productPage(
    query: ProductQuery,
    sort: ProductQuerySort,
    page: PageRequest,
  ): Promise<ListingPage<ProductOf<C>>>;
  /**
   * The requested aggregates over every product matching a listing query (before paging), in
   * the order asked (searchProducts' `aggregateItems`); at most
   * `CATALOGUE_READ_LIMITS.aggregates` a call.
   *
   * SQL: one statement for all of them (the matches read once, each aggregate a GROUP BY /
   * COUNT / SUM / MIN / MAX over them), finished by `aggregateItem`. Memory: `aggregate` over
   * the matches with `productAggregateValue`.
   */
  productAggregates(
    query: ProductQuery,
    requests: readonly ProductAggregateInput[],
  ): Promise<AggregateItem[]>;
  /** The pin code's serviceability row (exact six digits). */
  zipCode(pinCode: string): Promise<C['zipCodes'][number] | null>;
  faqs(productId: string): Promise<readonly C['faqs'][number][]>;
  /** Every product's FAQs, one page in catalogue order. */
  faqPage(page: PageRequest): Promise<Page<C['faqs'][number]>>;
  linkedProducts(productId: string): Promise<readonly C['linkedProducts'][number][]>;
  /** A product's version (1 when first written, +1 each change), null when unknown. */
  productVersion(id: string): Promise<number | null>;
  /**
   * Writes one product, new or changed (a staff edit), with its listing and search columns and
   * its in-stock keys, and answers its new version. `expectedVersion`: a number writes only over
   * that version, `null` only a new product; omitted, it writes whatever is stored. A slug
   * another product has is refused. Stock rows are created for keys that have none (from the
   * product's `inventory`, as at seeding); existing stock is stock's to change. Every process
   * sees the change within seconds (SQL: announced on commit).
   */
  updateProduct(
    product: ProductOf<C>,
    expectedVersion?: number | null,
  ): Promise<ProductWriteOutcome>;
}
