import { env } from '@/lib/env';
import { imageUrl } from '@/lib/images';
import { absoluteUrl, SITE_NAME } from './site';

/** A picture for link previews: absolute, with its size and type, as previewers want it. */
export interface ShareImage {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly type: string;
  readonly alt: string;
}

/** schema.org data, written as one `<script type="application/ld+json">` each. */
export type JsonLd = Readonly<Record<string, unknown>>;

/**
 * Everything a page's head says about it (spec 2 "page head block"), built once from the page's
 * data by the builders of `lib/head/` and written by `HeadElements` — by the app after it starts
 * and by the server into the page it sends, so both always say the same.
 */
export interface HeadTags {
  /** The whole `<title>`, site name included. */
  readonly title: string;
  readonly description: string | null;
  readonly keywords: string | null;
  /** Absolute canonical address. */
  readonly canonical: string;
  /** `noindex`: a page search engines should not list (not found, search results). */
  readonly robots: string | null;
  /** `<meta property>` pairs: Open Graph and product tags, in order. */
  readonly properties: readonly (readonly [string, string])[];
  /** `<meta name>` pairs: Twitter card and site verification, in order. */
  readonly names: readonly (readonly [string, string])[];
  readonly jsonLd: readonly JsonLd[];
}

/** What a page says about itself; `pageHead` makes the head tags of it. */
export interface PageHeadInput {
  /** The page's own title; the site name is added unless it is already there. */
  readonly title: string;
  readonly description?: string | null | undefined;
  readonly keywords?: string | null | undefined;
  /** Path of the canonical address (no query string). */
  readonly path: string;
  readonly image?: ShareImage | null | undefined;
  readonly type?: 'website' | 'product';
  /** Open Graph description when it should say more than the meta description (a price). */
  readonly shareDescription?: string | null | undefined;
  /** Extra `<meta property>` pairs (a product's price and availability). */
  readonly properties?: readonly (readonly [string, string])[];
  /** Extra `<meta name>` pairs (Twitter's label/data for the price). */
  readonly names?: readonly (readonly [string, string])[];
  readonly jsonLd?: readonly JsonLd[];
  readonly noindex?: boolean;
}

/** Width of the picture link previews get: WhatsApp and Facebook want at least 600 px. */
export const SHARE_IMAGE_WIDTH = 800;

/**
 * A catalogue picture as a link-preview image: the CDN's 800 px wide WebP, absolute (a value
 * that is already a URL is made absolute and kept). `ratio` is height / width (1: square).
 *
 * @example
 * shareImage('products/vitamin-c-1', 'Vitamin C Serum').url; // 'https://haat.in/cdn/products/vitamin-c-1?w=800&q=80&fm=webp'
 */
export function shareImage(key: string, alt: string, ratio = 1): ShareImage {
  return {
    url: absoluteUrl(imageUrl(key, SHARE_IMAGE_WIDTH)),
    width: SHARE_IMAGE_WIDTH,
    height: Math.round(SHARE_IMAGE_WIDTH * ratio),
    type: 'image/webp',
    alt,
  };
}

/** The title with the site name once: catalogue titles sometimes carry it already. */
export const fullTitle = (title: string): string =>
  title === SITE_NAME || title.endsWith(` | ${SITE_NAME}`) ? title : `${title} | ${SITE_NAME}`;

/**
 * The head tags of a page: title, description, keywords, canonical link, Open Graph and Twitter
 * card tags (the picture with its size, type and text), the site-verification tag when the
 * build names one, robots when the page should not be listed, and its JSON-LD.
 *
 * @example
 * pageHead({ title: 'Shop all products', path: '/shop' }).title; // 'Shop all products | Haat Skincare'
 */
export function pageHead(input: PageHeadInput): HeadTags {
  const title = fullTitle(input.title);
  const canonical = absoluteUrl(input.path);
  const description = input.description?.trim() || null;
  const share = input.shareDescription?.trim() || description;
  const { image } = input;
  const properties: (readonly [string, string])[] = [
    ['og:site_name', SITE_NAME],
    ['og:type', input.type ?? 'website'],
    ['og:title', title],
    ['og:url', canonical],
    ['og:locale', 'en_IN'],
  ];
  if (share) properties.push(['og:description', share]);
  if (image) {
    properties.push(
      ['og:image', image.url],
      ['og:image:type', image.type],
      ['og:image:width', String(image.width)],
      ['og:image:height', String(image.height)],
      ['og:image:alt', image.alt],
    );
  }
  properties.push(...(input.properties ?? []));
  const names: (readonly [string, string])[] = [
    ['twitter:card', image ? 'summary_large_image' : 'summary'],
    ['twitter:title', title],
  ];
  if (share) names.push(['twitter:description', share]);
  if (image) names.push(['twitter:image', image.url], ['twitter:image:alt', image.alt]);
  names.push(...(input.names ?? []));
  if (env.siteVerification) names.push(['google-site-verification', env.siteVerification]);
  return {
    title,
    description,
    keywords: input.keywords?.trim() || null,
    canonical,
    robots: input.noindex ? 'noindex, follow' : null,
    properties,
    names,
    jsonLd: input.jsonLd ?? [],
  };
}
