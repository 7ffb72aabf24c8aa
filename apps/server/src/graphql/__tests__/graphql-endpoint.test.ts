import { randomUUID } from 'node:crypto';
import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sharedSigningKey,
  startTestApp,
  TEST_API_KEY,
  TEST_AUDIENCE,
  type TestApp,
} from '../../../test/harness.js';
import { rs256TokenSigner } from '../../identity/tokens.js';
import type { GraphqlCall, GraphqlContext } from '../graphql-endpoint.js';
import { GRAPHQL_LIMITS } from '../limits.js';

/** What the test's context factory puts in every resolver's context. */
interface Who {
  readonly who: string;
}
const whoCalls = ({ caller }: GraphqlCall): Who => ({
  who: caller.kind === 'user' ? caller.claims.sub : 'anonymous',
});

const resolvers = {
  Query: {
    getZipCode: (_root: unknown, args: { id: string }, context: GraphqlContext) => {
      if (args.id === '000000') throw new Error('pool exhausted: postgres://haat:hunter22@db');
      if (args.id === '999999') {
        throw new GraphQLError('We could not check this pin code.', {
          extensions: { code: 'ZIP_LOOKUP_FAILED' },
        });
      }
      // The endpoint spreads what whoCalls built into the context.
      const { who } = context as GraphqlContext & Who;
      return {
        id: args.id,
        cod: true,
        prepaid: true,
        codMaxAmount: null,
        city: who,
        state: context.requestId,
      };
    },
  },
};

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({
    graphql: {
      schema: (await import('@haat/storefront-api')).buildStorefrontSchema(),
      resolvers,
      context: whoCalls,
    },
  });
});
afterAll(() => server.close());

interface Answer {
  status: number;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: Record<string, unknown>; errorType?: string }[];
  };
}

async function post(
  body: unknown,
  headers: Record<string, string> = { 'x-api-key': TEST_API_KEY },
): Promise<Answer> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': 'req-test', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const ZIP = 'query GetZipCode($id: ID!) { getZipCode(id: $id) { id cod prepaid city state } }';

