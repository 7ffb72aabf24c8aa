import { buildStorefrontSchema } from '@haat/storefront-api';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../errors.js';
import { graphqlBackend } from '../../testing/graphql-backend.js';
import type { EdgeRequest } from '../http.js';
import { createGraphqlEdge, isPrepared } from '../graphql/edge.js';
import { graphqlJsExecutor } from '../graphql/graphql-js-executor.js';
import { STOREFRONT_PUBLIC_READS } from '../graphql/public-reads.js';

const API_KEY = 'edge-test-key';

/** The storefront SDL with one resolver that crashes, refuses or answers, by pin code. */
function zipSchema() {
  const schema = buildStorefrontSchema();
  const getZipCode = schema.getQueryType()?.getFields()['getZipCode'];
  if (!getZipCode) throw new Error('the contract has getZipCode');
  getZipCode.resolve = (_root, args: { id?: string }) => {
    if (args.id === '000000') throw new Error('pool exhausted: postgres://haat:hunter22@db');
    if (args.id === '999999')
      throw apiError('ZIP_LOOKUP_FAILED', 'We could not check this pin code.');
    if (args.id === '111111')
      throw new GraphQLError('An unlisted code', { extensions: { code: 'NOPE' } });
    if (args.id === '429429')
      throw apiError('RATE_LIMITED', 'Slow down.', { retryAfterSeconds: 7 });
    return { id: args.id, cod: true, prepaid: true, codMaxAmount: null };
  };
  return schema;
}

function testEdge(introspection = false) {
  const logged: Record<string, unknown>[] = [];
  const edge = createGraphqlEdge({
    schema: zipSchema(),
    callers: {
      identify: (headers) =>
        Promise.resolve(
          headers.get('x-api-key') === API_KEY ? { kind: 'anonymous' as const } : null,
        ),
    },
    context: ({ requestId }) => ({ requestId }),
    introspection,
    publicReads: { fields: STOREFRONT_PUBLIC_READS, public: () => true },
  });
  const request = (query: string, variables: Record<string, unknown> = {}): EdgeRequest => ({
    body: JSON.stringify({ query, variables }),
    headers: new Headers({ 'content-type': 'application/json', 'x-api-key': API_KEY }),
    requestId: 'req-7',
    log: { error: (details, message) => logged.push({ ...details, message }) },
  });
  const handle = (query: string, variables?: Record<string, unknown>) =>
    edge.handle(request(query, variables), graphqlJsExecutor(edge));
  return { edge, request, handle, logged };
}

const ZIP = 'query Zip($id: ID!) { getZipCode(id: $id) { id cod } }';

