import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildStorefrontSchema } from '@haat/storefront-api';
import {
  createGraphqlEdge,
  GRAPHQL_LIMITS,
  graphqlJsExecutor,
  type GraphqlEdge,
} from '@haat/storefront-backend';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_API_KEY, type TestApp } from '../../../test/harness.js';
import { registerGraphqlEndpoint } from '../graphql-endpoint.js';

/** The contract's schema with one resolver that answers, refuses or crashes, by pin code. */
function zipSchema() {
  const schema = buildStorefrontSchema();
  const field = schema.getQueryType()?.getFields()['getZipCode'];
  if (!field) throw new Error('the contract has getZipCode');
  field.resolve = (_root, args: { id?: string }, context: { requestId?: string }) => {
    if (args.id === '000000') throw new Error('pool exhausted: postgres://haat:hunter22@db');
    if (args.id === '999999') {
      throw new GraphQLError('We could not check this pin code.', {
        extensions: { code: 'ZIP_LOOKUP_FAILED' },
      });
    }
    return { id: args.id, cod: true, prepaid: true, codMaxAmount: null, state: context.requestId };
  };
  return schema;
}

let edge: GraphqlEdge<object>;
let server: TestApp;
beforeAll(async () => {
  edge = createGraphqlEdge({
    schema: zipSchema(),
    callers: {
      identify: (headers) =>
        Promise.resolve(headers.get('x-api-key') === TEST_API_KEY ? { kind: 'anonymous' } : null),
    },
    context: ({ requestId }) => ({ requestId }),
    introspection: false,
  });
  // A second API with its own callers, path and executor, as the staff's admin API will be.
  const staffEdge = createGraphqlEdge({
    schema: zipSchema(),
    callers: {
      identify: (headers) =>
        Promise.resolve(headers.get('authorization') === 'Bearer staff' ? { staff: true } : null),
    },
    context: ({ requestId }) => ({ requestId }),
    introspection: false,
  });
  server = await startTestApp({ graphql: { edge } }, (app) => {
    void registerGraphqlEndpoint(app, {
      edge: staffEdge,
      path: '/admin/graphql',
      execute: graphqlJsExecutor(staffEdge),
    });
  });
});
afterAll(() => server.close());

interface Answer {
  status: number;
  body: unknown;
}

const HEADERS = { 'content-type': 'application/json', 'x-api-key': TEST_API_KEY };

async function post(body: string, headers: Record<string, string> = HEADERS): Promise<Answer> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'x-request-id': 'req-test', ...headers },
    body,
  });
  return { status: response.status, body: await response.json() };
}

/** What the edge answers with the plain graphql-js executor (the mock host's). */
async function graphqlJs(body: string, headers: Record<string, string> = HEADERS) {
  const { status, body: answered } = await edge.handle(
    { body, headers: new Headers(headers), requestId: 'req-test' },
    graphqlJsExecutor(edge),
  );
  return { status, body: answered };
}

const ZIP = 'query GetZipCode($id: ID!) { getZipCode(id: $id) { id cod prepaid state } }';
const zip = (id: unknown) => JSON.stringify({ query: ZIP, variables: { id } });

