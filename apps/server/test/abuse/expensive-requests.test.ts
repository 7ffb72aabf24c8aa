import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startContractServer,
  type ContractServer,
  CONTRACT_API_KEY,
} from '../contract/contract-server.js';
import { freshPgliteDatabase } from '../support/pglite.js';

let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer(await freshPgliteDatabase());
}, 120_000);
afterAll(() => server.close());

const graphql = (body: string) =>
  fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': CONTRACT_API_KEY },
    body,
  });

const search = (query: string) =>
  fetch(`${server.url}/search-service/search?${new URLSearchParams({ query })}`, {
    headers: { authorization: `Bearer ${CONTRACT_API_KEY}` },
  });

/** A cheap shopper's request: a pin code check. */
const pinCheck = () =>
  graphql(JSON.stringify({ query: '{ getZipCode(id: "560001") { id cod } }' }));

describe('no single request holds up other shoppers', () => {
  it('refuses oversized work before doing it', async () => {
    expect((await search('serum '.repeat(40))).status).toBe(400);
    expect(await (await search('serum '.repeat(40))).json()).toEqual({
      message: 'query must be at most 100 characters',
    });
    // A 1 MB GraphQL body is cut off at 100 KB, unread.
    const huge = await graphql(JSON.stringify({ query: `{ __typename } #${'x'.repeat(1 << 20)}` }));
    expect(huge.status).toBe(413);
    // 100 aliases of a listing: refused by the alias limit, not executed.
    const aliases = Array.from(
      { length: 100 },
      (_, i) => `a${i}: searchProducts(limit: 48) { items { id } }`,
    ).join(' ');
    const wide = await graphql(JSON.stringify({ query: `{ ${aliases} }` }));
    expect(wide.status).toBe(400);
    expect(await wide.json()).toMatchObject({
      errors: [{ message: 'Syntax Error: Aliases limit of 15 exceeded, found 100.' }],
    });
  });

  it(
    'answers a pin code check within 2 s while the heaviest allowed requests run',
    {
      timeout: 60_000,
    },
    async () => {
      // The longest query the search takes, of the shortest words: the most comparisons it allows.
      const heaviest = Array.from({ length: 34 }, (_, i) => `s${i % 10}`)
        .join(' ')
        .slice(0, 100);
      const load = Array.from({ length: 20 }, () => search(heaviest));
      await new Promise((resolve) => setTimeout(resolve, 20));
      const started = Date.now();
      const answer = await pinCheck();
      const waited = Date.now() - started;
      expect(answer.status).toBe(200);
      expect(waited).toBeLessThan(2000);
      for (const response of await Promise.all(load)) expect(response.status).toBe(200);
    },
  );
});
