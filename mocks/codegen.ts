import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed resolvers for the mock backend, generated from the storefront SDL.
// Run `pnpm --filter @haat/mocks codegen` after changing packages/storefront-api/schema.graphql.
const config: CodegenConfig = {
  schema: '../packages/storefront-api/schema.graphql',
  generates: {
    'lib/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        immutableTypes: true,
        skipTypename: true,
        contextType: '../context.js#MockContext',
        mapperTypeSuffix: 'Model',
        mappers: {
          Store: '../../data/types.js#Store',
          Product: '../../data/types.js#Product',
          Variant: '../../data/types.js#Variant',
          Coupon: '../../data/types.js#Coupon',
          CollectionType: '../../data/types.js#CollectionType',
          Menu: '../../data/types.js#Menu',
          LinkedProduct: '../../data/types.js#LinkedProduct',
          InitialData: '../models.js#InitialDataModel',
        },
        scalars: { ID: 'string' },
        maybeValue: 'T | null',
        inputMaybeValue: 'T | null | undefined',
      },
    },
  },
  hooks: {
    // The subscription helpers of typescript-resolvers use `any`; we have no subscriptions.
    afterOneFileWrite: [
      "sed -i -E 's/(<|, )any([,>])/\\1unknown\\2/g; s/\\.\\.\\.args: any\\[\\]/...args: unknown[]/g'",
      'prettier --write',
    ],
  },
};

export default config;