describe('POST /graphql: who may call', () => {
  it('answers an anonymous caller with the API key', async () => {
    const answer = await post({
      query: ZIP,
      variables: { id: '560001' },
      operationName: 'GetZipCode',
    });
    expect(answer).toEqual({
      status: 200,
      body: {
        data: {
          getZipCode: {
            id: '560001',
            cod: true,
            prepaid: true,
            city: 'anonymous',
            state: 'req-test',
          },
        },
      },
    });
  });

  it('refuses a caller without the API key or with another one', async () => {
    for (const headers of [{}, { 'x-api-key': 'guessed-key-0123456789' }]) {
      expect(await post({ query: ZIP, variables: { id: '560001' } }, headers)).toEqual({
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
    }
  });

  it('verifies a bearer token on every request: the user it names is the caller', async () => {
    const signer = rs256TokenSigner(await sharedSigningKey(), TEST_AUDIENCE, { uuid: randomUUID });
    const tokens = await signer.signIn({ userId: 'user-42', phone: '+919876543210' }, Date.now());
    for (const token of [tokens.idToken, `Bearer ${tokens.accessToken}`]) {
      const answer = await post(
        { query: ZIP, variables: { id: '560001' } },
        { authorization: token },
      );
      expect(answer.body.data?.['getZipCode']).toMatchObject({ city: 'user-42' });
    }
  });

  it('refuses an invalid or expired token, even next to the API key', async () => {
    const signer = rs256TokenSigner(await sharedSigningKey(), TEST_AUDIENCE, { uuid: randomUUID });
    const expired = await signer.signIn(
      { userId: 'user-42', phone: '+919876543210' },
      Date.now() - 2 * 3600_000,
    );
    for (const token of [expired.idToken, `${expired.idToken.slice(0, -4)}AAAA`, 'not-a-token']) {
      const answer = await post(
        { query: ZIP, variables: { id: '1' } },
        { authorization: `Bearer ${token}`, 'x-api-key': TEST_API_KEY },
      );
      expect(answer).toEqual({
        status: 401,
        body: { errors: [{ message: 'Unauthorized', errorType: 'UnauthorizedException' }] },
      });
    }
  });
});

describe('POST /graphql: limits', () => {
  it('refuses a query of 100 aliases with a clear error', async () => {
    const aliases = Array.from(
      { length: 100 },
      (_, i) => `z${i}: getZipCode(id: "560001") { id }`,
    ).join('\n');
    const answer = await post({ query: `query Many { ${aliases} }` });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.map((e) => e.message)).toEqual([
      'Syntax Error: Aliases limit of 15 exceeded, found 100.',
    ]);
  });

  it('answers 413 to a 200 KB body before reading it as GraphQL', async () => {
    const answer = await post({
      query: ZIP,
      variables: { id: '560001', padding: 'x'.repeat(200 * 1024) },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ message: 'Request body is too large' });
  });

  it('refuses too deep, too costly and too long documents', async () => {
    const nested = (depth: number): string =>
      depth === 0 ? '__typename' : `... on Query { ${nested(depth - 1)} }`;
    expect((await post({ query: `{ ${nested(GRAPHQL_LIMITS.depth - 1)} }` })).status).toBe(200);
    const deep = await post({ query: `{ ${nested(GRAPHQL_LIMITS.depth + 2)} }` });
    expect(deep.status).toBe(400);
    expect(deep.body.errors?.[0]?.message).toBe(
      'Syntax Error: Query depth limit of 12 exceeded, found 15.',
    );

    // 14 aliases (within that limit) of a product page's selection, written with fragments as
    // the web app writes it: cost ~13,000 (one is ~930).
    const fragments =
      'fragment I on Image { id imageKey width height alt position isThumb } ' +
      'fragment V on Variant { id title price listingPrice sku inventory images { ...I } } ' +
      'fragment P on Product { id title slug price listingPrice tags rating totalRatings variants { ...V } images { ...I } category { id name slug } }';
    const products = (count: number) =>
      Array.from(
        { length: count },
        (_, i) => `p${i}: productsBySlug(slug: "s${i}") { items { ...P } }`,
      ).join(' ');
    expect((await post({ query: `{ ${products(1)} } ${fragments}` })).status).toBe(200);
    const costly = `${products(14)} } ${fragments}`.replace(/^/, '{ ');
    const cost = await post({ query: costly });
    expect(cost.status).toBe(400);
    expect(cost.body.errors?.[0]?.message).toMatch(
      /^Syntax Error: Query Cost limit of 5000 exceeded, found [\d.]+\.$/,
    );

    const tokens = `{ getZipCode(id: "1") { ${'id '.repeat(GRAPHQL_LIMITS.tokens)} } }`;
    const tokenAnswer = await post({ query: tokens });
    expect(tokenAnswer.status).toBe(400);
    expect(tokenAnswer.body.errors?.[0]?.message).toBe(
      `Syntax Error: Document contains more that ${GRAPHQL_LIMITS.tokens} tokens. Parsing aborted.`,
    );
  });

  it('takes GraphQL text only: one JSON object, no batches, no JSON-encoded AST', async () => {
    expect((await post([{ query: ZIP }])).body.errors?.[0]?.message).toBe(
      'A GraphQL request is a JSON object with a "query" string.',
    );
    expect((await post({ query: ZIP, variables: [1] })).body.errors?.[0]?.message).toBe(
      '"variables" must be an object.',
    );
    const ast = JSON.stringify({ kind: 'Document', definitions: [] });
    const answer = await post({ query: ast });
    expect(answer).toEqual({
      status: 400,
      body: { errors: [{ message: 'Syntax Error: the query must be GraphQL text.' }] },
    });
    expect((await post({ query: '{ nope }' })).status).toBe(400);
  });
});

describe('POST /graphql: errors', () => {
  it("passes the API's own errors with their code, before and after compilation", async () => {
    for (let run = 0; run < 3; run += 1) {
      const answer = await post({ query: ZIP, variables: { id: '999999' } });
      expect(answer.status).toBe(200);
      expect(answer.body.errors).toMatchObject([
        { message: 'We could not check this pin code.', extensions: { code: 'ZIP_LOOKUP_FAILED' } },
      ]);
    }
  });

  it('hides a crash from the caller and logs it with its stack and the request id', async () => {
    for (let run = 0; run < 3; run += 1) {
      const answer = await post({ query: ZIP, variables: { id: '000000' } });
      expect(answer).toEqual({
        status: 200,
        body: {
          data: { getZipCode: null },
          errors: [
            {
              message: 'Something went wrong!',
              path: ['getZipCode'],
              extensions: { code: 'INTERNAL', requestId: 'req-test' },
            },
          ],
        },
      });
    }
    const logged = server.logs.lines.filter(
      (line) =>
        line['msg'] === 'resolver failed' && JSON.stringify(line['path']) === '["getZipCode"]',
    );
    expect(logged).toHaveLength(3);
    expect(logged[0]).toMatchObject({
      level: 50,
      requestId: 'req-test',
      err: { message: 'pool exhausted: postgres://haat:hunter22@db' },
    });
    expect(String((logged[0]?.['err'] as { stack?: string }).stack)).toContain(
      'graphql-endpoint.test.ts',
    );
  });
});

/** The raw bytes and headers of an answer (fetch would decompress them). */
function postRaw(
  body: unknown,
  acceptEncoding: string | null,
): Promise<{ headers: IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': TEST_API_KEY,
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify(body));
  });
}

describe('POST /graphql: compression', () => {
  // The pin code is echoed in the answer: a long one makes an answer of over 2 KB.
  const large = { query: ZIP, variables: { id: '5'.repeat(2_000) } };

  it('compresses an answer of 1 KB or more with brotli or gzip, as the caller accepts', async () => {
    const plain = await postRaw(large, null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Each answer names its own request (`state`), so they are compared by what they say.
    const pinOf = (bytes: Buffer) =>
      (JSON.parse(bytes.toString()) as { data: { getZipCode: { id: string } } }).data.getZipCode.id;
    expect(pinOf(plain.bytes)).toBe(large.variables.id);

    const br = await postRaw(large, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 4);
    expect(pinOf(brotliDecompressSync(br.bytes))).toBe(large.variables.id);

    const gzip = await postRaw(large, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(pinOf(gunzipSync(gzip.bytes))).toBe(large.variables.id);
  });

  it('sends a small answer as it is', async () => {
    const small = await postRaw({ query: ZIP, variables: { id: '560001' } }, 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.bytes.toString())).toMatchObject({
      data: { getZipCode: { id: '560001' } },
    });
  });
});
