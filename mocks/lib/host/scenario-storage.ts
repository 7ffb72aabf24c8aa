import { readStoreSettings } from '@haat/commerce-core';
import { apiErrorMessages } from '@haat/storefront-api/errors';
import {
  searchCandidateOf,
  type Repositories,
  type ShopCatalogue,
  type Storage,
  type StockLine,
  type StockRepository,
} from '@haat/storefront-backend';
import { GraphQLError } from 'graphql';
import {
  expireCoupons,
  flipBestseller,
  leaveOne,
  raisePrices,
  sellOut,
} from '../catalogue/scenario-views.js';

/** The data scenarios a request runs under (README "Scenarios"). */
export interface DataScenarios {
  readonly priceChange: boolean;
  readonly lowStock: boolean;
  readonly outOfStock: boolean;
  readonly collectionChange: boolean;
  readonly expiredCoupon: boolean;
  readonly zipFailure: boolean;
}

type Catalogue = Repositories<ShopCatalogue>['catalogue'];
type Product = ShopCatalogue['products'][number];

const productView = (scenarios: DataScenarios, blockInventory: number) => {
  return (product: Product): Product => {
    let view = scenarios.priceChange ? raisePrices(product) : product;
    if (scenarios.lowStock) view = leaveOne(view, blockInventory);
    if (scenarios.outOfStock) view = sellOut(view);
    if (scenarios.collectionChange) view = flipBestseller(view);
    return view;
  };
};

const catalogueView = (
  catalogue: Catalogue,
  scenarios: DataScenarios,
  now: () => number,
): Catalogue => {
  const viewOf = async () =>
    productView(scenarios, readStoreSettings(await catalogue.settings()).blockInventory);
  const view = async (product: Product | null): Promise<Product | null> =>
    product && (await viewOf())(product);
  const viewedByIds = async (ids: readonly string[]) => {
    const seen = await viewOf();
    return (await catalogue.productsByIds(ids)).map((product) => product && seen(product));
  };
  return {
    ...catalogue,
    productById: async (id) => view(await catalogue.productById(id)),
    productsByIds: viewedByIds,
    productBySlug: async (slug) => view(await catalogue.productBySlug(slug)),
    // The ranking bounds scores by a candidate's words and collections: as this view shows them.
    searchCandidates: async (words, limit, after) => {
      // The last one handed over as storage holds it (this view may show it otherwise).
      const [held] = after ? await catalogue.productsByIds([after.id]) : [];
      const from = held ? searchCandidateOf(held, await catalogue.collections(), words) : after;
      const found = await catalogue.searchCandidates(words, limit, from);
      const [viewed, collections] = await Promise.all([
        viewedByIds(found.map(({ id }) => id)),
        catalogue.collections(),
      ]);
      return viewed.flatMap((product) =>
        product ? [searchCandidateOf(product, collections, words)] : [],
      );
    },
    productPage: async (query, sort, page) => {
      const seen = await viewOf();
      const found = await catalogue.productPage(query, sort, page);
      return { ...found, items: found.items.map(seen) };
    },
    coupons: async () =>
      scenarios.expiredCoupon
        ? expireCoupons(await catalogue.coupons(), now())
        : catalogue.coupons(),
    zipCode: (pinCode) =>
      scenarios.zipFailure
        ? Promise.reject(
            new GraphQLError(apiErrorMessages.ZIP_LOOKUP_FAILED, {
              extensions: { code: 'ZIP_LOOKUP_FAILED' },
            }),
          )
        : catalogue.zipCode(pinCode),
  };
};

/** `low-stock` leaves one unit of every key, `out-of-stock` none; reservations obey that. */
const stockView = (stock: StockRepository, scenarios: DataScenarios): StockRepository => {
  const cap = scenarios.outOfStock ? 0 : scenarios.lowStock ? 1 : null;
  if (cap === null) return stock;
  return {
    ...stock,
    available: async (keys) =>
      (await stock.available(keys)).map((level) => ({ key: level.key, available: cap })),
    reserve: async (lines: readonly StockLine[]) => {
      const requested = new Map<string, number>();
      for (const line of lines) {
        requested.set(line.key, (requested.get(line.key) ?? 0) + line.quantity);
      }
      const shortages = [...requested]
        .filter(([, quantity]) => quantity > cap)
        .map(([key, quantity]) => ({ key, requested: quantity, available: cap }));
      return shortages.length > 0 ? { ok: false, shortages } : stock.reserve(lines);
    },
  };
};

const reposView = (
  repos: Repositories<ShopCatalogue>,
  scenarios: DataScenarios,
  now: () => number,
): Repositories<ShopCatalogue> => ({
  ...repos,
  catalogue: catalogueView(repos.catalogue, scenarios, now),
  stock: stockView(repos.stock, scenarios),
});

/**
 * The storage a request with data scenarios sees: the same records, with the catalogue and stock
 * ports wrapped (prices +10 %, one or no unit left, best-sellers flipped, coupons expired, pin
 * code lookups failing with ZIP_LOOKUP_FAILED). Domain code never knows scenarios exist.
 */
export function scenarioStorage(
  storage: Storage<ShopCatalogue>,
  scenarios: DataScenarios,
  now: () => number,
): Storage<ShopCatalogue> {
  return {
    repos: reposView(storage.repos, scenarios, now),
    transaction: (work) => storage.transaction((repos) => work(reposView(repos, scenarios, now))),
  };
}
