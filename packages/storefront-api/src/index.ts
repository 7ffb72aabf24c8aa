export { typeDefs } from './generated/typeDefs.js';
export { buildStorefrontSchema } from './schema.js';
export {
  storefrontOperations,
  extraOperations,
  userOnlyRootFields,
  type OperationAccess,
  type StorefrontOperation,
  type StorefrontOperationName,
} from './operations.js';
