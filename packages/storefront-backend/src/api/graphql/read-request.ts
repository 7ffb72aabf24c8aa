import { utf8 } from '../../crypto/encoding.js';
import type { HttpAnswer } from '../http.js';
import type { GraphqlLimits } from './limits.js';

/**
 * One GraphQL operation as a request carries it: GraphQL text, its variables and the name of the
 * operation to run (null: the document's only one).
 *
 * @example
 * const operation: GraphqlOperation = { query: '{ __typename }', variables: null, operationName: null };
 */
export interface GraphqlOperation {
  readonly query: string;
  readonly variables: Readonly<Record<string, unknown>> | null;
  readonly operationName: string | null;
}

/**
 * A request refused before any GraphQL work: `status` and the message the caller reads
 * (`{ errors: [{ message }] }`, as GraphQL answers request errors).
 *
 * @example
 * requestError(400, '"variables" must be an object.');
 */
export function requestError(status: number, message: string): HttpAnswer {
  return { status, body: { errors: [{ message }] } };
}

/**
 * The answer to a body over the limit; hosts that stop reading early (the server: fastify's
 * `bodyLimit`) answer exactly this.
 *
 * @example
 * tooLarge(GRAPHQL_LIMITS); // 413 'The request body is larger than 102400 bytes.'
 */
export const tooLarge = (limits: Pick<GraphqlLimits, 'bodyBytes'>): HttpAnswer =>
  requestError(413, `The request body is larger than ${limits.bodyBytes} bytes.`);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a text is longer than `bytes` in UTF-8 (encoded only when it may be). */
const longerThan = (text: string, bytes: number): boolean =>
  text.length > bytes || (text.length * 3 > bytes && utf8(text).length > bytes);

/**
 * Whether a query may be JSON rather than GraphQL text: GraphQL text starts with `{` and a name,
 * a keyword or a comment, none of which JSON can, so only the rest is tried as JSON (throwing
 * on every ordinary query costs measurable time on the server's hottest path).
 */
const mayBeJson = (query: string): boolean =>
  !/^[\s,\uFEFF]*(\{[\s,]*[_A-Za-z]|query\b|mutation\b|subscription\b|fragment\b|#)/.test(query);

const parseJson = (text: string): { readonly value: unknown } | null => {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return null;
  }
};

/**
 * Reads one GraphQL request from the body's text, or answers why it is not one: a body over
 * `limits.bodyBytes` (413), a content type other than JSON (415), text that is not JSON, not one
 * object with a `query` string (no batches), a query longer than `limits.queryLength`,
 * `variables` that are not an object or an `operationName` that is not a string (400). A
 * JSON-encoded AST in `query` (which mercurius would run) is refused too: only GraphQL text is
 * taken. What the text says as GraphQL is the executor's to parse and validate.
 *
 * @example
 * readGraphqlRequest('{"query":"{ __typename }"}', 'application/json', GRAPHQL_LIMITS);
 * // { query: '{ __typename }', variables: null, operationName: null }
 */
export function readGraphqlRequest(
  text: string,
  contentType: string | null,
  limits: Pick<GraphqlLimits, 'bodyBytes' | 'queryLength'>,
): GraphqlOperation | HttpAnswer {
  if (longerThan(text, limits.bodyBytes)) return tooLarge(limits);
  if (!/^application\/json\s*(;|$)/i.test(contentType ?? '')) {
    return requestError(415, 'A GraphQL request is sent as application/json.');
  }
  const body = parseJson(text)?.value;
  if (!isRecord(body) || typeof body['query'] !== 'string') {
    return requestError(400, 'A GraphQL request is a JSON object with a "query" string.');
  }
  const { query, variables = null, operationName = null } = body;
  if (query.length > limits.queryLength) {
    return requestError(400, `The query is longer than ${limits.queryLength} characters.`);
  }
  if (variables !== null && !isRecord(variables)) {
    return requestError(400, '"variables" must be an object.');
  }
  if (operationName !== null && typeof operationName !== 'string') {
    return requestError(400, '"operationName" must be a string.');
  }
  if (mayBeJson(query) && parseJson(query) !== null) {
    return requestError(400, 'Syntax Error: the query must be GraphQL text.');
  }
  return { query, variables, operationName };
}
