import { lazy } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
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

// Every screen but home is its own chunk, fetched when first shown. Home comes with the app: it
// is the landing page, and waiting for its chunk would delay the banner (the LCP).
const Search = lazy(() => import('./routes/search'));
const Product = lazy(() => import('./routes/product'));
const Collection = lazy(() => import('./routes/collection'));
const Shop = lazy(() => import('./routes/shop'));
const Cart = lazy(() => import('./routes/cart'));
const Checkout = lazy(() => import('./routes/checkout'));
const Account = lazy(() => import('./routes/account'));
const Wishlist = lazy(() => import('./routes/wishlist'));
const Order = lazy(() => import('./routes/order'));
const ConfirmCod = lazy(() => import('./routes/confirm-cod'));
const Elements = lazy(() => import('./routes/elements'));
const Policy = lazy(() => import('./routes/policy'));
const NotFound = lazy(() => import('./routes/not-found'));

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
          <Route path="orders/confirm-cod" element={<ConfirmCod />} />
          <Route path="elements" element={<Elements />} />
          <Route path="elements/:section" element={<Elements />} />
          <Route path="policies/:slug" element={<Policy />} />
          <Route path="pages/404" element={<NotFound />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
