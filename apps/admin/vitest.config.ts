import { defineConfig, defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((configEnv) =>
  mergeConfig(
    viteConfig(configEnv),
    defineProject({
      resolve: { conditions: ['source'] },
      test: {
        name: 'admin',
        environment: 'jsdom',
        include: ['src/**/*.test.{ts,tsx}'],
        setupFiles: ['./src/test/setup.ts'],
        restoreMocks: true,
        // Room for findBy/waitFor's 10 s (src/test/setup.ts) on a busy machine.
        testTimeout: 30_000,
      },
    }),
  ),
);
