import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { collectionQueryOptions } from '@/features/catalog/api/collections';
import {
  prefetchCollectionListing,
  prefetchShopListing,
} from '@/features/listing/api/prefetchListing';
import { policyQueryOptions } from '@/features/policies/api/policy';
import { productDetailQueryOptions } from '@/features/product/api/product';
import { initialDataQueryOptions } from '@/features/store/api/initialData';
import { storeQueryOptions } from '@/features/store/api/store';
import { SHOP_VARIANTS } from '../routes';

/** Where a page is: the part of an address that decides what it shows. */
export interface PageLocation {
  readonly pathname: string;
  readonly search: string;
}

/** A page the server renders: its kind, its route's code (for preloading) and its data. */
export interface ServerPage {
  readonly kind: 'home' | 'product' | 'collection' | 'shop' | 'search' | 'policy' | 'not-found';
  /** The route module (as the build's manifest names it), or null when it comes with the app. */
  readonly module: string | null;
  /** Fetches what the page renders from into the cache; rejects when something failed. */
  load(queryClient: QueryClient, location: PageLocation): Promise<void>;
}

const routeModule = (name: string) => `src/app/routes/${name}.tsx`;

const nothing = () => Promise.resolve();

/** The personal pages and the theme's demonstration pages: rendered by the app alone. */
const CLIENT_ONLY = ['/pages/cart', '/pages/checkout', '/pages/account', '/pages/wishlist'];
const isClientOnly = (pathname: string) =>
  CLIENT_ONLY.some((path) => matchPath(path, pathname)) ||
  matchPath('/order/:id', pathname) !== null ||
  matchPath('/elements/*', pathname) !== null;

const isShop = (pathname: string) =>
  matchPath('/shop', pathname) !== null ||
  SHOP_VARIANTS.some((variant) => matchPath(`/shop/${variant}`, pathname)) ||
  matchPath('/shop/grid/:grid', pathname) !== null;

const param = (pattern: string, pathname: string) =>
  matchPath(pattern, pathname)?.params['slug'] ?? null;

/**
 * The page the server renders at a path, or null for a page the app renders alone: the personal
 * pages (cart, checkout, account, wishlist, an order — nothing personal is rendered on the
 * server) and the theme's demonstration pages. Any other unknown path is the not-found page.
 *
 * @example
 * serverPageOf('/products/vitamin-c-brightening-serum')?.kind; // 'product'
 * serverPageOf('/pages/cart'); // null
 */
export function serverPageOf(pathname: string): ServerPage | null {
  if (isClientOnly(pathname)) return null;
  if (matchPath('/', pathname)) return { kind: 'home', module: null, load: nothing };
  const product = param('/products/:slug', pathname);
  if (product !== null) {
    return {
      kind: 'product',
      module: routeModule('product'),
      load: (queryClient) => queryClient.fetchQuery(productDetailQueryOptions(product)).then(),
    };
  }
  const collection = param('/collections/:slug', pathname);
  if (collection !== null) {
    return {
      kind: 'collection',
      module: routeModule('collection'),
      load: async (queryClient, location) => {
        const found = await queryClient.fetchQuery(collectionQueryOptions(collection));
        if (found) await prefetchCollectionListing(queryClient, found, location.search);
      },
    };
  }
  if (isShop(pathname)) {
    return { kind: 'shop', module: routeModule('shop'), load: prefetchShopListing };
  }
  if (matchPath('/search', pathname)) {
    return { kind: 'search', module: routeModule('search'), load: nothing };
  }
  const policy = param('/policies/:slug', pathname);
  if (policy !== null) {
    return {
      kind: 'policy',
      module: routeModule('policy'),
      load: (queryClient) => queryClient.fetchQuery(policyQueryOptions(policy)).then(),
    };
  }
  return { kind: 'not-found', module: routeModule('not-found'), load: nothing };
}

/**
 * Fetches everything a server-rendered page renders from: the store data every page's shell
 * reads (spec 4 "Store data load") and the page's own. Rejects when any of it failed: the
 * server then sends the app's page instead of a page rendered from partial data.
 *
 * @example
 * await loadServerPage(queryClient, page, { pathname: '/shop', search: '?sort=latest' });
 */
export async function loadServerPage(
  queryClient: QueryClient,
  page: ServerPage,
  location: PageLocation,
): Promise<void> {
  await Promise.all([
    queryClient.fetchQuery(initialDataQueryOptions()),
    queryClient.fetchQuery(storeQueryOptions()),
    page.load(queryClient, location),
  ]);
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .find((query) => query.state.status === 'error');
  if (failed) throw failed.state.error ?? new Error(`query ${failed.queryHash} failed`);
}
