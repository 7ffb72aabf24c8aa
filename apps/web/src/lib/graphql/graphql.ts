import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

/**
 * Typed operation documents. Write each document next to the feature that sends it:
 * `const GetX = graphql(\`query GetX { ... }\`)`. Types come from the storefront SDL
 * (`pnpm codegen` regenerates `graphql-env.d.ts`); `__tests__/documents.test.ts` validates
 * every document, fragments attached, against the SDL so drift fails the build.
 */
export const graphql = initGraphQLTada<{
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

export type { ResultOf, VariablesOf } from 'gql.tada';
