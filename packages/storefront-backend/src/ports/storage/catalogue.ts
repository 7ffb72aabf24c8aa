import type { Product } from '@haat/commerce-core';
import type { AggregateItem, ProductAggregateInput } from '@haat/storefront-api/resolvers';
import type {
  AdminProductPage,
  AdminProductPageRequest,
  AdminProductQuery,
} from './admin-product-query.js';
import type { ListingPage, Page, PageRequest } from './paging.js';
import type { ProductQuery, ProductQuerySort } from './product-query.js';
import type { StockLevel } from './stock.js';

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
 * The catalogue documents staff edit one at a time (issue 23): store settings, collections,
 * coupons, shipping tiers and pin codes. Each is found by its own key: a setting's `key`, the
 * others' `id` (`CATALOGUE_DOCUMENT_KEY`).
 *
 * @example
 * const kind: CatalogueDocumentKind = 'coupons';
 */
export type CatalogueDocumentKind =
  | 'settings'
  | 'collections'
  | 'coupons'
  | 'shippingTiers'
  | 'zipCodes'
  // The store's own document (one, keyed by its id): written over, never added or deleted.
  | 'store';

/**
 * The field of a document of each kind that names it.
 *
 * @example
 * CATALOGUE_DOCUMENT_KEY.settings; // 'key'
 */
export const CATALOGUE_DOCUMENT_KEY: Readonly<Record<CatalogueDocumentKind, 'key' | 'id'>> = {
  settings: 'key',
  collections: 'id',
  coupons: 'id',
  shippingTiers: 'id',
  zipCodes: 'id',
  store: 'id',
};

/**
 * One document to write: `data` replaces the document of that kind and key (its key field must
 * equal `key`), or null deletes it. `ifBefore` makes the write conditional: an object writes only
 * over a stored document equal to it (as JSON values), null only when none is stored; omitted,
 * it writes whatever is stored. `unique` refuses the write while another document of the kind
 * has `field` equal to `value`, letter case aside (a coupon's code).
 *
 * @example
 * const write: CatalogueDocumentWrite = { kind: 'coupons', key: 'cpn-new', data: coupon,
 *   ifBefore: null, unique: { field: 'code', value: coupon.code } };
 */
export interface CatalogueDocumentWrite {
  readonly kind: CatalogueDocumentKind;
  readonly key: string;
  readonly data: object | null;
  readonly ifBefore?: object | null | undefined;
  readonly unique?: { readonly field: string; readonly value: string } | undefined;
}

/**
 * What a document write did: written (with the document stored before it, null when new), or
 * nothing because the stored document was not `ifBefore` (`changed`, with what is stored), or
 * because another document holds the unique value (`taken`, naming its key).
 *
 * @example
 * const outcome: CatalogueDocumentWriteOutcome = { ok: false, reason: 'taken', holder: 'cpn-1' };
 */
export type CatalogueDocumentWriteOutcome =
  | { readonly ok: true; readonly before: object | null }
  | { readonly ok: false; readonly reason: 'changed'; readonly before: object | null }
  | { readonly ok: false; readonly reason: 'taken'; readonly holder: string };

/**
 * The most product ids one `productsByIds` call takes, and the most aggregates one
 * `productAggregates` call computes: storage's own guard (a larger call is a programmer error:
 * the API edge states its own, smaller caps).
 */
export const CATALOGUE_READ_LIMITS = {
  productsByIds: 1000,
  aggregates: 50,
  pageSize: 100,
  adminPageSize: 200,
  zipCodes: 200,
} as const;

/**
 * The longest a process keeps a value derived from the catalogue and stock (`kept`, listing
 * counts) when no change is announced: the bound the server's kept answers have too (a change
 * nobody announces, such as a `psql` session's, shows within it).
 */
export const KEPT_READ_MS = 5_000;

/**
 * A search candidate as storage hands it over (`searchCandidates`): the product's id, its best
 * word similarity to a typed word (what it was found by), the keys that order equal scores
 * (orders, curated position), the words of its search text (`productSearchText`, each once) and
 * its collection ids. Ranking bounds each candidate's score from these and reads documents only
 * for those that can reach the answer; the last one's similarity bounds every product after it.
 *
 * @example
 * const candidate: SearchCandidate = {
 *   id: 'prd-1', similarity: 0.8, totalOrders: 12, position: 3,
 *   words: ['vitamin', 'c', 'serum', 'skin'], collections: ['col-serums'],
 * };
 */
