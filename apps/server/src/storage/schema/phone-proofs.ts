import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { epochMs } from './columns.js';

/**
 * Phone proofs (PhoneProofRecord): a guest's checkout code verified for a phone, kept as the
 * SHA-256 of its secret, used once (`used_at`) before `expires_at`. Expired rows are deleted
 * lazily by later inserts (the index on `expires_at` finds them).
 */
export const phoneProofs = pgTable(
  'phone_proofs',
  {
    hash: text('hash').primaryKey(),
    phone: text('phone').notNull(),
    createdAt: epochMs('created_at').notNull(),
    expiresAt: epochMs('expires_at').notNull(),
    usedAt: epochMs('used_at'),
  },
  (t) => [index('phone_proofs_expiry').on(t.expiresAt)],
);
