/** How long a kept answer is served at most, whatever happens (documented in the README). */
export const ANSWER_MAX_AGE_MS = 5_000;

/** How many answers are kept (the oldest goes first). */
const MAX_ANSWERS = 2_000;

/** The largest answer kept, in bytes. */
const MAX_ANSWER_LENGTH = 512 * 1024;

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
  let generation = 0;
  let paused = false;
  const invalidate = () => {
    generation += 1;
    answers.clear();
  };
  return {
    answer(key) {
      const kept = answers.get(key);
      if (!kept) return undefined;
      if (kept.until > now()) return kept.body;
      answers.delete(key);
      return undefined;
    },
    stamp: () => generation as AnswerStamp,
    keep(key, body, stamp) {
      if (paused || stamp !== generation || body.length > MAX_ANSWER_LENGTH) return;
      if (answers.size >= MAX_ANSWERS) {
        const oldest = answers.keys().next();
        if (!oldest.done) answers.delete(oldest.value);
      }
      answers.set(key, { body, until: now() + ANSWER_MAX_AGE_MS });
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
  };
}