export interface SearchCandidate {
  readonly id: string;
  readonly similarity: number;
  readonly totalOrders: number;
  readonly position: number;
  readonly words: readonly string[];
  readonly collections: readonly string[];
}

/** A product document and the version it is (`versionedProduct`). */
export interface VersionedProduct<P> {
  readonly product: P;
  readonly version: number;
}

/** A listing's aggregates in the order asked, and how many products match its query. */
export interface ListingAggregates {
  readonly items: AggregateItem[];
  readonly matches: number;
}

/**
 * A page of `productPage`: a listing page, and the live stock levels of its products when the
 * storage read them with the page (SQL: a page by slug, in its statement, one round trip fewer;
 * memory: never). When given, `levels` holds every stock key of each listed product (`stockKeysOf`)
 * with its level as `StockRepository.available` answers it, read in the page's snapshot, and
 * may hold more keys; callers use them instead of reading those keys again.
 *
 * @example
 * const page: ProductListingPage<Product> = { items, total: 3, more: false, last: null, levels: [{ key: 'p1', available: 4 }] };
 */
export interface ProductListingPage<P> extends ListingPage<P> {
  readonly levels?: readonly StockLevel[];
}

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
   * position, id), so no product after the last one handed over has a better word. Each as a
   * {@link SearchCandidate}: what ranking needs before any document is read. The search service
   * asks for a page and a few first and for more only when the rest can still enter its answer:
   * then with `after`, the last candidate it was handed, for the next `limit` in this order (the
   * same as the rest of one larger ask: no candidate read twice).
   * Enabled products only: the search service answers nothing else, and a disabled product
   * would take a candidate's place from one it can answer. Every product the ranking accepts at
   * the default threshold 0.65 is a candidate while fewer than `limit` products are. A
   * product's words are its current ones, its collections' names included: a collection's
   * rename or removal (`writeDocument`) rewrites those of its products in its transaction, and
   * a product write holds the names as committed (the ranking's early stop relies on it).
   *
   * Memory: the rule over every product. SQL: the catalogue's distinct search words (a small
   * table) give the words of similarity at least 0.5 to a typed word, by the contract's own
   * formula; then, one similarity level at a time (best first), the enabled products holding a
   * word of that level and none of a better one, in the best-seller index's order, until
   * `limit` are found (after `after`: its level's products after it, then the levels below).
   */
  searchCandidates(
    words: readonly string[],
    limit: number,
    after?: SearchCandidate,
  ): Promise<readonly SearchCandidate[]>;
  /**
   * A value the caller derives from the catalogue and live stock (getInitialData's deals, the
   * coupons' gift products), kept by this process under `key` until the catalogue or stock
   * changes. `read` runs once per change: callers asking for a key while its read is under
   * way share that read, and a read overtaken by a change is answered to its callers but not
   * kept. The bound on staleness is the kept answers' (`KEPT_READ_MS`): a change this process
   * makes or hears of (SQL on PostgreSQL: another process's, announced with `pg_notify`, ~50 ms
   * and a round trip) drops the kept values at once, one nobody announces (`psql`) within
   * `KEPT_READ_MS`; while changes cannot be heard nothing is kept. `read` must not write.
   *
   * Memory: reads each time (one process, nothing to save). SQL: the process's catalogue cache.
   */
  kept<T>(key: string, read: () => Promise<T>): Promise<T>;
  /**
   * One page of the products matching a listing query, in the asked order (`listingOrder`:
   * the sort's keys, then curated position, then id), how many match in all (unless
   * `page.count` is false: then `total` is null and nothing is counted), whether more follow,
   * and the cursor of the page's last product. With `page.after` the page starts right after that cursor (keyset
   * paging: a deep page costs what the first costs) and `page.offset` is ignored; else it skips
   * `page.offset` products. `page.limit` is at most `CATALOGUE_READ_LIMITS.pageSize`.
   *
   * SQL: WHERE / ORDER BY / LIMIT on the products' filter and sort columns (an index per sort
   * order), `inStock` as a condition over the `stock` table (mirroring commerce-core's rule);
   * a page by slug's stock `levels` read in its statement.
   * The total is a COUNT kept per query (not per sort or page) like a `kept` value: page 2..n
   * and the other sorts of a listing reuse page 1's count until the catalogue (or, for a query
   * on `inStock`, stock) changes.
   * Memory: the same rules in JS (`matchesProductQuery`, `isProductInStock` over live levels,
   * `sortListed`).
   */
  productPage(
    query: ProductQuery,
    sort: ProductQuerySort,
    page: PageRequest,
  ): Promise<ProductListingPage<ProductOf<C>>>;
  /**
   * The requested aggregates over every product matching a listing query (before paging), in
   * the order asked (searchProducts' `aggregateItems`); at most
   * `CATALOGUE_READ_LIMITS.aggregates` a call.
   *
   * SQL: one statement for all of them, so they agree (one snapshot): the matches read once
   * for the one-value fields and the numbers (GROUPING SETS), an unnest per array field,
   * finished by `aggregateItem`. The answer is kept per query and
   * requests like the listing's count: until the catalogue changes or, when it reads stock (an
   * `inStock` filter or the IN_STOCK field), stock does. Memory: `aggregate` over the matches
   * with `productAggregateValue`. Also answers how many products match (`matches`), which the
   * one-value statement counts anyway: a listing asking for its facets takes its total from
   * here and does not COUNT again (`storedProductPage`).
   */
  productAggregates(
    query: ProductQuery,
    requests: readonly ProductAggregateInput[],
  ): Promise<ListingAggregates>;
  /** The pin code's serviceability row (exact six digits). */
  zipCode(pinCode: string): Promise<C['zipCodes'][number] | null>;
  faqs(productId: string): Promise<readonly C['faqs'][number][]>;
  /** Every product's FAQs, one page in catalogue order. */
  faqPage(page: PageRequest): Promise<Page<C['faqs'][number]>>;
  linkedProducts(productId: string): Promise<readonly C['linkedProducts'][number][]>;
  /**
   * Staff's product list: the products matching `query` (any status unless it names one), by
   * id, after `page.after` (keyset paging: a deep page costs what the first costs), at most
   * `page.limit` (at most `CATALOGUE_READ_LIMITS.adminPageSize`), each with its version, and
   * how many match in all. SQL: `admin_text` (`adminProductText`) has a trigram index for the
   * search words, the primary key serves the order.
   */
  adminProductPage(
    query: AdminProductQuery,
    page: AdminProductPageRequest,
  ): Promise<AdminProductPage<ProductOf<C>>>;
  /**
   * A product and its version (1 when first written, +1 each change) as stored together, null
   * when unknown. Read from storage, never from a process's kept documents: a staff edit writes
   * over exactly the document of the version it names, so a document kept from before another
   * process's (or request's) write can never be merged into a newer version.
   */
  versionedProduct(id: string): Promise<VersionedProduct<ProductOf<C>> | null>;
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
  /**
   * Writes one catalogue document (a staff edit: {@link CatalogueDocumentWrite}), its condition
   * and uniqueness checked and the write done as one atomic step: of two concurrent writes of
   * one kind, the second sees the first. Inside `Storage.transaction` it commits or rolls back
   * with the rest (the audit entry of the change). A new document goes after the others of its
   * kind. Every process reads the change within seconds (SQL: writes of one kind take turns on
   * an advisory lock; the change is announced on commit and drops every process's kept
   * essentials).
   */
  writeDocument(write: CatalogueDocumentWrite): Promise<CatalogueDocumentWriteOutcome>;
  /**
   * The pin codes whose code starts with `search` (every one when empty), by code: at most
   * `limit` (up to `CATALOGUE_READ_LIMITS.zipCodes`) after the code `after` (keyset paging), and
   * how many match in all. SQL: the pin codes' index on their code.
   */
  zipCodePage(
    search: string,
    after: string | null,
    limit: number,
  ): Promise<Page<C['zipCodes'][number]>>;
}
