import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed resolvers for every host of the contract (mocks, backend, server), generated from the SDL
// by `pnpm codegen` into src/generated (not tracked). The context is left to the host:
// `Resolvers<MyContext>`. Catalogue entities resolve from the catalogue records of
// src/catalogue/types.ts, the import format of a shop's data.
const config: CodegenConfig = {
  silent: true,
  generates: {
    // The admin contract as served (admin.graphql with the storefront enums it shares, written by
    // scripts/generate-typedefs.mjs): its own resolver types, mapped to nothing (the admin
    // resolvers answer plain objects of these types).
    'src/generated/admin-resolvers-types.ts': {
      schema: 'src/generated/admin.graphql',
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        immutableTypes: true,
        skipTypename: true,
        contextType: 'unknown',
        scalars: { ID: 'string' },
        maybeValue: 'T | null',
        inputMaybeValue: 'T | null | undefined',
      },
    },
    'src/generated/resolvers-types.ts': {
      schema: 'schema.graphql',
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        immutableTypes: true,
        skipTypename: true,
        contextType: 'unknown',
        mapperTypeSuffix: 'Model',
        mappers: {
          Store: '../catalogue/types.js#Store',
          Product: '../catalogue/types.js#Product',
          Variant: '../catalogue/types.js#Variant',
          Coupon: '../catalogue/types.js#Coupon',
          CollectionType: '../catalogue/types.js#CollectionType',
          Menu: '../catalogue/types.js#Menu',
          LinkedProduct: '../catalogue/types.js#LinkedProduct',
          InitialData: '../resolver-models.js#InitialDataModel',
          ProductConnection: '../resolver-models.js#ProductConnectionModel',
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
    ],
  },
};

export default config;
