import { describe, expect, it } from 'vitest';
import { products } from '@haat/sample-shop';
import { TARGET, useContractTarget } from './harness.js';

const { tokenFor } = useContractTarget();

interface Hit {
  readonly id: string;
  readonly title: string;
  readonly collections: readonly string[];
  readonly score: number;
}

/** The search service with a bearer: the API key unless another one is given ('' sends none). */
async function search(query: string, params: Record<string, string> = {}, token = TARGET.apiKey) {
  const url = new URL(`${TARGET.searchUrl}/search`);
  url.search = new URLSearchParams({ query, threshold: '0.65', limit: '20', ...params }).toString();
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = (await response.json()) as { results?: Hit[]; total?: number; message?: string };
  return { status: response.status, results: body.results ?? [], body };
}

const serumIds = products
  .filter((p) => p.collections.includes('serum') && p.status === 'ENABLED')
  .map((p) => p.id);

describe('the search service', () => {
  it('finds every serum for the typo "serm", a serum first', async () => {
    const { status, results } = await search('serm');
    expect(status).toBe(200);
    expect(results.map((hit) => hit.id)).toEqual(expect.arrayContaining(serumIds));
    expect(results[0]?.collections).toContain('serum');
    expect(results.every((hit) => hit.score >= 0.65)).toBe(true);
  });

  it.each([
    ['sunscren', 'sunscreen'],
    ['moisturizer', 'moisturiser'],
    ['niacinamid', 'serum'],
    ['shampo', 'shampoo'],
  ])('tolerates "%s" and finds the %s collection', async (query, collection) => {
    const { results } = await search(query);
    expect(results[0]?.collections).toContain(collection);
  });

  it('honours the threshold and the limit', async () => {
    expect((await search('serm', { threshold: '1' })).results).toEqual([]);
    expect((await search('serum', { threshold: '1' })).results.length).toBeGreaterThan(0);
    expect((await search('serum', { limit: '3' })).results).toHaveLength(3);
    expect((await search('xylophone')).results).toEqual([]);
    expect((await search('   ')).results).toEqual([]);
  });

  it('takes the API key or a signed-in shopper’s token as its bearer, and nothing else', async () => {
    expect((await search('serum', {}, await tokenFor('+919876543210'))).status).toBe(200);
    for (const token of ['', 'x', 'search-token', `${TARGET.apiKey}x`]) {
      const refused = await search('serum', {}, token);
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ message: 'Unauthorized' });
    }
    const keyHeader = await fetch(`${TARGET.searchUrl}/search?query=serum`, {
      headers: { 'x-api-key': TARGET.apiKey },
    });
    expect(keyHeader.status).toBe(401);
  });

  it('requires valid parameters', async () => {
    expect((await search('serum', { threshold: '2' })).status).toBe(400);
    expect((await search('serum', { limit: '0' })).status).toBe(400);
  });

  it('never returns disabled products', async () => {
    const { results } = await search('saffron licorice glow serum');
    expect(results.map((hit) => hit.id)).not.toContain('prd-saffron-licorice-glow-serum');
  });
});
