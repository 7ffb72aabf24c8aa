import type { IncomingHttpHeaders } from 'node:http';

/**
 * Node's parsed request headers as a fetch `Headers` (what the backend's REST entries take);
 * repeated headers are joined with `, `.
 *
 * @example
 * backend.search({ params, headers: headersOf(request.headers) });
 */
export function headersOf(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}
