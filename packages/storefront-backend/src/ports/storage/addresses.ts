import type { AddressFields, AddressRecord } from './records.js';

/**
 * The outcome of adding an address: stored, or refused because the user already keeps the most
 * addresses allowed.
 *
 * @example
 * const outcome = await repos.addresses.insert(address, { maxPerUser: 20 });
 * if (!outcome.ok) refuse('You can save up to 20 addresses.');
 */
export type AddressInsertOutcome =
  | { readonly ok: true; readonly address: AddressRecord }
  | { readonly ok: false; readonly reason: 'limit' };

/**
 * A user's address book. Every read and write names the owner: another user's address is not
 * found. Each method is one atomic operation (SQL: the insert counts and inserts in one
 * transaction holding the user's row lock, `SELECT … FROM users WHERE id = $u FOR UPDATE`).
 *
 * @example
 * const mine = await repos.addresses.list(user.id, { pinCode: '560001' });
 */
export interface AddressesRepository {
  /** The user's addresses, newest first (then by id), optionally at one pin code. */
  list(
    userId: string,
    filter?: { readonly pinCode?: string | undefined },
  ): Promise<readonly AddressRecord[]>;
  get(userId: string, id: string): Promise<AddressRecord | null>;
  /** Adds the address unless its owner already has `maxPerUser` of them. */
  insert(
    address: AddressRecord,
    limits: { readonly maxPerUser: number },
  ): Promise<AddressInsertOutcome>;
  /** Replaces the fields of the user's address and sets `updatedAt`; null when not theirs. */
  update(
    userId: string,
    id: string,
    fields: AddressFields,
    at: number,
  ): Promise<AddressRecord | null>;
  /** Deletes the user's address and answers it; null when not theirs. */
  delete(userId: string, id: string): Promise<AddressRecord | null>;
}
