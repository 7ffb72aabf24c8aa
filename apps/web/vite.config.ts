import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type UserConfig } from 'vite';
import { mockApi } from '../../mocks/vite-api-plugin.ts';
import { mockCdn } from '../../mocks/vite-plugin.ts';
import { graphqlWebForClient } from './build/graphql-web-for-client.ts';
import { mockConfigFrom } from './src/lib/mock-config.ts';
import { envFrom } from './src/lib/envFrom.ts';
import { checkEnv } from './src/lib/checkEnv.ts';

/**
 * react-router's production build. Its package exports only the development build, whose dev
 * warnings (and their messages) cost ~0.4 KB gzipped on every first load; the production build is
 * the same code with them off. react-router-dom re-exports react-router, so one alias covers both.
 */
function reactRouterProduction(): string {
  const fromDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom'));
  return join(dirname(fromDom.resolve('react-router/package.json')), 'dist/production/index.mjs');
}

/**
 * The build of `src/entry-server.tsx` for apps/server (`pnpm build` writes it to `dist/ssr/`,
 * which the server does not serve): every dependency bundled in (the server loads one file and
 * needs none of the web app's packages at run time), React's production build, Node's module
 * conditions, the same checked `VITE_` variables as the app's build.
 */
function serverRenderBuild(checked: ReturnType<typeof checkEnv>): UserConfig {
  return {
    define: {
      __HAAT_ENV__: JSON.stringify(checked),
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    plugins: [react(), graphqlWebForClient()],
    publicDir: false,
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        { find: /^react-router$/, replacement: reactRouterProduction() },
      ],
    },
    ssr: {
      noExternal: true,
      target: 'node',
      resolve: {
        conditions: ['source', 'module', 'node', 'production'],
        externalConditions: ['node', 'production'],
      },
    },
    build: {
      target: 'node20',
      sourcemap: true,
      minify: false,
      emptyOutDir: true,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  };
}

// Until a real backend exists, relative API and CDN addresses (the defaults in .env) are answered
// by this server from the mocks: the pictures (also copied into the build) and the storefront API.
// A build made with VITE_API_MOCKING=true also carries the mock API into the page (MSW worker).
export default defineConfig(({ command, mode, isSsrBuild }) => {
  // loadEnv also reads VITE_ variables from the environment (they win over the .env files).
  const raw = loadEnv(mode, import.meta.dirname, 'VITE_');
  // Checked here, once: a bad configuration fails the build, and the app gets the checked
  // variables (env.ts) without the schema and zod's checks on its first load.
  const checked = checkEnv(raw);
  const env = envFrom(checked, 'http://localhost');
  const cdnBase = raw.VITE_IMAGE_CDN_URL;
  // The server render (`vite build --ssr src/entry-server.tsx`, see serverRenderBuild): one
  // self-contained module for apps/server, on React's production build whatever NODE_ENV the
  // server runs with.
  if (isSsrBuild) return serverRenderBuild(checked);
  return {
    define: { __HAAT_ENV__: JSON.stringify(checked) },
    plugins: [
      react(),
      tailwindcss(),
      graphqlWebForClient(),
      ...(cdnBase?.startsWith('/') ? [mockCdn({ base: cdnBase })] : []),
      ...(raw.VITE_GRAPHQL_URL?.startsWith('/') ? [mockApi(mockConfigFrom(env))] : []),
    ],
    resolve: {
      // Workspace packages expose their TypeScript sources under the `source` condition.
      conditions: ['source', 'module', 'browser', 'development|production'],
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        ...(command === 'build'
          ? [{ find: /^react-router$/, replacement: reactRouterProduction() }]
          : []),
      ],
    },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    build: {
      target: 'es2022',
      sourcemap: true,
      manifest: true,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // Each lazy page (and the first load) arrives as one or two files instead of dozens.
        // By default Rolldown splits every module two pages share into its own small chunk: a
        // product page needed 23 (24 KB gzipped), queued on a phone's few connections before its
        // gallery could render. Inlined, Rolldown copies shared modules into the chunks that use
        // them; its shared runtime still evaluates each once, so a store is one store (browser
        // journeys). Lighthouse mobile, median of 5 (default → inlined): product page 81 → 92,
        // home 91 → 95. Cost: a home → product → cart → checkout → order journey downloads
        // 199 KB in 13 files instead of 189 KB in 63.
        preserveEntrySignatures: false,
        output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: Infinity } } },
      },
    },
  };
});
