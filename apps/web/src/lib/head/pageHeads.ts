import type { Collection } from '@/lib/schemas/collection';
import type { Store } from '@/lib/schemas/store';
import { breadcrumbJsonLd, HOME_CRUMB } from './breadcrumbs';
import { pageHead, shareImage, type HeadTags } from './headTags';
import { absoluteUrl, SITE_NAME } from './site';
import { plainText } from './text';

const DESCRIPTION_LENGTH = 160;

/** Home's description: what the shop sells, for search results and link previews. */
export const HOME_DESCRIPTION =
  'Clean, effective skincare and haircare rooted in Indian ingredients. Serums, sunscreens, face washes and more, delivered across India with cash on delivery.';

const SHOP_DESCRIPTION =
  'Every Haat skincare, haircare and bodycare product: filter by category, price, rating and stock.';

const SEARCH_DESCRIPTION = 'Search Haat skincare, haircare and bodycare products.';

/**
 * Home: the shop's description and keywords, JSON-LD Organization (name, address, logo, social
 * profiles from the store data once loaded) and WebSite with a SearchAction on /search.
 *
 * @example
 * homeHead(store).jsonLd.map((item) => item['@type']); // ['Organization', 'WebSite']
 */
export function homeHead(store: Store | null): HeadTags {
  const home = absoluteUrl('/');
  const social = Object.values(store?.socialLinks ?? {}).filter(
    (link): link is string => typeof link === 'string' && /^https?:\/\//.test(link),
  );
  const logo = store?.imageUrl ? shareImage(store.imageUrl, SITE_NAME).url : null;
  return pageHead({
    title: SITE_NAME,
    description: HOME_DESCRIPTION,
    keywords: 'skincare, serum, sunscreen, face wash, moisturiser, haircare, India',
    path: '/',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: SITE_NAME,
        url: home,
        ...(logo ? { logo } : {}),
        ...(social.length > 0 ? { sameAs: social } : {}),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SITE_NAME,
        url: home,
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${absoluteUrl('/search')}?search={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  });
}

/** /shop and every variant of it: one canonical address, /shop. */
export const shopHead = (): HeadTags =>
  pageHead({
    title: 'Shop all products',
    description: SHOP_DESCRIPTION,
    path: '/shop',
    jsonLd: [breadcrumbJsonLd([HOME_CRUMB, { name: 'Shop', path: '/shop' }])],
  });

/** The name a collection page shows: its title, else its name. */
export const collectionTitle = (collection: Collection): string =>
  collection.title ?? collection.name;

/** A collection page: its title, description, picture and trail. */
export function collectionHead(collection: Collection): HeadTags {
  const title = collectionTitle(collection);
  const path = `/collections/${collection.slug}`;
  const description = collection.description
    ? plainText(collection.description, DESCRIPTION_LENGTH)
    : `${title} from ${SITE_NAME}.`;
  return pageHead({
    title,
    description,
    path,
    image: collection.imageUrl ? shareImage(collection.imageUrl, title) : null,
    jsonLd: [breadcrumbJsonLd([HOME_CRUMB, { name: title, path }])],
  });
}

/** /search: not listed by search engines (results pages of our own search). */
export const searchHead = (term: string): HeadTags =>
  pageHead({
    title: term ? `Search results for “${term}”` : 'Search',
    description: SEARCH_DESCRIPTION,
    path: '/search',
    noindex: true,
  });

/** A policy page: its title and the first words of its text. */
export const policyHead = (policy: { slug: string; title: string; body: string }): HeadTags =>
  pageHead({
    title: policy.title,
    description: plainText(policy.body, DESCRIPTION_LENGTH),
    path: `/policies/${policy.slug}`,
  });

/** The not-found page (served with status 404): not listed. */
export const notFoundHead = (path: string): HeadTags =>
  pageHead({ title: 'Page not found', path, noindex: true });

/** A page with a title only (cart, checkout, account…), at its own address. */
export const simpleHead = (title: string, path: string, description?: string): HeadTags =>
  pageHead({ title, description, path });
