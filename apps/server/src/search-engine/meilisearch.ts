import { callJson, type JsonAnswer } from '../outbound/call-json.js';
import { ProviderError } from '../outbound/provider-error.js';
import type { EngineDocument } from './engine-document.js';

/** Where the engine is and how to reach it. */
export interface MeilisearchOptions {
  /** The engine's address, e.g. `http://127.0.0.1:7700` (no trailing slash). */
  readonly url: string;
  /** An API key allowed to search, write documents and manage indexes. */
  readonly key: string;
  /** Per call, for everything but searches (5 s when absent). */
  readonly timeoutMs?: number | undefined;
}

/** An engine document's id and content stamp, as the reconciliation compares them. */
export interface StampedId {
  readonly id: string;
  readonly stamp: string;
}

/**
 * The part of Meilisearch's REST API (https://www.meilisearch.com/docs/reference/api) this shop
 * calls. Writes are asynchronous in Meilisearch: they answer an enqueued task's uid, followed
 * with `waitTask` when the caller must know the outcome.
 */
export interface Meilisearch {
  /** `POST /indexes/{uid}/search`: the ids of the enabled documents matching `q`, best first. */
  search(index: string, q: string, limit: number, timeoutMs: number): Promise<string[]>;
  /** `GET /indexes/{uid}`: whether the index exists. */
  hasIndex(index: string): Promise<boolean>;
  /** `POST /indexes` with primary key `id`. */
  createIndex(index: string): Promise<number>;
  /** `DELETE /indexes/{uid}`. */
  deleteIndex(index: string): Promise<number>;
  /** `PATCH /indexes/{uid}/settings`: searchable and filterable attributes, typo tolerance. */
  configureIndex(index: string): Promise<number>;
  /** `POST /indexes/{uid}/documents?primaryKey=id`: add or replace whole documents. */
  putDocuments(index: string, documents: readonly EngineDocument[]): Promise<number>;
  /** `POST /indexes/{uid}/documents/delete-batch`. */
  deleteDocuments(index: string, ids: readonly string[]): Promise<number>;
  /** `GET /indexes/{uid}/documents?fields=id,stamp`: one page of ids and stamps. */
  stamps(
    index: string,
    offset: number,
    limit: number,
  ): Promise<{ results: StampedId[]; total: number }>;
  /** `POST /swap-indexes`: the two indexes exchange their documents and settings atomically. */
  swapIndexes(a: string, b: string): Promise<number>;
  /** Polls `GET /tasks/{uid}` until the task succeeded (else throws with the engine's words). */
  waitTask(task: number, timeoutMs?: number): Promise<void>;
}

/** How the index is searched: the fields `candidateWords` reads, and `enabled` to filter on. */
export const INDEX_SETTINGS = {
  searchableAttributes: ['title', 'category', 'collections', 'tags', 'keywords'],
  filterableAttributes: ['enabled'],
  displayedAttributes: ['id', 'stamp'],
  // The contract's similarity (1 − typos / length, threshold 0.65) accepts one typo from 3
  // letters and two from 6; Meilisearch's defaults (5 and 9) would lose "serm" → "serum".
  typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 3, twoTypos: 6 } },
} as const;

const TASK_POLL_MS = 50;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The engine's own words about a refusal (`{ message, code }`), else the status. */
const refusal = (what: string, answer: JsonAnswer): ProviderError => {
  const body = isRecord(answer.body) ? answer.body : {};
  const words = typeof body['message'] === 'string' ? `: ${body['message']}` : '';
  const failure = answer.status >= 500 || answer.status === 429 ? 'unavailable' : 'refused';
  return new ProviderError(
    `Meilisearch ${what} failed (HTTP ${answer.status})${words}`,
    'meilisearch',
    failure,
    answer.status,
  );
};

const taskUid = (what: string, answer: JsonAnswer): number => {
  const body = isRecord(answer.body) ? answer.body : {};
  const uid = body['taskUid'];
  if (answer.status !== 202 || typeof uid !== 'number') throw refusal(what, answer);
  return uid;
};

