import { addPhonePrefix, isValidPhone, removePhonePrefix } from '@haat/commerce-core';
import { auditEntry } from '../audit/audit-entry.js';
import type { IdSource } from '../ports/ids.js';
import type { Clock } from '../ports/clock.js';
import type { Storage } from '../ports/storage.js';
import type { AuditActor } from '../ports/storage/audit.js';
import type { StaffRecord, StaffRole } from '../ports/storage/staff.js';
import { newUser } from '../users/new-user.js';

/** The I/O staff management needs (a subset of BackendDeps, so the command line can call it too). */
export interface StaffDeps {
  readonly storage: Storage;
  readonly clock: Clock;
  readonly ids: IdSource;
}

/**
 * What a staff change did, as the admin API and the command line report it: the member after
 * the change, or why it was refused (with a message fit to show).
 *
 * @example
 * const outcome: StaffChange = { ok: false, reason: 'last-owner',
 *   message: 'The shop needs at least one owner.' };
 */
export type StaffChange =
  | {
      readonly ok: true;
      readonly staff: StaffRecord;
      readonly phone: string;
      readonly changed: boolean;
    }
  | {
      readonly ok: false;
      readonly reason: 'invalid-phone' | 'no-user' | 'not-staff' | 'last-owner';
      readonly message: string;
    };

/** The messages of refused staff changes. */
export const STAFF_MESSAGES = {
  'invalid-phone': 'Please enter a valid 10-digit mobile number.',
  'no-user': 'There is no user with this id.',
  'not-staff': 'This user is not staff.',
  'last-owner': 'The shop needs at least one owner.',
} as const;

const refused = (reason: keyof typeof STAFF_MESSAGES): StaffChange => ({
  ok: false,
  reason,
  message: STAFF_MESSAGES[reason],
});

/**
 * Adds a staff member by phone (creating the user when the phone has none: they sign in with a
 * one-time code later), or gives an existing member the role, in one transaction with its audit
 * log entry (`addStaff`). Used by the admin API and by `pnpm staff:add`.
 *
 * @example
 * const added = await addStaffByPhone(deps, { kind: 'system', id: 'staff:add' },
 *   { phone: '9876543210', role: 'owner' });
 */
export async function addStaffByPhone(
  deps: StaffDeps,
  actor: AuditActor,
  request: { readonly phone: string; readonly role: StaffRole },
): Promise<StaffChange> {
  if (!isValidPhone(request.phone)) return refused('invalid-phone');
  const phone = addPhonePrefix(removePhonePrefix(request.phone));
  const at = deps.clock.now();
  return deps.storage.transaction(async (repos) => {
    const { user } = await repos.users.insert({
      ...newUser(deps.ids.uuid(), phone, at),
      phoneVerified: false,
    });
    const outcome = await repos.staff.assign({
      userId: user.id,
      role: request.role,
      at,
      by: actor.kind === 'staff' ? actor.id : null,
    });
    if (outcome.status === 'no-user' || outcome.status === 'last-owner')
      return refused(outcome.status);
    if (outcome.status !== 'unchanged') {
      await repos.audit.append(
        auditEntry(deps.ids, at, {
          actor,
          action: 'addStaff',
          targetType: 'staff',
          targetId: user.id,
          before: outcome.status === 'changed' ? outcome.before : null,
          after: outcome.staff,
        }),
      );
    }
    return { ok: true, staff: outcome.staff, phone, changed: outcome.status !== 'unchanged' };
  });
}

/**
 * Gives a staff member another role (`setStaffRole`), audited in the same transaction; refused
 * when it would leave the shop without an owner.
 *
 * @example
 * await setStaffRole(deps, { kind: 'staff', id: ownerId }, { userId, role: 'manager' });
 */
export async function setStaffRole(
  deps: StaffDeps,
  actor: AuditActor,
  request: { readonly userId: string; readonly role: StaffRole },
): Promise<StaffChange> {
  const at = deps.clock.now();
  return deps.storage.transaction(async (repos) => {
    if (!(await repos.staff.byUserId(request.userId))) return refused('not-staff');
    const outcome = await repos.staff.assign({ ...request, at, by: actor.id });
    if (outcome.status === 'no-user' || outcome.status === 'last-owner')
      return refused(outcome.status);
    const user = await repos.users.byId(request.userId);
    if (outcome.status === 'changed') {
      await repos.audit.append(
        auditEntry(deps.ids, at, {
          actor,
          action: 'setStaffRole',
          targetType: 'staff',
          targetId: request.userId,
          before: outcome.before,
          after: outcome.staff,
        }),
      );
    }
    return {
      ok: true,
      staff: outcome.staff,
      phone: user?.phone ?? '',
      changed: outcome.status === 'changed',
    };
  });
}

/**
 * Removes a staff member (`removeStaff`): they stay a shopper. Audited; refused for the last
 * owner.
 *
 * @example
 * await removeStaff(deps, { kind: 'staff', id: ownerId }, packerId);
 */
export async function removeStaff(
  deps: StaffDeps,
  actor: AuditActor,
  userId: string,
): Promise<StaffChange> {
  const at = deps.clock.now();
  return deps.storage.transaction(async (repos) => {
    const outcome = await repos.staff.remove(userId);
    if (outcome.status !== 'removed') return refused(outcome.status);
    await repos.audit.append(
      auditEntry(deps.ids, at, {
        actor,
        action: 'removeStaff',
        targetType: 'staff',
        targetId: userId,
        before: outcome.before,
        after: null,
      }),
    );
    const user = await repos.users.byId(userId);
    return { ok: true, staff: outcome.before, phone: user?.phone ?? '', changed: true };
  });
}
