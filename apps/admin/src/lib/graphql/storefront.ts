import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './storefront-env.d.ts';

/**
 * Typed documents of the storefront API (the sign-in codes only), from
 * `packages/storefront-api/schema.graphql`.
 */
export const storefrontGraphql = initGraphQLTada<{
  introspection: introspection;
  disableMasking: true;
  scalars: {
    AWSDateTime: string;
    AWSDate: string;
    AWSJSON: string;
    AWSEmail: string;
    AWSPhone: string;
    AWSURL: string;
  };
}>();
