import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The id of the element that carries the server's payload in a server-rendered page. */
export const PAYLOAD_ELEMENT_ID = 'haat-ssr';

/** One answered query: its key, its data and when the data was fetched (epoch ms). */
export type CachedQuery = readonly [key: QueryKey, data: unknown, updatedAt: number];

/**
 * What a server-rendered page hands to the app: the shop's public address (canonical links) and
 * the data the page was rendered from (every query the render answered), so the app renders the
 * same page without asking again.
 */
export interface ServerPayload {
  readonly siteUrl: string;
  readonly queries: readonly CachedQuery[];
}

const isPayload = (value: unknown): value is ServerPayload =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { siteUrl?: unknown }).siteUrl === 'string' &&
  Array.isArray((value as { queries?: unknown }).queries);

/**
 * The payload of a server-rendered page, or null for a page the server did not render (dev, the
 * personal pages). It is JSON in a `<script type="application/json">`: never run, so the
 * Content-Security-Policy's ban on inline scripts holds.
 *
 * @example
 * const payload = readServerPayload();
 * if (payload) restoreQueries(queryClient, payload.queries);
 */
export function readServerPayload(): ServerPayload | null {
  const text = document.getElementById(PAYLOAD_ELEMENT_ID)?.textContent;
  if (!text) return null;
  const value: unknown = JSON.parse(text);
  return isPayload(value) ? value : null;
}

/**
 * Puts the server's answers into the app's cache, as fetched when the server fetched them (the
 * queries' stale times count from then). Plain `setQueryData`: TanStack Query's `hydrate` would
 * add ~0.6 KB to every first load for options these queries do not need.
 *
 * @example
 * restoreQueries(queryClient, payload.queries);
 */
export function restoreQueries(queryClient: QueryClient, queries: readonly CachedQuery[]): void {
  for (const [key, data, updatedAt] of queries) queryClient.setQueryData(key, data, { updatedAt });
}

/**
 * The queries a server render answered (failed or unanswered ones are left for the app).
 *
 * @example
 * payloadElement({ siteUrl, queries: answeredQueries(queryClient) });
 */
export const answeredQueries = (queryClient: QueryClient): CachedQuery[] =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => [query.queryKey, query.state.data, query.state.dataUpdatedAt] as const);

/**
 * The payload as the element the server writes: JSON with `<` escaped, so no value can end the
 * element early.
 *
 * @example
 * payloadElement({ siteUrl: 'https://haat.in', queries: answeredQueries(queryClient) });
 */
export const payloadElement = (payload: ServerPayload): string =>
  `<script type="application/json" id="${PAYLOAD_ELEMENT_ID}">${JSON.stringify(payload).replace(/</g, '\\u003c')}</script>`;
