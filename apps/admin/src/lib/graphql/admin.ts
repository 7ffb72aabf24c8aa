import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './admin-env.d.ts';

/**
 * Typed documents of the admin API, written next to the feature that sends them:
 * `const AdminMeDocument = adminGraphql(\`query AdminMe { adminMe { role } }\`)`. Types come from
 * `packages/storefront-api/admin.graphql` (`pnpm codegen` regenerates `admin-env.d.ts`);
 * `__tests__/documents.test.ts` validates every document against the SDL.
 */
export const adminGraphql = initGraphQLTada<{
  introspection: introspection;
  disableMasking: true;
}>();

export type { ResultOf, VariablesOf } from 'gql.tada';
