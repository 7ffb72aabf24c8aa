import { sampleShop } from '@haat/sample-shop';
import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@/lib/schemas/product';
import { homeHead } from '../homeHead';
import { collectionHead, policyHead, searchHead, shopHead } from '../pageHeads';
import { productHead } from '../productHead';
import { notFoundHead } from '../simpleHead';
import { siteUrl } from '../site';

const serum = sampleShop.products.find((p) => p.slug === 'vitamin-c-brightening-serum');
const soldOut = sampleShop.products.find((p) => p.slug === 'charcoal-detox-face-wash');
const asDetail = (product: typeof serum) => product as unknown as ProductDetail;

const property = (tags: readonly (readonly [string, string])[], key: string) =>
  tags.filter(([name]) => name === key).map(([, content]) => content);

describe('productHead', () => {
  it('says the price the page opens on, in INR, with availability, for previews and search', () => {
    const head = productHead(asDetail(serum), 2);
    expect(head.title).toBe('10% Vitamin C Brightening Serum | Haat Skincare');
    expect(head.canonical).toBe(`${siteUrl()}/products/vitamin-c-brightening-serum`);
    expect(property(head.properties, 'product:price:amount')).toEqual(['599.00']);
    expect(property(head.properties, 'product:price:currency')).toEqual(['INR']);
    expect(property(head.properties, 'product:availability')).toEqual(['in stock']);
    expect(property(head.properties, 'og:description')[0]).toMatch(/^₹599 · In stock\. /);
    expect(property(head.properties, 'og:image')[0]).toMatch(
      /products\/vitamin-c-brightening-serum-1\?w=800/,
    );
    expect(head.jsonLd.map((item) => item['@type'])).toEqual(['Product', 'BreadcrumbList']);
  });

  it('says out of stock for a sold-out product, in its tags and its offer', () => {
    const head = productHead(asDetail(soldOut), 2);
    expect(property(head.properties, 'product:availability')).toEqual(['out of stock']);
    expect(head.jsonLd[0]?.['offers']).toEqual([
      expect.objectContaining({ availability: 'https://schema.org/OutOfStock' }),
    ]);
  });
});

describe('page heads', () => {
  it('home carries Organization and WebSite with a search action', () => {
    const head = homeHead(null);
    expect(head.title).toBe('Haat Skincare');
    expect(head.jsonLd.map((item) => item['@type'])).toEqual(['Organization', 'WebSite']);
  });

  it('every /shop variant has one canonical address', () => {
    expect(shopHead().canonical).toBe(`${siteUrl()}/shop`);
  });

  it('a collection uses its title, description and picture', () => {
    const serums = sampleShop.collections.find((c) => c.slug === 'serum');
    const head = collectionHead({ ...serums!, defaultSorting: null });
    expect(head.title).toBe(`${serums?.title} | Haat Skincare`);
    expect(head.canonical).toBe(`${siteUrl()}/collections/serum`);
  });

  it('search results and the not-found page are not to be listed', () => {
    expect(searchHead('serum').robots).toBe('noindex, follow');
    expect(notFoundHead('/nope').robots).toBe('noindex, follow');
    expect(shopHead().robots).toBeNull();
  });

  it('a policy page is described by its first words', () => {
    const head = policyHead({
      slug: 'returns',
      title: 'Returns',
      body: 'We want you to love it. '.repeat(20),
    });
    expect(head.description?.length).toBeLessThanOrEqual(161);
    expect(head.description).toMatch(/^We want you to love it\./);
  });
});
