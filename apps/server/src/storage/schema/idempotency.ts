import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { epochMs } from './columns.js';

/**
 * Idempotency keys (unique per scope): claimed by one request (`in-progress`), then `done` with
 * the first successful result (replayed to repeats) or deleted when the attempt failed.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    state: text('state').notNull(),
    result: text('result'),
    expiresAt: epochMs('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_expiry').on(t.expiresAt),
    check('idempotency_keys_state', sql`${t.state} in ('in-progress', 'done')`),
  ],
);
