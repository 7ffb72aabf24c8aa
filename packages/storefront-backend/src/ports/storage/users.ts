import type { UserChanges, UserRecord } from './records.js';

/**
 * The outcome of inserting a user: created, or the user who already has that phone.
 *
 * @example
 * const outcome = await repos.users.insert(newUser);
 * const user = outcome.user; // the new one, or the existing owner of the phone
 */
export type UserInsertOutcome =
  | { readonly created: true; readonly user: UserRecord }
  | { readonly created: false; readonly user: UserRecord };

/**
 * Shoppers, unique on `phone` (SQL: a UNIQUE index; insert is `INSERT … ON CONFLICT (phone) DO
 * NOTHING`, then the existing row is read). Each method is one atomic operation.
 *
 * @example
 * const user = await repos.users.byPhone('+919876543210');
 */
export interface UsersRepository {
  byId(id: string): Promise<UserRecord | null>;
  /** By the normalised phone (`+91` and 10 digits). */
  byPhone(phone: string): Promise<UserRecord | null>;
  /** Inserts unless the phone is taken (then answers the existing user, unchanged). */
  insert(user: UserRecord): Promise<UserInsertOutcome>;
  /** Applies the changes to one row; null when there is no such user. */
  update(id: string, changes: UserChanges): Promise<UserRecord | null>;
  /** `totalOrders = totalOrders + 1` in one statement; null when there is no such user. */
  countOrder(id: string): Promise<UserRecord | null>;
}