/**
 * Meilisearch over plain `fetch` (the `callJson` every provider call uses: bounded, errors as
 * `ProviderError`). The official `meilisearch` client is not used: the shop calls nine routes,
 * each a few lines, and the client's releases follow the engine's (one more thing to bump).
 *
 * @example
 * const engine = meilisearch({ url: 'http://127.0.0.1:7700', key: 'masterKey' });
 * const ids = await engine.search('products', 'vitamin serum', 500, 300);
 */
export function meilisearch(options: MeilisearchOptions): Meilisearch {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const headers = {
    authorization: `Bearer ${options.key}`,
    'content-type': 'application/json',
  };
  const call = (method: string, path: string, body?: unknown, within = timeoutMs) =>
    callJson(
      'meilisearch',
      'Meilisearch',
      `${options.url}${path}`,
      { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) },
      within,
    );
  const at = (index: string) => `/indexes/${encodeURIComponent(index)}`;

  const engine: Meilisearch = {
    async search(index, q, limit, within) {
      const answer = await call(
        'POST',
        `${at(index)}/search`,
        {
          q,
          limit,
          filter: 'enabled = true',
          attributesToRetrieve: ['id'],
          // Documents holding all the words first, then those missing the last ones.
          matchingStrategy: 'last',
        },
        within,
      );
      const hits = isRecord(answer.body) ? answer.body['hits'] : undefined;
      if (answer.status !== 200 || !Array.isArray(hits)) throw refusal('search', answer);
      return hits.flatMap((hit) =>
        isRecord(hit) && typeof hit['id'] === 'string' ? [hit['id']] : [],
      );
    },
    async hasIndex(index) {
      const answer = await call('GET', at(index));
      if (answer.status === 404) return false;
      if (answer.status !== 200) throw refusal('index read', answer);
      return true;
    },
    async createIndex(index) {
      return taskUid(
        'index creation',
        await call('POST', '/indexes', { uid: index, primaryKey: 'id' }),
      );
    },
    async deleteIndex(index) {
      return taskUid('index deletion', await call('DELETE', at(index)));
    },
    async configureIndex(index) {
      return taskUid(
        'settings update',
        await call('PATCH', `${at(index)}/settings`, INDEX_SETTINGS),
      );
    },
    async putDocuments(index, documents) {
      return taskUid(
        'documents update',
        await call('POST', `${at(index)}/documents?primaryKey=id`, documents),
      );
    },
    async deleteDocuments(index, ids) {
      return taskUid(
        'documents deletion',
        await call('POST', `${at(index)}/documents/delete-batch`, ids),
      );
    },
    async stamps(index, offset, limit) {
      const query = new URLSearchParams({
        fields: 'id,stamp',
        offset: String(offset),
        limit: String(limit),
      });
      const answer = await call('GET', `${at(index)}/documents?${query}`);
      const body = isRecord(answer.body) ? answer.body : {};
      const results = body['results'];
      if (answer.status !== 200 || !Array.isArray(results)) throw refusal('documents read', answer);
      return {
        results: results.flatMap((row) =>
          isRecord(row) && typeof row['id'] === 'string'
            ? [{ id: row['id'], stamp: typeof row['stamp'] === 'string' ? row['stamp'] : '' }]
            : [],
        ),
        total: typeof body['total'] === 'number' ? body['total'] : results.length,
      };
    },
    async swapIndexes(a, b) {
      return taskUid('index swap', await call('POST', '/swap-indexes', [{ indexes: [a, b] }]));
    },
    async waitTask(task, within = 60_000) {
      const until = Date.now() + within;
      for (;;) {
        const answer = await call('GET', `/tasks/${task}`);
        const body = isRecord(answer.body) ? answer.body : {};
        if (answer.status !== 200) throw refusal('task read', answer);
        if (body['status'] === 'succeeded') return;
        if (body['status'] === 'failed' || body['status'] === 'canceled') {
          const error = isRecord(body['error']) ? body['error'] : {};
          throw new ProviderError(
            `Meilisearch task ${task} ${String(body['status'])}: ${typeof error['message'] === 'string' ? error['message'] : 'no reason given'}`,
            'meilisearch',
            'refused',
          );
        }
        if (Date.now() > until) {
          throw new ProviderError(
            `Meilisearch task ${task} not done within ${within} ms`,
            'meilisearch',
            'timeout',
          );
        }
        await new Promise((resolve) => setTimeout(resolve, TASK_POLL_MS));
      }
    },
  };
  return engine;
}
