import { defineConfig, defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Test files that run isolated (`vitest.isolated.config.ts`, project `web-isolated`): the cart
 * panel's first test waited out its 10 s for the dialog in every full run without isolation and
 * passed alone and after its neighbour — some state of an earlier file (not found yet) stays.
 */
export const ISOLATED_FILES = ['src/features/cart/__tests__/cartPanel.test.tsx'];

export default defineConfig((configEnv) =>
  mergeConfig(
    viteConfig(configEnv),
    defineProject({
      resolve: { conditions: ['source'] },
      test: {
        name: 'web',
        environment: 'jsdom',
        include: ['src/**/*.test.{ts,tsx}'],
        exclude: ISOLATED_FILES,
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
