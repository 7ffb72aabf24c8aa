import type { ServerResponse } from 'node:http';
import { editDistance, words } from '@haat/storefront-backend';
import { listenFake, sendJson, type Received } from './listen.js';

export const FAKE_MEILISEARCH_KEY = 'fake-meilisearch-master-key';

type Document = Record<string, unknown> & { readonly id: string };

/** An index the fake holds: its documents by primary key (insertion order kept) and settings. */
export interface FakeIndex {
  readonly documents: Map<string, Document>;
  settings: Record<string, unknown>;
}

/** How the fake fails searches on purpose: an HTTP status, or an answer held this long. */
export type MeilisearchFault =
  | { readonly kind: 'status'; readonly status: number }
  | { readonly kind: 'slow'; readonly ms: number };

interface Task {
  readonly uid: number;
  readonly indexUid: string | null;
  readonly type: string;
  status: 'enqueued' | 'succeeded' | 'failed';
  error: { message: string; code: string } | null;
}

/** Meilisearch's default typo budget of a query word: 0 below 5 letters, 1 below 9, else 2. */
export function typoBudget(word: string, settings: Record<string, unknown>): number {
  const sizes = (
    settings['typoTolerance'] as
      { minWordSizeForTypos?: { oneTypo?: number; twoTypos?: number } } | undefined
  )?.minWordSizeForTypos;
  if (word.length >= (sizes?.twoTypos ?? 9)) return 2;
  return word.length >= (sizes?.oneTypo ?? 5) ? 1 : 0;
}

/** The typos a query word needs to match a document word (whole, or as a prefix when `last`). */
const typos = (typed: string, word: string, last: boolean): number =>
  Math.min(
    editDistance(typed, word),
    last && word.length > typed.length
      ? editDistance(typed, word.slice(0, typed.length))
      : Infinity,
  );

const searchableWords = (document: Document, settings: Record<string, unknown>): string[] => {
  const attributes = (settings['searchableAttributes'] as string[] | undefined) ?? ['*'];
  const fields = attributes.includes('*') ? Object.keys(document) : attributes;
  return fields.flatMap((field) => {
    const value = document[field];
    const texts = Array.isArray(value) ? value : [value];
    return texts.flatMap((text) => (typeof text === 'string' ? words(text) : []));
  });
};

/**
 * The fake's search, documented and simple: words as the backend splits them (lower case, no
 * accents, letters and digits); a query word matches a document word within its typo budget
 * ({@link typoBudget}, Levenshtein distance), the last query word also as a prefix (Meilisearch
 * searches the last word as a prefix); `matchingStrategy: 'last'`: a document is a hit when it
 * matches the query's first word, ordered by how many leading query words it matches (all
 * first), then fewer typos, then insertion order. `filter` takes `field = value` only.
 */
function search(index: FakeIndex, body: Record<string, unknown>): Document[] {
  const query = words(typeof body['q'] === 'string' ? body['q'] : '');
  const limit = typeof body['limit'] === 'number' ? body['limit'] : 20;
  const filter = typeof body['filter'] === 'string' ? body['filter'] : null;
  const [field, value] = filter ? filter.split('=').map((part) => part.trim()) : [];
  const hits: { document: Document; matched: number; typos: number; order: number }[] = [];
  let order = 0;
  for (const document of index.documents.values()) {
    order += 1;
    if (field && String(document[field]) !== value) continue;
    const own = searchableWords(document, index.settings);
    let matched = 0;
    let spent = 0;
    for (const [i, typed] of query.entries()) {
      const budget = typoBudget(typed, index.settings);
      const best = Math.min(...own.map((word) => typos(typed, word, i === query.length - 1)));
      if (best > budget) break;
      matched += 1;
      spent += best;
    }
    if (matched > 0 || query.length === 0) hits.push({ document, matched, typos: spent, order });
  }
  hits.sort((a, b) => b.matched - a.matched || a.typos - b.typos || a.order - b.order);
  const fields = body['attributesToRetrieve'] as string[] | undefined;
  return hits
    .slice(0, limit)
    .map(({ document }) =>
      fields && !fields.includes('*')
        ? (Object.fromEntries(fields.map((f) => [f, document[f]])) as Document)
        : document,
    );
}

/**
 * A local fake of the Meilisearch routes the shop calls (https://www.meilisearch.com/docs/
 * reference/api): create, read and delete an index, settings, add or replace documents
 * (`primaryKey` in the query), delete a batch, list documents (`fields`, `offset`, `limit`),
 * search (POST), swap indexes and read a task. Every request needs `Authorization: Bearer <key>`
 * (401 without, 403 with another key). Writes are tasks applied at once, in order (answered
 * 202 with the task's uid, read back `succeeded` or `failed`). Searches answer from the fake's
 * own index only. `fail` makes searches answer a status or answer late, `down` every request
 * answer 503; `close` stops it.
 *
 * @example
 * const engine = await startFakeMeilisearch();
 * const config = { url: engine.baseUrl, key: FAKE_MEILISEARCH_KEY, index: 'products' };
 */
