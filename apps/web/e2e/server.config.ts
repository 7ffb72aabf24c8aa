import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// E2E_SERVER_PORT / E2E_SERVER_OUT_DIR let several engineers run these side by side.
const port = Number(process.env.E2E_SERVER_PORT ?? 4180);
const outDir = process.env.E2E_SERVER_OUT_DIR ?? 'dist-server';
const baseURL = `http://127.0.0.1:${port}`;
const webDir = fileURLToPath(new URL(`../${outDir}`, import.meta.url));

/**
 * The purchase journeys (and the store's own pages) in Chromium against the real server (apps/server on PGlite, a fresh
 * data directory per run) serving the production build made without mocks: the same journeys
 * the mock runs, now through SQL storage, RS256 sign-in and the sandbox payment gateway. The
 * one-time code is fixed (FIXED_OTP) as the mock's is.
 */
export default defineConfig({
  ...base,
  testMatch: [
    'guest-cod-checkout.spec.ts',
    'guest-cod-phone-code.spec.ts',
    'prepaid-checkout.spec.ts',
    'sign-in-account-order.spec.ts',
    'guest-orders-after-sign-in.spec.ts',
    'trust-pages.spec.ts',
    'server-rendered-product.spec.ts',
  ],
  testIgnore: [],
  outputDir: '../test-results/e2e-server',
  reporter: [['list']],
  use: { ...base.use, baseURL },
  projects: base.projects?.filter((project) => project.name === 'mobile') ?? [],
  webServer: {
    command: 'node --conditions=source --import tsx src/main.ts',
    cwd: fileURLToPath(new URL('../../server', import.meta.url)),
    url: `${baseURL}/readyz`,
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'haat-e2e-server-')),
      WEB_DIR: webDir,
      FIXED_OTP: '123456',
      LOG_LEVEL: 'warn',
    },
    reuseExistingServer: false,
    // PGlite's first start (initdb in WASM, migrations, the sample shop) on a busy machine.
    timeout: 180_000,
  },
});
