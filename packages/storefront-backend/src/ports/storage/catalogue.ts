import type { Product } from '@haat/commerce-core';
import type { AggregateItem, ProductAggregateInput } from '@haat/storefront-api/resolvers';
import type { Page, PageRequest } from './paging.js';
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
 * Read-only views of the catalogue. Nothing here changes during a request, so each call reads a
 * consistent snapshot on its own; results are the host's objects and must not be mutated. Stock
 * levels are not read here but from `stock` (the seed's `inventory` is only its starting point).
 * Lookups answer `null` when nothing matches.
 *
 * SQL: plain SELECTs (cacheable: the catalogue changes only by an operator's reload).
 *
 * @example
 * const serum = await repos.catalogue.productBySlug('vitamin-c-serum');
 */
export interface CatalogueRepository<C extends CatalogueSeed = CatalogueSeed> {
  storeId(): Promise<string>;
  store(): Promise<C['store']>;
  settings(): Promise<C['settings']>;
  menus(): Promise<C['menus']>;
  collections(): Promise<C['collections']>;
  /** Every product, in catalogue order (enabled or not: the domain filters). */
  products(): Promise<C['products']>;
  productById(id: string): Promise<ProductOf<C> | null>;
  productBySlug(slug: string): Promise<ProductOf<C> | null>;
  /**
   * The products a search for the typed `words` may find, for the search service to rank with
   * the contract's similarity: those whose search text (`productSearchText`: title, category,
   * sub-category, collection names, tags, keywords) holds a word close to one of `words`, most
   * similar first, at most `limit` (enabled or not). More is fine: the ranking decides; fewer
   * loses hits, so every product the ranking accepts at the default threshold 0.65 should be
   * among them.
   *
   * Memory: a search-text word with the contract's word similarity of at least 0.5 to a typed
   * word (exactly a superset at 0.65). SQL: pg_trgm word similarity of at least 0.2 between a
   * typed word and the indexed `search_text` (`<%`, GIN index); trigrams are not the contract's
   * similarity, so this floor is low on purpose, and the conformance suite checks on the
   * sample shop that it loses nothing (every title word, whole and with a typo).
   */
  searchCandidates(words: readonly string[], limit: number): Promise<readonly ProductOf<C>[]>;
  /**
   * One page of the products matching a listing query, in the asked order (ties: position,
   * then id), and how many match in all.
   *
   * SQL: WHERE / ORDER BY / LIMIT / OFFSET on the products' filter and sort columns, `inStock`
   * as a condition over the `stock` table (mirroring commerce-core's rule). Memory: the same
   * rules in JS (`matchesProductQuery`, `isProductInStock` over live levels, `sortListed`).
   */
  productPage(
    query: ProductQuery,
    sort: ProductQuerySort,
    page: PageRequest,
  ): Promise<Page<ProductOf<C>>>;
  /**
   * The requested aggregates over every product matching a listing query (before paging), in
   * the order asked (searchProducts' `aggregateItems`).
   *
   * SQL: per aggregate one GROUP BY / COUNT (TERMS) or COUNT / SUM / MIN / MAX over the same
   * WHERE as {@link CatalogueRepository.productPage}, finished by `aggregateItem`. Memory:
   * `aggregate` over the matches with `productAggregateValue`.
   */
  productAggregates(
    query: ProductQuery,
    requests: readonly ProductAggregateInput[],
  ): Promise<AggregateItem[]>;
  variantGroups(): Promise<C['variantGroups']>;
  coupons(): Promise<C['coupons']>;
  shippingTiers(): Promise<C['shippingTiers']>;
  loyaltyRuleEngines(): Promise<C['loyaltyRuleEngines']>;
  /** The pin code's serviceability row (exact six digits). */
  zipCode(pinCode: string): Promise<C['zipCodes'][number] | null>;
  faqs(productId: string): Promise<readonly C['faqs'][number][]>;
  linkedProducts(productId: string): Promise<readonly C['linkedProducts'][number][]>;
}

/**
 * The catalogue reads that need no stock: everything but the listings, which read live stock
 * (`inStock`, the IN_STOCK aggregate) and so are joined on by each adapter.
 *
 * @example
 * const reads: CatalogueReads = frozenCatalogue(seed);
 */
export type CatalogueReads<C extends CatalogueSeed = CatalogueSeed> = Omit<
  CatalogueRepository<C>,
  'productPage' | 'productAggregates'
>;
