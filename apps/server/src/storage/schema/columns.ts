import { bigint, integer } from 'drizzle-orm/pg-core';

/**
 * A time as epoch milliseconds (what the storage ports use), stored as `bigint`.
 *
 * @example
 * createdAt: epochMs('created_at').notNull()
 */
export const epochMs = (name: string) => bigint(name, { mode: 'number' });

/**
 * An amount of money in integer paise (₹1 = 100 paise; up to ₹2.1 crore per value). Never a
 * float: rupees exist only at the API edge.
 *
 * @example
 * amount: paise('amount_paise').notNull()
 */
export const paise = (name: string) => integer(name);
