import {
  adminErrorMessages,
  adminOperations,
  roleRefusal,
  type AdminOperation,
} from '@haat/storefront-api/admin';
import type { AdminContext } from './admin-context.js';
import { adminError } from './admin-context.js';

/**
 * Refuses the caller an admin operation unless they may make it: FORBIDDEN `You are not staff
 * of this shop.` for a user who is not staff, FORBIDDEN naming the role and the permission
 * (`Your role (packer) cannot do this: it needs ORDERS_CANCEL.`) when their role lacks the one
 * the operation names in `adminOperations` (the one table; null: any staff member). Called
 * before the operation's resolver, for every root field.
 *
 * @example
 * assertMay(context, 'cancelOrder'); // throws for a packer
 */
export function assertMay(context: AdminContext, rootField: string): void {
  const operation: AdminOperation | undefined = adminOperations.find(
    (op) => op.rootField === rootField,
  );
  if (!operation) throw new Error(`${rootField} is not an admin operation`);
  const { access } = context.caller;
  if (!access.staff) throw adminError('FORBIDDEN', adminErrorMessages.NOT_STAFF);
  if (operation.permission !== null && !access.permissions.includes(operation.permission)) {
    throw adminError('FORBIDDEN', roleRefusal(access.role, operation.permission));
  }
}
