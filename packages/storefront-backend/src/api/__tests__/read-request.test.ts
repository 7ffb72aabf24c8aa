import { describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../graphql/limits.js';
import { readGraphqlRequest } from '../graphql/read-request.js';

const JSON_TYPE = 'application/json';
const read = (body: unknown, contentType: string | null = JSON_TYPE) =>
  readGraphqlRequest(
    typeof body === 'string' ? body : JSON.stringify(body),
    contentType,
    GRAPHQL_LIMITS,
  );
const refusal = (status: number, message: string) => ({ status, body: { errors: [{ message }] } });

describe('readGraphqlRequest', () => {
  it('reads the query, its variables and the operation name', () => {
    expect(read({ query: '{ __typename }' })).toEqual({
      query: '{ __typename }',
      variables: null,
      operationName: null,
    });
    expect(
      read(
        { query: 'query q { __typename }', variables: { a: 1 }, operationName: 'q' },
        'application/json; charset=utf-8',
      ),
    ).toEqual({
      query: 'query q { __typename }',
      variables: { a: 1 },
      operationName: 'q',
    });
  });

  it.each([
    [
      'a batch',
      [{ query: '{ __typename }' }],
      'A GraphQL request is a JSON object with a "query" string.',
    ],
    ['no query', { variables: {} }, 'A GraphQL request is a JSON object with a "query" string.'],
    [
      'text that is not JSON',
      '{"query": ',
      'A GraphQL request is a JSON object with a "query" string.',
    ],
    [
      'variables that are a list',
      { query: '{ __typename }', variables: [1] },
      '"variables" must be an object.',
    ],
    [
      'a numeric operation name',
      { query: '{ __typename }', operationName: 1 },
      '"operationName" must be a string.',
    ],
    [
      'a JSON-encoded AST',
      { query: JSON.stringify({ kind: 'Document', definitions: [] }) },
      'Syntax Error: the query must be GraphQL text.',
    ],
    [
      'a query of 32 KB and one character',
      { query: `{ __typename } #${'x'.repeat(32 * 1024)}` },
      'The query is longer than 32768 characters.',
    ],
  ])('refuses %s with 400', (_, body, message) => {
    expect(read(body)).toEqual(refusal(400, message));
  });

  it('takes any GraphQL text and refuses any JSON value as the query', () => {
    for (const query of [
      '{ __typename }',
      ' ,{ ...F } fragment F on Query { __typename }',
      '# a comment\nquery q { __typename }',
      'mutation m { __typename }',
      '{ nope',
    ]) {
      expect(read({ query })).toMatchObject({ query });
    }
    for (const query of ['[1]', '"x"', '12', 'null', ' { "kind": "Document" }', '{}']) {
      expect(read({ query })).toEqual(
        refusal(400, 'Syntax Error: the query must be GraphQL text.'),
      );
    }
  });

  it('refuses a body other than JSON with 415', () => {
    for (const type of [null, 'text/plain', 'application/graphql']) {
      expect(read({ query: '{ __typename }' }, type)).toEqual(
        refusal(415, 'A GraphQL request is sent as application/json.'),
      );
    }
  });

  it('refuses a body past the limit in UTF-8 bytes with 413', () => {
    const padded = (characters: number, char: string) =>
      JSON.stringify({ query: '{ __typename }', variables: { p: char.repeat(characters) } });
    const overhead = padded(0, 'x').length;
    const limit = GRAPHQL_LIMITS.bodyBytes;
    expect(read(padded(limit - overhead, 'x'))).toMatchObject({ query: '{ __typename }' });
    const tooLarge = refusal(413, `The request body is larger than ${limit} bytes.`);
    expect(read(padded(limit - overhead + 1, 'x'))).toEqual(tooLarge);
    // ₹ is three bytes: a third of the characters already fills the limit.
    expect(read(padded(Math.ceil((limit - overhead) / 3) + 1, '₹'))).toEqual(tooLarge);
  });
});