describe('createGraphqlEdge: answers', () => {
  it('passes an API error as it is and masks a crash, logging it with the request id', async () => {
    const { handle, logged } = testEdge();
    expect(await handle(ZIP, { id: '999999' })).toEqual({
      status: 200,
      body: {
        data: { getZipCode: null },
        errors: [
          expect.objectContaining({
            message: 'We could not check this pin code.',
            extensions: { code: 'ZIP_LOOKUP_FAILED' },
          }),
        ],
      },
    });
    for (const id of ['000000', '111111']) {
      expect(await handle(ZIP, { id })).toEqual({
        status: 200,
        body: {
          data: { getZipCode: null },
          errors: [
            {
              message: 'Something went wrong!',
              path: ['getZipCode'],
              extensions: { code: 'INTERNAL', requestId: 'req-7' },
            },
          ],
        },
      });
    }
    expect(logged).toEqual([
      expect.objectContaining({
        message: 'resolver failed',
        requestId: 'req-7',
        path: ['getZipCode'],
      }),
      expect.objectContaining({ message: 'resolver failed', requestId: 'req-7' }),
    ]);
    expect(String((logged[0]?.['err'] as Error).message)).toContain('hunter22');
  });

  it('answers a rate-limit refusal as 429 with Retry-After', async () => {
    const { handle } = testEdge();
    expect(await handle(ZIP, { id: '429429' })).toMatchObject({
      status: 429,
      headers: { 'retry-after': '7' },
    });
  });

  it('refuses syntax, validation, variables and limits with 400, before any resolver', async () => {
    const { handle } = testEdge();
    const refused = async (query: string, variables?: Record<string, unknown>) => {
      const answer = await handle(query, variables);
      expect(answer.status).toBe(400);
      expect(answer.body).not.toHaveProperty('data');
      return (answer.body as { errors: { message: string }[] }).errors.map((e) => e.message);
    };
    expect(await refused('{ getZipCode(id: ')).toEqual([expect.stringMatching(/^Syntax Error/)]);
    expect(await refused('{ nope }')).toEqual(['Cannot query field "nope" on type "Query".']);
    expect(await refused(ZIP, { id: ['a', 'b'] })).toEqual([expect.stringContaining('$id')]);
    const aliases = Array.from({ length: 100 }, (_, i) => `z${i}: getZipCode(id: "1") { id }`);
    expect(await refused(`{ ${aliases.join(' ')} }`)).toEqual([
      'Syntax Error: Aliases limit of 15 exceeded, found 100.',
    ]);
    const deep = (depth: number): string =>
      depth === 0 ? '__typename' : `... on Query { ${deep(depth - 1)} }`;
    expect((await handle(`{ ${deep(11)} }`)).status).toBe(200);
    expect(await refused(`{ ${deep(14)} }`)).toEqual([
      'Syntax Error: Query depth limit of 12 exceeded, found 15.',
    ]);
    expect(await refused(`{ getZipCode(id: "1") { ${'id '.repeat(2000)} } }`)).toEqual([
      'Syntax Error: Document contains more that 2000 tokens. Parsing aborted.',
    ]);
  });

  it('refuses introspection unless it is allowed', async () => {
    const schemaQuery = '{ __schema { queryType { name } } }';
    expect((await testEdge(false).handle(schemaQuery)).status).toBe(400);
    expect((await testEdge(false).handle('{ __type(name: "Order") { name } }')).status).toBe(400);
    expect(await testEdge(true).handle(schemaQuery)).toEqual({
      status: 200,
      body: { data: { __schema: { queryType: { name: 'Query' } } } },
    });
    expect((await testEdge(false).handle('{ __typename }')).status).toBe(200);
  });

  it('refuses a caller its policy refuses with 401, as AppSync does', async () => {
    const { edge } = testEdge();
    const answer = await edge.handle(
      {
        body: '{"query":"{ __typename }"}',
        headers: new Headers({ 'content-type': 'application/json' }),
        requestId: 'r',
      },
      graphqlJsExecutor(edge),
    );
    expect(answer).toEqual({
      status: 401,
      body: {
        errors: [
          {
            message: 'You are not authorized to make this call.',
            errorType: 'UnauthorizedException',
          },
        ],
      },
    });
  });
});

describe('createGraphqlEdge: answers that may be kept', () => {
  it('keys a public read and keeps it only when answered without errors', async () => {
    const { edge, request } = testEdge();
    const execute = graphqlJsExecutor(edge);
    const prepared = await edge.prepare(request(ZIP, { id: '560001' }));
    if (!isPrepared(prepared)) throw new Error('refused');
    expect(prepared.cacheKey).toContain('560001');
    expect((await edge.run(prepared, execute)).keep).toBe(true);
    const failing = await edge.prepare(request(ZIP, { id: '999999' }));
    if (!isPrepared(failing)) throw new Error('refused');
    expect((await edge.run(failing, execute)).keep).toBe(false);
    const mutation = await edge.prepare(
      request(
        'mutation { checkInventory(input: { storeId: "s", items: [] }) { items { inventory } } }',
      ),
    );
    expect(isPrepared(mutation) && mutation.cacheKey).toBe(null);
  });

  it('the storefront keeps anonymous reads only, never a signed-in one', async () => {
    const { backend, deps, signedInUser } = graphqlBackend();
    const { token } = await signedInUser();
    const prepare = (headers: Record<string, string>) =>
      backend.graphqlEdge.prepare({
        body: JSON.stringify({ query: '{ getStore(id: "haat-skincare") { id } }' }),
        headers: new Headers({ 'content-type': 'application/json', ...headers }),
        requestId: 'r',
      });
    const anonymous = await prepare({ 'x-api-key': deps.settings.apiKey });
    expect(isPrepared(anonymous) && anonymous.cacheKey).toEqual(expect.any(String));
    const signedIn = await prepare({ authorization: token });
    expect(isPrepared(signedIn) && signedIn.cacheKey).toBe(null);
  });
});
