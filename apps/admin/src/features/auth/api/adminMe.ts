import { adminPermissions, staffRoles } from '@haat/storefront-api/admin';
import * as z from 'zod/mini';
import { adminGraphql } from '@/lib/graphql/admin';
import { adminRequest } from '@/lib/graphql/client';
import type { StaffSession } from '@/stores/sessionStore';

/** Who the signed-in staff member is, and what their role may do. */
export const AdminMeDocument = adminGraphql(`
  query AdminMe {
    adminMe {
      userId
      phone
      name
      role
      permissions
    }
  }
`);

const AdminMe = z.object({
  userId: z.string(),
  phone: z.string(),
  name: z.nullable(z.string()),
  role: z.enum(staffRoles),
  permissions: z.array(z.enum(adminPermissions)),
});

/**
 * Reads `adminMe`. A user who is not staff is refused FORBIDDEN ('You are not staff of this
 * shop.'), thrown as an ApiError whose `isNotStaff` is true.
 *
 * @example
 * const staff = await fetchAdminMe(); staff.permissions.includes('ORDERS_READ');
 */
export async function fetchAdminMe(): Promise<StaffSession> {
  const data = await adminRequest(AdminMeDocument, {});
  return AdminMe.parse(data.adminMe);
}
