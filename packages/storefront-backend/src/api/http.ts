/**
 * What a host answers: an HTTP status, a JSON body and extra headers to send, if any
 * (`retry-after` on a 429).
 *
 * @example
 * const answer: HttpAnswer = { status: 429, body: { data: null, errors }, headers: { 'retry-after': '420' } };
 */
export interface HttpAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly headers?: Readonly<Record<string, string>> | undefined;
}

/**
 * Where the edge reports what a caller must not see (a resolver that crashed): pino's
 * `logger.error(details, message)` shape, so the server passes its per-request logger as is and
 * the mock host a console line. The details carry the error (`err`), the field's `path` and the
 * `requestId`, never the caller's input.
 *
 * @example
 * const log: EdgeLog = { error: (details, message) => console.error(message, details) };
 */
export interface EdgeLog {
  error(details: Readonly<Record<string, unknown>>, message: string): void;
}

/**
 * A request's headers as the edge reads them: by lower-case name, repeated values joined with
 * `, `. A fetch `Headers` is one; the server passes a view of Node's parsed headers instead of
 * copying them.
 *
 * @example
 * const headers: EdgeHeaders = new Headers({ 'x-api-key': 'k' });
 */
export interface EdgeHeaders {
  get(name: string): string | null;
}

/**
 * One HTTP request as a host hands it to the edge: the body as the text that arrived (the host
 * stops reading past the edge's body limit), the headers (content type, credentials), the
 * caller's network address (the server: the socket's peer, or `X-Forwarded-For` as far as it
 * trusts proxies; per-address rate limits count by it, and without one they do not apply), the
 * request id the host logs under, and where to log what the caller must not see.
 *
 * @example
 * const request: EdgeRequest = { body: '{"query":"{ __typename }"}', headers, clientIp: '203.0.113.7', requestId: 'req-1' };
 */
export interface EdgeRequest {
  readonly body: string;
  readonly headers: EdgeHeaders;
  readonly clientIp?: string | null | undefined;
  readonly requestId: string;
  readonly log?: EdgeLog | undefined;
}
