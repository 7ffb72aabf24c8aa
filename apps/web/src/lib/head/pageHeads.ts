import type { Collection } from '@/lib/schemas/collection';
import { breadcrumbJsonLd, HOME_CRUMB } from './breadcrumbs';
import { pageHead, shareImage, type HeadTags } from './headTags';
import { SITE_NAME } from './site';
import { plainText } from './text';

const DESCRIPTION_LENGTH = 160;

const SHOP_DESCRIPTION =
  'Every Haat skincare, haircare and bodycare product: filter by category, price, rating and stock.';

const SEARCH_DESCRIPTION = 'Search Haat skincare, haircare and bodycare products.';

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
