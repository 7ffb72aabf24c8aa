import { lazy } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { RootLayout } from './layout/RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import HomeRoute from './routes/home';

/** The shop-listing variants from the theme: one listing, the variant only changes the layout. */
export const SHOP_VARIANTS = [
  'infinite-scroll',
  'horizontal-filter',
  'navigation-filter',
  'off-canvas-filter',
  'right-sidebar',
] as const;

/** The theme element demonstration sub-pages, in the spec's order. */
export const ELEMENT_PAGES = [
  'products',
  'typography',
  'titles',
  'product-category',
  'buttons',
  'accordions',
  'alerts',
  'tabs',
  'testimonials',
  'blog-posts',
  'instagrams',
  'cta',
  'icon-boxes',
  'icons',
] as const;

// Every screen but home is its own chunk, fetched when first shown. Home comes with the app: it
// is the landing page, and waiting for its chunk would delay the banner (the LCP).
const loadSearch = () => import('./routes/search');
const loadProduct = () => import('./routes/product');
const loadCollection = () => import('./routes/collection');
const loadShop = () => import('./routes/shop');
const loadCart = () => import('./routes/cart');
const Search = lazy(loadSearch);
const Product = lazy(loadProduct);
const Collection = lazy(loadCollection);
const Shop = lazy(loadShop);
const Cart = lazy(loadCart);
const Checkout = lazy(() => import('./routes/checkout'));
const Account = lazy(() => import('./routes/account'));
const Wishlist = lazy(() => import('./routes/wishlist'));
const Order = lazy(() => import('./routes/order'));
const Elements = lazy(() => import('./routes/elements'));
const Policy = lazy(() => import('./routes/policy'));
const NotFound = lazy(() => import('./routes/not-found'));

/** The pages a shopper lands on from outside (search engines, ads, shared links), by path. */
const LANDING_PAGES: readonly (readonly [pattern: string, load: () => Promise<unknown>])[] = [
  ['/products/:slug', loadProduct],
  ['/shop/*', loadShop],
  ['/collections/:slug', loadCollection],
  ['/search', loadSearch],
  ['/pages/cart', loadCart],
];

/**
 * Starts downloading the landing page's code as the app starts, alongside its data
 * (prefetchRouteData), instead of when the first render reaches its lazy route: the page's chunk
 * then no longer waits for the app's first render (Lighthouse, product page: the chunk was asked
 * for ~50 ms after the data, on a phone several round trips later). The route's `lazy()` gets the
 * same module; a failed download is reported there, when the route renders.
 */
export function preloadLandingPage(pathname: string) {
  const page = LANDING_PAGES.find(([pattern]) => matchPath(pattern, pathname));
  page?.[1]().catch(() => undefined);
}

/**
 * The spec's route table (section 2), inside the page shell. A failure of the shell itself still
 * shows the error screen, not a blank page.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route index element={<HomeRoute />} />
          <Route path="search" element={<Search />} />
          <Route path="products/:slug" element={<Product />} />
          <Route path="collections/:slug" element={<Collection />} />
          <Route path="shop" element={<Shop />} />
          {SHOP_VARIANTS.map((variant) => (
            <Route key={variant} path={`shop/${variant}`} element={<Shop />} />
          ))}
          <Route path="shop/grid/:grid" element={<Shop />} />
          <Route path="pages/cart" element={<Cart />} />
          <Route path="pages/checkout" element={<Checkout />} />
          <Route path="pages/account" element={<Account />} />
          <Route path="pages/wishlist" element={<Wishlist />} />
          <Route path="order/:id" element={<Order />} />
          <Route path="elements" element={<Elements />} />
          {ELEMENT_PAGES.map((section) => (
            <Route key={section} path={`elements/${section}`} element={<Elements />} />
          ))}
          <Route path="policies/:slug" element={<Policy />} />
          <Route path="pages/404" element={<NotFound />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
