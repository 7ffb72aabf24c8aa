import type { JsonLd } from './headTags';
import { absoluteUrl } from './site';

/** One step of a breadcrumb trail: its name and path (the last step is the page itself). */
export interface Crumb {
  readonly name: string;
  readonly path: string;
}

/**
 * schema.org BreadcrumbList of a trail, first step first, with absolute addresses.
 *
 * @example
 * breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Shop', path: '/shop' }]);
 * // { '@type': 'BreadcrumbList', itemListElement: [{ position: 1, name: 'Home', item: 'https://haat.in/' }, …] }
 */
export function breadcrumbJsonLd(trail: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** The first step of every trail. */
export const HOME_CRUMB: Crumb = { name: 'Home', path: '/' };
