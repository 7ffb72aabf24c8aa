import type {
  AdminMutationResolvers,
  AdminQueryResolvers,
  StaffMember,
} from '@haat/storefront-api/admin-resolvers';
import type { StaffRecord } from '../ports/storage/staff.js';
import {
  addStaffByPhone,
  removeStaff,
  setStaffRole,
  type StaffChange,
} from '../staff/manage-staff.js';
import { contractRole, storedRole } from '../staff/role-permissions.js';
import { personNameOf } from './actor-names.js';
import { adminError, isoOf, staffActor, type AdminContext } from './admin-context.js';

/** A staff record as the contract's `StaffMember`, with its user's phone and name. */
async function memberOf(context: AdminContext, record: StaffRecord): Promise<StaffMember> {
  const user = await context.deps.storage.repos.users.byId(record.userId);
  return {
    userId: record.userId,
    phone: user?.phone ?? '',
    name: personNameOf(user),
    role: contractRole(record.role),
    addedBy: record.addedBy,
    addedAt: isoOf(record.addedAt),
  };
}

/**
 * A staff change's answer: the member after it, or its refusal — BAD_USER_INPUT for a phone
 * that is not one or a change that would leave the shop without an owner, NOT_FOUND for a user
 * who is not there or not staff (`STAFF_MESSAGES`).
 */
async function answerOf(context: AdminContext, change: StaffChange): Promise<StaffMember> {
  if (!change.ok) {
    const code =
      change.reason === 'no-user' || change.reason === 'not-staff' ? 'NOT_FOUND' : 'BAD_USER_INPUT';
    throw adminError(code, change.message);
  }
  return memberOf(context, change.staff);
}

/**
 * `adminMe` and `adminStaff`: the caller's own standing, and the shop's staff (by when they were
 * added). Permissions are checked before these run (`assertMay`).
 *
 * @example
 * await staffQueries.adminMe({}, {}, context, info);
 */
export const staffQueries = {
  adminMe: async (_parent, _args, context) => {
    const { access, userId } = context.caller;
    if (!access.staff) throw new Error('adminMe reached without staff access');
    const user = await context.deps.storage.repos.users.byId(userId);
    return {
      userId,
      phone: user?.phone ?? context.caller.phone ?? '',
      name: personNameOf(user),
      role: contractRole(access.role),
      permissions: [...access.permissions],
    };
  },
  adminStaff: async (_parent, _args, context) => {
    const records = await context.deps.storage.repos.staff.list();
    return Promise.all(records.map((record) => memberOf(context, record)));
  },
} satisfies Pick<AdminQueryResolvers<AdminContext>, 'adminMe' | 'adminStaff'>;

/**
 * `addStaff`, `setStaffRole`, `removeStaff`: the staff domain's services, each writing its audit
 * entry in the transaction of its change (the caller named as the actor).
 *
 * @example
 * await staffMutations.addStaff({}, { input: { phone: '9876543210', role: 'PACKER' } }, context, info);
 */
export const staffMutations = {
  addStaff: async (_parent, { input }, context) =>
    answerOf(
      context,
      await addStaffByPhone(context.deps, staffActor(context), {
        phone: input.phone,
        role: storedRole(input.role),
      }),
    ),
  setStaffRole: async (_parent, { input }, context) =>
    answerOf(
      context,
      await setStaffRole(context.deps, staffActor(context), {
        userId: input.userId,
        role: storedRole(input.role),
      }),
    ),
  removeStaff: async (_parent, { userId }, context) =>
    answerOf(context, await removeStaff(context.deps, staffActor(context), userId)),
} satisfies Pick<AdminMutationResolvers<AdminContext>, 'addStaff' | 'setStaffRole' | 'removeStaff'>;
