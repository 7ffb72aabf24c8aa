import { defineConfig, defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((configEnv) =>
  mergeConfig(
    viteConfig(configEnv),
    defineProject({
      resolve: { conditions: ['source'] },
      test: {
        name: 'web',
        environment: 'jsdom',
        include: ['src/**/*.test.{ts,tsx}'],
        // One worker and one jsdom run file after file: a fresh process, jsdom and package imports
        // per file made the project 655 s of CPU, 242 s without. src/test/fresh-file.ts gives
        // each file fresh app modules and a blank document, as isolation did.
        isolate: false,
        setupFiles: ['./src/test/fresh-file.ts', './src/test/setup.ts'],
        // Evaluated with the app's modules, so fresh-file.ts renews it too: its toasts live in
        // module state, and one file's toasts must not show in the next file's toaster.
        server: { deps: { inline: ['sonner'] } },
        restoreMocks: true,
        // Room for findBy/waitFor's 10 s (src/test/setup.ts) on a busy machine.
        testTimeout: 30_000,
      },
    }),
  ),
);
