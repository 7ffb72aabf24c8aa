import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './RouteError';

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

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** The spec's route table (section 2). Every screen is split into its own chunk. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <div className="min-h-dvh" aria-busy="true" />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: page(() => import('./routes/home')) },
          { path: 'search', lazy: page(() => import('./routes/search')) },
          { path: 'products/:slug', lazy: page(() => import('./routes/product')) },
          { path: 'collections/:slug', lazy: page(() => import('./routes/collection')) },
          { path: 'shop', lazy: page(() => import('./routes/shop')) },
          ...SHOP_VARIANTS.map((variant) => ({
            path: `shop/${variant}`,
            lazy: page(() => import('./routes/shop')),
          })),
          { path: 'shop/grid/:grid', lazy: page(() => import('./routes/shop')) },
          { path: 'pages/cart', lazy: page(() => import('./routes/cart')) },
          { path: 'pages/checkout', lazy: page(() => import('./routes/checkout')) },
          { path: 'pages/account', lazy: page(() => import('./routes/account')) },
          { path: 'pages/wishlist', lazy: page(() => import('./routes/wishlist')) },
          { path: 'order/:id', lazy: page(() => import('./routes/order')) },
          { path: 'elements', lazy: page(() => import('./routes/elements')) },
          ...ELEMENT_PAGES.map((section) => ({
            path: `elements/${section}`,
            lazy: page(() => import('./routes/elements')),
          })),
          { path: 'pages/404', lazy: page(() => import('./routes/not-found')) },
          { path: '*', lazy: page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];
