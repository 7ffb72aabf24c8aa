/**
 * A GraphQL answer as a test reads it: HTTP status, `data` (null when absent), `errors` (empty
 * when none) and the response headers.
 *
 * @example
 * const answer: GraphqlAnswer<{ getStore: { id: string } }> = await postGraphql(url, query);
 */
export interface GraphqlAnswer<T> {
  readonly status: number;
  readonly data: T | null;
  readonly errors: readonly {
    readonly message: string;
    readonly errorType?: string;
    readonly extensions?: Record<string, unknown>;
  }[];
  readonly headers: Headers;
}

/**
 * POSTs one operation as JSON with these headers (the operation name read from the document),
 * as the web app's client does, and reads the answer.
 *
 * @example
 * await postGraphql(TARGET.graphqlUrl, documents.getStore, { id: STORE_ID }, { 'x-api-key': key });
 */
export async function postGraphql<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphqlAnswer<T>> {
  const operationName = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1];
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables, operationName }),
  });
  const body = (await response.json()) as { data?: T | null; errors?: GraphqlAnswer<T>['errors'] };
  return {
    status: response.status,
    data: body.data ?? null,
    errors: body.errors ?? [],
    headers: response.headers,
  };
}
