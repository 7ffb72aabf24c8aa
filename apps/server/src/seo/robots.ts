/**
 * Paths crawlers are kept out of: the shopper's own pages (cart, checkout, account, wishlist,
 * orders) and the API and service endpoints. Pictures (`/cdn`) and the app's code (`/assets`)
 * stay open: search engines render pages with them.
 */
export const DISALLOWED_PATHS = [
  '/pages/cart',
  '/pages/checkout',
  '/pages/account',
  '/pages/wishlist',
  '/order/',
  '/graphql',
  '/api/',
  '/cognito-idp',
  '/search-service/',
  '/webhooks/',
  '/mock-razorpay/',
  '/.well-known/',
  '/healthz',
  '/readyz',
  '/metrics',
] as const;

/**
 * `/robots.txt`: every crawler may read the shop except {@link DISALLOWED_PATHS}, and the
 * sitemap is at `<PUBLIC_URL>/sitemap.xml`.
 *
 * @example
 * robotsTxt('https://haat.in'); // 'User-agent: *\nAllow: /\nDisallow: /pages/cart\n…\nSitemap: https://haat.in/sitemap.xml\n'
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).href}`,
    '',
  ].join('\n');
}
