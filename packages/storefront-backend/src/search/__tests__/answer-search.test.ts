import { describe, expect, it } from 'vitest';
import { graphqlBackend } from '../../testing/graphql-backend.js';

// The search service takes the storefront's API key as its bearer (the test backend's key).
const bearer = new Headers({ authorization: 'Bearer test-api-key' });

describe('search', () => {
  it('finds products despite a typo, best match first, with the default threshold', async () => {
    const { backend } = graphqlBackend();
    const answer = await backend.search({
      params: new URLSearchParams('query=vitamn serm'),
      headers: bearer,
    });
    expect(answer.status).toBe(200);
    const body = answer.body as {
      query: string;
      total: number;
      results: { id: string; score: number }[];
    };
    expect(body.query).toBe('vitamn serm');
    expect(body.results[0]?.id).toBe('prd-vitamin-c-brightening-serum');
    expect(body.results.every((hit) => hit.score >= 0.65)).toBe(true);
    expect(body.total).toBe(body.results.length);
  });

  it("finds only serums for 'serum': the hair oils' shelf 'Hair Oils & Serums' is no match", async () => {
    const { backend } = graphqlBackend();
    const answer = await backend.search({
      params: new URLSearchParams('query=serum'),
      headers: bearer,
    });
    const body = answer.body as { results: { title: string }[] };
    expect(body.results.length).toBeGreaterThan(3);
    expect(body.results.filter((hit) => !hit.title.includes('Serum'))).toEqual([]);
  });

  it('refuses a call without the accepted bearer, and a bad threshold or limit', async () => {
    const { backend } = graphqlBackend();
    for (const headers of [{}, { authorization: 'Bearer x' }, { 'x-api-key': 'test-api-key' }]) {
      expect(
        await backend.search({
          params: new URLSearchParams('query=serum'),
          headers: new Headers(headers),
        }),
      ).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    }
    for (const params of [
      'query=serum&threshold=2',
      'query=serum&limit=0',
      'query=serum&limit=101',
    ]) {
      expect(
        await backend.search({ params: new URLSearchParams(params), headers: bearer }),
      ).toEqual({
        status: 400,
        body: { message: 'threshold must be 0–1 and limit 1–100' },
      });
    }
  });

  it('takes a query of 100 characters and refuses a longer one before any work', async () => {
    const { backend } = graphqlBackend();
    const query = (length: number) =>
      backend.search({
        params: new URLSearchParams({ query: 'serum '.repeat(20).slice(0, length) }),
        headers: bearer,
      });
    expect((await query(100)).status).toBe(200);
    expect(await query(101)).toEqual({
      status: 400,
      body: { message: 'query must be at most 100 characters' },
    });
  });
});