describe('POST /graphql: only the executor is the server’s', () => {
  it.each([
    ['an answer', zip('560001')],
    ['an API error', zip('999999')],
    ['a crash', zip('000000')],
    ['variables of the wrong type', zip(['a'])],
    ['a validation error', JSON.stringify({ query: '{ nope }' })],
    ['a syntax error', JSON.stringify({ query: '{ getZipCode(' })],
    [
      '100 aliases',
      JSON.stringify({
        query: `{ ${Array.from({ length: 100 }, (_, i) => `a${i}: __typename`).join(' ')} }`,
      }),
    ],
    [
      'too many tokens',
      JSON.stringify({
        query: `{ getZipCode(id: "1") { ${'id '.repeat(GRAPHQL_LIMITS.tokens)} } }`,
      }),
    ],
    ['introspection', JSON.stringify({ query: '{ __schema { queryType { name } } }' })],
    [
      'a JSON-encoded AST',
      JSON.stringify({ query: JSON.stringify({ kind: 'Document', definitions: [] }) }),
    ],
    ['a batch', JSON.stringify([{ query: ZIP }])],
  ])('answers %s as graphql-js does, before and after compilation', async (_, body) => {
    const expected = await graphqlJs(body);
    for (let run = 0; run < 3; run += 1) expect(await post(body)).toEqual(expected);
  });

  it('answers a caller the policy refuses as graphql-js does', async () => {
    const headers = { 'content-type': 'application/json' };
    expect(await post(zip('1'), headers)).toEqual(await graphqlJs(zip('1'), headers));
    expect((await post(zip('1'), headers)).status).toBe(401);
  });

  it('logs a crash with its stack and the request id, and never answers its message', async () => {
    const answer = await post(zip('000000'));
    expect(JSON.stringify(answer.body)).not.toContain('hunter22');
    const logged = server.logs.lines.filter(
      (line) => line['msg'] === 'resolver failed' && line['requestId'] === 'req-test',
    );
    expect(logged.length).toBeGreaterThan(0);
    expect(logged[0]).toMatchObject({
      level: 50,
      path: ['getZipCode'],
      err: { message: 'pool exhausted: postgres://haat:hunter22@db' },
    });
    expect(String((logged[0]?.['err'] as { stack?: string }).stack)).toContain(
      'graphql-endpoint.test.ts',
    );
  });

  it('reads any content type as text, for the edge to refuse', async () => {
    const plain = { ...HEADERS, 'content-type': 'text/plain' };
    expect(await post(zip('1'), plain)).toEqual({
      status: 415,
      body: { errors: [{ message: 'A GraphQL request is sent as application/json.' }] },
    });
  });

  it('stops reading a body past the limit and answers as the edge does', async () => {
    const huge = JSON.stringify({ query: `{ __typename } #${'x'.repeat(1 << 20)}` });
    const expected = await graphqlJs(huge);
    expect(expected.status).toBe(413);
    expect(await post(huge)).toEqual(expected);
  });
});

/** The raw bytes and headers of an answer (fetch would decompress them). */
function postRaw(
  body: string,
  acceptEncoding: string | null,
): Promise<{ headers: IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${server.url}/graphql`, {
      method: 'POST',
      headers: { ...HEADERS, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('POST /graphql: compression', () => {
  // The pin code is echoed in the answer: a long one makes an answer of over 2 KB.
  const longPin = '5'.repeat(2_000);
  const large = zip(longPin);
  const pinOf = (bytes: Buffer) =>
    (JSON.parse(bytes.toString()) as { data: { getZipCode: { id: string } } }).data.getZipCode.id;

  it('compresses an answer of 1 KB or more with brotli or gzip, as the caller accepts', async () => {
    const plain = await postRaw(large, null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(pinOf(plain.bytes)).toBe(longPin);

    const br = await postRaw(large, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 4);
    expect(pinOf(brotliDecompressSync(br.bytes))).toBe(longPin);

    const gzip = await postRaw(large, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(pinOf(gunzipSync(gzip.bytes))).toBe(longPin);
  });

  it('sends a small answer as it is', async () => {
    const small = await postRaw(zip('560001'), 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.bytes.toString())).toMatchObject({
      data: { getZipCode: { id: '560001' } },
    });
  });
});

describe('a second API beside the storefront', () => {
  it('answers at its own path to its own callers only', async () => {
    const admin = (headers: Record<string, string>) =>
      fetch(`${server.url}/admin/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: zip('560001'),
      });
    const staff = await admin({ authorization: 'Bearer staff' });
    expect(staff.status).toBe(200);
    expect(await staff.json()).toMatchObject({ data: { getZipCode: { id: '560001' } } });
    expect((await admin({ 'x-api-key': TEST_API_KEY })).status).toBe(401);
    expect((await post(zip('560001'))).status).toBe(200);
  });
});
