/**
 * A staff member's role (issue 23): the shop's owner (the spec's `isAdmin`), a manager, support
 * (answers shoppers, cancels and refunds) or a packer (packs and dispatches). What each role may
 * do is the staff domain's table (`ROLE_PERMISSIONS`).
 *
 * @example
 * const role: StaffRole = 'packer';
 */
export type StaffRole = 'owner' | 'manager' | 'support' | 'packer';

/**
 * A user who is staff, with their role, who added them (a staff user id; null for the command
 * line) and when.
 *
 * @example
 * const member: StaffRecord = { userId: 'u1', role: 'owner', addedBy: null, addedAt: 0,
 *   updatedAt: 0 };
 */
export interface StaffRecord {
  readonly userId: string;
  readonly role: StaffRole;
  readonly addedBy: string | null;
  readonly addedAt: number;
  readonly updatedAt: number;
}

/**
 * A role to give a user: `by` is the staff member giving it (null: the command line).
 *
 * @example
 * const change: StaffAssignment = { userId: 'u2', role: 'packer', at: now, by: 'u1' };
 */
export interface StaffAssignment {
  readonly userId: string;
  readonly role: StaffRole;
  readonly at: number;
  readonly by: string | null;
}

/**
 * What giving a role did: added a new staff member, changed a member's role (`before` was the
 * row), nothing (same role), or refused: no such user, or the change would leave the shop
 * without an owner.
 *
 * @example
 * const outcome: StaffAssignOutcome = { status: 'last-owner' };
 */
export type StaffAssignOutcome =
  | { readonly status: 'added'; readonly staff: StaffRecord }
  | { readonly status: 'changed'; readonly staff: StaffRecord; readonly before: StaffRecord }
  | { readonly status: 'unchanged'; readonly staff: StaffRecord }
  | { readonly status: 'no-user' }
  | { readonly status: 'last-owner' };

/**
 * What removing a staff member did.
 *
 * @example
 * const outcome: StaffRemoveOutcome = { status: 'not-staff' };
 */
export type StaffRemoveOutcome =
  | { readonly status: 'removed'; readonly before: StaffRecord }
  | { readonly status: 'not-staff' }
  | { readonly status: 'last-owner' };

/**
 * Staff: users with a role, one row per user. The user's `isAdmin` flag (spec 3) is kept equal
 * to "is an owner" by the same operation that changes the role. The shop never loses its last
 * owner: demoting or removing the only owner is refused, also when two owners demote each other
 * at once (SQL: the owners' rows are locked, in user id order, before counting them). Each
 * method is one atomic operation.
 *
 * @example
 * const outcome = await repos.staff.assign({ userId, role: 'owner', at: now, by: null });
 */
export interface StaffRepository {
  byUserId(userId: string): Promise<StaffRecord | null>;
  /** Every staff member, earliest added first (then by user id). */
  list(): Promise<readonly StaffRecord[]>;
  /** Adds the user as staff with the role, or changes their role; sets the user's `isAdmin`. */
  assign(change: StaffAssignment): Promise<StaffAssignOutcome>;
  /** Removes a staff member (the user stays a shopper, `isAdmin` false). */
  remove(userId: string): Promise<StaffRemoveOutcome>;
}