export async function startFakeMeilisearch() {
  const indexes = new Map<string, FakeIndex>();
  const tasks = new Map<number, Task>();
  let fault: MeilisearchFault | null = null;
  let down = false;

  const error = (response: ServerResponse, status: number, code: string, message: string) =>
    sendJson(response, status, { message, code, type: 'invalid_request', link: '' });

  const enqueue = (
    response: ServerResponse,
    indexUid: string | null,
    type: string,
    apply: () => string | null,
  ) => {
    const task: Task = { uid: tasks.size, indexUid, type, status: 'enqueued', error: null };
    tasks.set(task.uid, task);
    const failed = apply();
    task.status = failed ? 'failed' : 'succeeded';
    task.error = failed ? { message: failed, code: 'index_not_found' } : null;
    sendJson(response, 202, {
      taskUid: task.uid,
      indexUid,
      status: 'enqueued',
      type,
      enqueuedAt: new Date().toISOString(),
    });
  };

  const handle = async (request: Received, response: ServerResponse) => {
    if (down) return error(response, 503, 'unavailable', 'Meilisearch is down');
    const auth = request.headers.authorization;
    if (!auth) return error(response, 401, 'missing_authorization_header', 'no key');
    if (auth !== `Bearer ${FAKE_MEILISEARCH_KEY}`) {
      return error(response, 403, 'invalid_api_key', 'The provided API key is invalid.');
    }
    const url = new URL(request.url, 'http://fake');
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const body: unknown = request.body ? JSON.parse(request.body) : null;
    const record = (body ?? {}) as Record<string, unknown>;
    const [root, uid = '', sub, action] = parts;
    const index = indexes.get(uid);
    const missing = `Index \`${uid}\` not found.`;

    if (root === 'tasks' && request.method === 'GET') {
      const task = tasks.get(Number(uid));
      return task
        ? sendJson(response, 200, task)
        : error(response, 404, 'task_not_found', 'no task');
    }
    if (root === 'swap-indexes' && request.method === 'POST') {
      const pairs = (body as { indexes: [string, string] }[]).map((pair) => pair.indexes);
      return enqueue(response, null, 'indexSwap', () => {
        for (const [a, b] of pairs) {
          const first = indexes.get(a);
          const second = indexes.get(b);
          if (!first || !second) return `Index \`${first ? b : a}\` not found.`;
          indexes.set(a, second);
          indexes.set(b, first);
        }
        return null;
      });
    }
    if (root !== 'indexes') return error(response, 404, 'not_found', 'no such route');
    if (!sub && request.method === 'POST') {
      const created = String(record['uid']);
      return enqueue(response, created, 'indexCreation', () => {
        if (indexes.has(created)) return `Index \`${created}\` already exists.`;
        indexes.set(created, { documents: new Map(), settings: {} });
        return null;
      });
    }
    if (!sub && request.method === 'GET') {
      return index
        ? sendJson(response, 200, { uid, primaryKey: 'id' })
        : error(response, 404, 'index_not_found', missing);
    }
    if (!sub && request.method === 'DELETE') {
      return enqueue(response, uid, 'indexDeletion', () => (indexes.delete(uid) ? null : missing));
    }
    if (sub === 'settings' && request.method === 'PATCH') {
      return enqueue(response, uid, 'settingsUpdate', () => {
        const target = indexes.get(uid) ?? { documents: new Map(), settings: {} };
        target.settings = { ...target.settings, ...record };
        indexes.set(uid, target);
        return null;
      });
    }
    if (sub === 'documents' && !action && request.method === 'POST') {
      return enqueue(response, uid, 'documentAdditionOrUpdate', () => {
        const target = indexes.get(uid) ?? { documents: new Map(), settings: {} };
        for (const document of body as Document[]) target.documents.set(document.id, document);
        indexes.set(uid, target);
        return null;
      });
    }
    if (sub === 'documents' && action === 'delete-batch' && request.method === 'POST') {
      return enqueue(response, uid, 'documentDeletion', () => {
        if (!index) return missing;
        for (const id of body as string[]) index.documents.delete(id);
        return null;
      });
    }
    if (sub === 'documents' && request.method === 'GET') {
      if (!index) return error(response, 404, 'index_not_found', missing);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const fields = url.searchParams.get('fields')?.split(',');
      const all = [...index.documents.values()];
      const results = all
        .slice(offset, offset + limit)
        .map((d) => (fields ? Object.fromEntries(fields.map((f) => [f, d[f]])) : d));
      return sendJson(response, 200, { results, offset, limit, total: all.length });
    }
    if (sub === 'search' && request.method === 'POST') {
      if (fault?.kind === 'status') return error(response, fault.status, 'internal', 'failing');
      if (fault?.kind === 'slow')
        await new Promise((resolve) => setTimeout(resolve, fault?.kind === 'slow' ? fault.ms : 0));
      if (!index) return error(response, 404, 'index_not_found', missing);
      const field = typeof record['filter'] === 'string' ? record['filter'].split('=')[0] : null;
      const filterable = (index.settings['filterableAttributes'] as string[] | undefined) ?? [];
      if (field && !filterable.includes(field.trim())) {
        return error(
          response,
          400,
          'invalid_search_filter',
          `Attribute \`${field.trim()}\` is not filterable.`,
        );
      }
      const hits = search(index, record);
      return sendJson(response, 200, { hits, query: record['q'], estimatedTotalHits: hits.length });
    }
    return error(response, 404, 'not_found', 'no such route');
  };

  const server = await listenFake(handle);
  return {
    ...server,
    /** The fake's index by uid (what it would search), or undefined. */
    index: (uid: string) => indexes.get(uid),
    indexNames: () => [...indexes.keys()],
    /** Every request answered 503 (an outage) until `down(false)`; the index is kept. */
    down(value: boolean) {
      down = value;
    },
    /** Searches fail this way until `fail(null)`. */
    fail(next: MeilisearchFault | null) {
      fault = next;
    },
  };
}
