import { matchesAdminProductQuery } from '../../catalogue/admin-product-text.js';
import { memoryListing } from '../../catalogue/memory-listing.js';
import { searchCandidatesAmong } from '../../catalogue/search-candidates.js';
import { initialStock } from '../../inventory/initial-stock.js';
import type {
  CatalogueRepository,
  CatalogueSeed,
  ProductOf,
} from '../../ports/storage/catalogue.js';
import type { StockRepository } from '../../ports/storage/stock.js';
import { pageOf } from '../../paging/page-args.js';
import { catalogueReadLimit, listingPageRequest } from '../../storage/checks.js';
import { deepFreeze } from '../copy.js';
import type { Draft, Run } from '../draft.js';
import { documentsOf, storeOf, writeDocumentIn } from './catalogue-documents.js';

/** The catalogue's products as a draft sees them: the seed's, overlaid by those written since. */
export function productsOf<C extends CatalogueSeed>(seed: C, draft: Draft): ProductOf<C>[] {
  const written = draft.read('catalogueProducts');
  if (written.size === 0) return [...seed.products];
  const seeded = new Set(seed.products.map((product) => product.id));
  const current = (product: ProductOf<C>) =>
    (written.get(product.id)?.product as ProductOf<C> | undefined) ?? product;
  const added = [...written].flatMap(([id, row]) =>
    seeded.has(id) ? [] : [row.product as ProductOf<C>],
  );
  return [...seed.products.map(current), ...added];
}

/**
 * The memory adapter's catalogue: `seed` is a frozen copy (made once by the storage), answered
 * without copying;
 * products written since (`updateProduct`) live in the `catalogueProducts` table, so a write is
 * part of its transaction like any other. It holds every product (it is the mock host's whole
 * shop); listings and searches walk them in JS.
 *
 * @example
 * const catalogue = memoryCatalogue(seed, run, memoryStock(run));
 */
export function memoryCatalogue<C extends CatalogueSeed>(
  seed: C,
  run: Run,
  stock: StockRepository,
): CatalogueRepository<C> {
  const answer = <T>(value: T): Promise<T> => Promise.resolve(value);
  const products = () => run((draft) => productsOf(seed, draft));
  const byId = async (ids: readonly string[]) => {
    catalogueReadLimit(ids.length, 'productsByIds');
    const all = new Map((await products()).map((product) => [product.id, product]));
    return ids.map((id) => all.get(id) ?? null);
  };
  const listing = memoryListing<C>(products, stock);
  return {
    storeId: () => answer(seed.storeId),
    store: () => run((draft) => storeOf(seed, draft)),
    settings: () => run((draft) => documentsOf(seed, draft, 'settings')),
    menus: () => answer(seed.menus),
    collections: () => run((draft) => documentsOf(seed, draft, 'collections')),
    variantGroups: () => answer(seed.variantGroups),
    coupons: () => run((draft) => documentsOf(seed, draft, 'coupons')),
    shippingTiers: () => run((draft) => documentsOf(seed, draft, 'shippingTiers')),
    loyaltyRuleEngines: () => answer(seed.loyaltyRuleEngines),
    productById: async (id) => (await byId([id]))[0] ?? null,
    productsByIds: byId,
    productBySlug: async (slug) => (await products()).find((p) => p.slug === slug) ?? null,
    searchCandidates: async (words, limit, after) =>
      searchCandidatesAmong(
        await products(),
        await run((draft) => documentsOf(seed, draft, 'collections')),
        words,
        limit,
        after,
      ),
    // One process whose reads cost no I/O: nothing to keep, so nothing can be stale.
    kept: (_key, read) => read(),
    productPage: (query, sort, page) => {
      listingPageRequest(page);
      return listing.productPage(query, sort, page);
    },
    productAggregates: (query, requests) => {
      catalogueReadLimit(requests.length, 'aggregates');
      return listing.productAggregates(query, requests);
    },
    zipCode: (pinCode) =>
      run(
        (draft) => documentsOf(seed, draft, 'zipCodes').find((zip) => zip.id === pinCode) ?? null,
      ),
    zipCodePage: (search, after, limit) => {
      catalogueReadLimit(limit, 'zipCodes');
      return run((draft) => {
        const matching = documentsOf(seed, draft, 'zipCodes')
          .filter((zip) => zip.id.startsWith(search))
          .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
        const start = after === null ? 0 : matching.findIndex((zip) => zip.id > after);
        return {
          items: start < 0 ? [] : matching.slice(start, start + limit),
          total: matching.length,
        };
      });
    },
    writeDocument: (write) => run((draft) => writeDocumentIn(seed, draft, write)),
    faqs: (productId) => answer(seed.faqs.filter((faq) => faq.productId === productId)),
    faqPage: (page) => {
      listingPageRequest(page);
      return answer(pageOf(seed.faqs, page));
    },
    linkedProducts: (productId) =>
      answer(seed.linkedProducts.filter((link) => link.productId === productId)),
    adminProductPage: async (query, page) => {
      catalogueReadLimit(page.limit, 'adminPageSize');
      return run((draft) => {
        const written = draft.read('catalogueProducts');
        const matches = productsOf(seed, draft)
          .filter((product) => matchesAdminProductQuery(product, query))
          // Code-unit order, as SQL's `COLLATE "C"`.
          .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
        const after = page.after;
        const rest = after === null ? matches : matches.filter((product) => product.id > after);
        const items = rest.slice(0, page.limit).map((product) => ({
          product,
          version: written.get(product.id)?.version ?? 1,
        }));
        const more = rest.length > page.limit;
        return {
          items,
          total: matches.length,
          next: more ? (items.at(-1)?.product.id ?? null) : null,
        };
      });
    },
    versionedProduct: (id) =>
      run((draft) => {
        const written = draft.read('catalogueProducts').get(id);
        if (written) return { product: written.product as ProductOf<C>, version: written.version };
        const seeded = seed.products.find((product) => product.id === id);
        return seeded ? { product: seeded, version: 1 } : null;
      }),
    updateProduct: (given, expectedVersion) =>
      run((draft) => {
        const all = productsOf(seed, draft);
        const stored = draft.read('catalogueProducts').get(given.id);
        const exists = stored !== undefined || all.some((p) => p.id === given.id);
        const version = stored?.version ?? (exists ? 1 : null);
        if (expectedVersion !== undefined && expectedVersion !== version) {
          return { ok: false as const, reason: 'version-mismatch' as const, version };
        }
        const holder = all.find((p) => p.slug === given.slug && p.id !== given.id);
        if (holder)
          return { ok: false as const, reason: 'slug-taken' as const, productId: holder.id };
        const next = (version ?? 0) + 1;
        draft
          .write('catalogueProducts')
          .set(given.id, { product: deepFreeze(structuredClone(given)), version: next });
        // A new key gets its seeded stock (as at seeding); existing stock is stock's to change.
        const rows = draft.read('stock');
        const settings = documentsOf(seed, draft, 'settings');
        const fresh = initialStock({ settings, products: [given] }).filter(
          (row) => !rows.has(row.key),
        );
        if (fresh.length > 0) {
          const table = draft.write('stock');
          for (const { key, tracked, onHand } of fresh)
            table.set(key, { tracked, onHand, reserved: 0, held: 0 });
        }
        return { ok: true as const, version: next };
      }),
  };
}
