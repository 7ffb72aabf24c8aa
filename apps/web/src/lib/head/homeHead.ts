import type { Store } from '@/lib/schemas/store';
import { pageHead, shareImage, type HeadTags } from './headTags';
import { absoluteUrl, SITE_NAME } from './site';

/**
 * Home: the shop's description (the store's own, from its data; its name until that has loaded)
 * and keywords, JSON-LD Organization (name, address, logo, social
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
    description: store?.description ?? SITE_NAME,
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
