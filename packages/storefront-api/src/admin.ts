// The admin contract (issue 23): its SDL, schema, operations with their permissions, errors.
import { buildSchema, type GraphQLSchema } from 'graphql';
import { adminTypeDefs } from './generated/adminTypeDefs.js';

export { adminTypeDefs } from './generated/adminTypeDefs.js';
export {
  adminOperations,
  ORDER_MOVE_PERMISSIONS,
  type AdminOperation,
} from './admin-operations.js';
export { adminPermissions, staffRoles, type AdminPermissionName } from './admin-permissions.js';
export {
  adminErrorCodes,
  adminErrorMessages,
  roleRefusal,
  type AdminErrorCode,
} from './admin-errors.js';

/**
 * Builds the admin API's `GraphQLSchema` from its SDL (validated on build): the second schema
 * the backend's edge serves, at `POST /admin/graphql`, with its own caller policy (staff only).
 *
 * @example
 * const schema = buildAdminSchema();
 * schema.getMutationType()?.getFields().dispatchOrder; // defined
 */
export function buildAdminSchema(): GraphQLSchema {
  return buildSchema(adminTypeDefs);
}
