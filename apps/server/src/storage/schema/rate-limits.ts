import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { epochMs } from './columns.js';

/**
 * Rate-limit windows, one row per key (the action and who attempts it): when the window started,
 * the attempts counted in it, and when it ends. A hit is one `INSERT … ON CONFLICT (key) DO
 * UPDATE`; ended windows are deleted lazily (the index on `expires_at` finds them).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: epochMs('window_start').notNull(),
    hits: integer('hits').notNull(),
    expiresAt: epochMs('expires_at').notNull(),
  },
  (t) => [
    index('rate_limits_expiry').on(t.expiresAt),
    check('rate_limits_hits', sql`${t.hits} >= 1`),
  ],
);
