import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { graphqlWebForClient } from './build/graphql-web-for-client.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), graphqlWebForClient()],
  resolve: {
    // Workspace packages expose their TypeScript sources under the `source` condition.
    conditions: ['source', 'module', 'browser', 'development|production'],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: true, manifest: true },
});
