import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { mockApi } from '../../mocks/vite-api-plugin.ts';
import { checkEnv } from './src/lib/checkEnv.ts';

/** The console lives under /admin on the server (apps/server/src/admin-static). */
export const ADMIN_BASE = '/admin/';

// While the API addresses are relative (the defaults in .env), Vite's dev server answers them
// from the mocks: the storefront API (one-time codes), the user pool and the admin API
// (mocks/handlers/admin-graphql.ts: `…/graphql` → `…/admin/graphql`, as on the server), so
// `pnpm dev:admin` runs without a server.
export default defineConfig(({ mode }) => {
  const raw = loadEnv(mode, import.meta.dirname, 'VITE_');
  const env = checkEnv(raw);
  const origin = 'http://127.0.0.1:5174';
  const absolute = (path: string) => new URL(path, origin).href;
  return {
    base: ADMIN_BASE,
    plugins: [
      react(),
      tailwindcss(),
      ...(env.VITE_ADMIN_GRAPHQL_URL.startsWith('/')
        ? [
            mockApi({
              graphqlUrl: absolute(env.VITE_GRAPHQL_URL),
              searchUrl: absolute('/search-service'),
              ipUrl: absolute('/api/get-ip'),
              cdnUrl: absolute(env.VITE_IMAGE_CDN_URL),
              apiKey: env.VITE_API_KEY,
              fixedOtp: env.VITE_FIXED_OTP,
              cognito: env.VITE_COGNITO_ENDPOINT
                ? {
                    endpoint: absolute(env.VITE_COGNITO_ENDPOINT),
                    clientId: env.VITE_COGNITO_CLIENT_ID,
                    userPoolId: env.VITE_COGNITO_USER_POOL_ID,
                  }
                : undefined,
            }),
          ]
        : []),
    ],
    resolve: {
      // Workspace packages expose their TypeScript sources under the `source` condition.
      conditions: ['source', 'module', 'browser', 'development|production'],
      alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
    },
    server: { host: '127.0.0.1', port: 5174 },
    preview: { host: '127.0.0.1', port: 4175, strictPort: true },
    build: { target: 'es2022', sourcemap: true, modulePreload: { polyfill: false } },
  };
});
