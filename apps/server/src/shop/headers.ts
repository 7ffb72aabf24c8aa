import type { IncomingHttpHeaders } from 'node:http';
import type { EdgeHeaders } from '@haat/storefront-backend';

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

/**
 * A read-only view of Node's parsed request headers as the backend's edge reads them (by
 * lower-case name, repeated values joined with `, `), without copying them: `/graphql` asks it
 * for two or three headers per request.
 *
 * @example
 * edge.prepare({ body, headers: headerView(request.headers), requestId: request.id });
 */
export function headerView(incoming: IncomingHttpHeaders): EdgeHeaders {
  return {
    get(name) {
      const value = incoming[name];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}
