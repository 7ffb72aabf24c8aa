import {
  checkRateLimitHit,
  rateLimitOutcome,
  type RateLimitsRepository,
} from '@haat/storefront-backend';
import { sql, type Placeholder } from 'drizzle-orm';
import { rateLimits } from '../schema/index.js';
import { preparedOn, type Run } from './executor.js';

/** How many ended windows one clean-up deletes at most (the next one deletes more). */
const CLEAN_UP_BATCH = 100;

/**
 * One new window in this many cleans up (the first one included): a window adds one row, a
 * clean-up deletes up to 100, so ended rows never pile up, and most hits are one statement.
 */
const CLEAN_UP_EVERY = 16;

/** A stored window has ended by `now` (a time, or the hit's placeholder). */
const endedBy = (now: number | Placeholder) => sql`${rateLimits.expiresAt} <= ${now}`;
const ended = endedBy(sql.placeholder('now'));

/** A hit on a key's window (every hit runs it: built once per connection). */
const hitWindow = preparedOn((tx) =>
  tx
    .insert(rateLimits)
    .values({
      key: sql.placeholder('key'),
      windowStart: sql.placeholder('now'),
      hits: 1,
      expiresAt: sql.placeholder('expiresAt'),
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${ended} then ${sql.placeholder('now')}::bigint else ${rateLimits.windowStart} end`,
        hits: sql`case when ${ended} then 1 else ${rateLimits.hits} + 1 end`,
        expiresAt: sql`case when ${ended} then ${sql.placeholder('expiresAt')}::bigint else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({ windowStart: rateLimits.windowStart, hits: rateLimits.hits })
    .prepare('rate_limit_hit'),
);

/**
 * Rate-limit windows in SQL. A hit is one statement: `INSERT … ON CONFLICT (key) DO UPDATE`
 * starting a new window when the stored one has ended, else adding one hit, `RETURNING` the
 * window (concurrent hits on a key queue on its row, each counted once). One hit in
 * `CLEAN_UP_EVERY` of those that opened a new window then deletes up to 100 ended windows of any
 * key, skipping rows other transactions hold (`FOR UPDATE SKIP LOCKED`), so clean-up never waits
 * and never deadlocks.
 */
export function sqlRateLimits(run: Run): RateLimitsRepository {
  let opened = 0;
  return {
    hit: (hit) =>
      run(async (tx) => {
        checkRateLimitHit(hit);
        const { key, windowMs, now } = hit;
        const [window] = await hitWindow(tx).execute({ key, now, expiresAt: now + windowMs });
        if (!window) throw new Error(`The rate limit ${key} answered no window`);
        if (window.hits === 1 && opened++ % CLEAN_UP_EVERY === 0) {
          await tx.execute(
            sql`delete from ${rateLimits} where ${rateLimits.key} in (select ${rateLimits.key} from ${rateLimits} where ${endedBy(now)} limit ${CLEAN_UP_BATCH} for update skip locked)`,
          );
        }
        return rateLimitOutcome(
          { windowStart: Number(window.windowStart), hits: window.hits },
          hit,
        );
      }),
  };
}
