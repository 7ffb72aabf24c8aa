import { KEPT_READ_MS } from '@haat/storefront-backend';

/**
 * How long a kept answer is served at most, whatever happens (documented in the README): the
 * bound of the catalogue reads the storage keeps, so a change nobody announces shows within one.
 */
export const ANSWER_MAX_AGE_MS = KEPT_READ_MS;

/**
 * How many bytes of answers are kept at most (the oldest go first): a process's memory bound
 * (issue 22: under 300 MB resident). The cache only pays for requests repeated within
 * `ANSWER_MAX_AGE_MS`: 16 MB is ~4,000 product pages or ~250 listings of 48 of those seconds.
 */
const MAX_BYTES = 16 * 1024 * 1024;

/** The largest answer kept, in bytes. */
const MAX_ANSWER_BYTES = 1024 * 1024;

/** A stamp taken before an answer is computed: the answer is kept only if nothing changed since. */
export type AnswerStamp = number & { readonly __answerStamp: unique symbol };

/**
 * Serialized answers (UTF-8 bytes, sent as they are) of public catalogue reads, kept by the raw request (see
 * `publicReadKey`). Any change that can alter them (`invalidate`: stock moved, the database was
 * reseeded) drops every answer at once, and an answer computed while a change happened is not
 * kept (`stamp` before, `keep` after). `pause` stops keeping (and so serving) until `resume`, while
 * changes cannot be heard. An answer is served for `ANSWER_MAX_AGE_MS` at most.
 */
export interface AnswerCache {
  answer(key: string): Buffer | undefined;
  stamp(): AnswerStamp;
  keep(key: string, body: Buffer, stamp: AnswerStamp): void;
  invalidate(): void;
  pause(): void;
  resume(): void;
  /** Bytes kept now (answers and their keys). */
  readonly bytes: number;
}

interface Kept {
  readonly body: Buffer;
  readonly until: number;
}

/**
 * An empty answer cache on a clock (milliseconds).
 *
 * @example
 * const cache = createAnswerCache(() => Date.now());
 * const stamp = cache.stamp();
 * cache.keep(key, Buffer.from(JSON.stringify(result)), stamp);
 * cache.answer(key); // the same bytes, until cache.invalidate()
 */
export function createAnswerCache(now: () => number): AnswerCache {
  const answers = new Map<string, Kept>();
  let bytes = 0;
  let generation = 0;
  let paused = false;
  const drop = (key: string) => {
    const kept = answers.get(key);
    if (!kept) return;
    answers.delete(key);
    bytes -= kept.body.length + key.length;
  };
  const invalidate = () => {
    generation += 1;
    answers.clear();
    bytes = 0;
  };
  return {
    answer(key) {
      const kept = answers.get(key);
      if (!kept) return undefined;
      if (kept.until > now()) return kept.body;
      drop(key);
      return undefined;
    },
    stamp: () => generation as AnswerStamp,
    keep(key, body, stamp) {
      if (paused || stamp !== generation || body.length > MAX_ANSWER_BYTES) return;
      drop(key);
      // Oldest first: lapsed answers go (a quiet shop keeps seconds of answers, not hours'
      // worth up to the bound), then as many more as the new one needs.
      const at = now();
      for (const [oldest, kept] of answers) {
        if (kept.until > at && bytes + body.length + key.length <= MAX_BYTES) break;
        drop(oldest);
      }
      answers.set(key, { body, until: at + ANSWER_MAX_AGE_MS });
      bytes += body.length + key.length;
    },
    invalidate,
    pause() {
      paused = true;
      invalidate();
    },
    resume() {
      paused = false;
      invalidate();
    },
    get bytes() {
      return bytes;
    },
  };
}
