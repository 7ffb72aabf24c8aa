import type { Plugin } from 'vite';

/**
 * graphql-request only needs `parse`, `print` and `Kind` from graphql-js, which costs ~10 KB
 * gzipped on the first load. @0no-co/graphql.web is a spec-compliant drop-in for exactly those
 * (the one urql ships). Only graphql-request's imports are redirected: the mock backend, which
 * executes operations against the SDL, keeps the real graphql-js.
 */
export function graphqlWebForClient(): Plugin {
  return {
    name: 'haat:graphql-web-for-client',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== 'graphql' || !importer?.includes('/graphql-request/')) return null;
      return this.resolve('@0no-co/graphql.web', import.meta.filename, { skipSelf: true });
    },
  };
}
