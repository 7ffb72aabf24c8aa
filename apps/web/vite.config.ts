import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { mockCdn } from '../../mocks/vite-plugin.ts';
import { graphqlWebForClient } from './build/graphql-web-for-client.ts';

// With the mock API on, the mock CDN's pictures are served (dev, preview) and copied into the build.
const mocking = loadEnv('', import.meta.dirname, 'VITE_').VITE_API_MOCKING === 'true';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    graphqlWebForClient(),
    ...(mocking ? [mockCdn({ base: '/cdn' })] : []),
  ],
  resolve: {
    // Workspace packages expose their TypeScript sources under the `source` condition.
    conditions: ['source', 'module', 'browser', 'development|production'],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: true, manifest: true },
});
