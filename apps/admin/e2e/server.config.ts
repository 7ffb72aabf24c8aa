import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import base from '../../web/e2e/playwright.config';
import { STAFF_TO_ADD } from './support/staff';

// E2E_ADMIN_PORT / E2E_ADMIN_OUT_DIR let several engineers run these side by side.
const port = Number(process.env.E2E_ADMIN_PORT ?? 4181);
const outDir = process.env.E2E_ADMIN_OUT_DIR ?? 'dist-server';
const baseURL = `http://127.0.0.1:${port}`;
const adminDir = fileURLToPath(new URL(`../${outDir}`, import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'haat-e2e-admin-'));

const node = 'node --conditions=source --import tsx';
/** The journey that registers the shop for GST (its own project, run last). */
const GST_JOURNEY = 'gst-invoice.spec.ts';
/**
 * The staff, added before the server starts as a shop owner would (`pnpm staff:add`): one
 * command per role (each a Node start and a database open, seconds on a busy machine).
 */
const addStaff = [...new Set(STAFF_TO_ADD.map((member) => member.role))].map(
  (role) =>
    `${node} src/staff-add.ts ${STAFF_TO_ADD.filter((member) => member.role === role)
      .map((member) => member.phone)
      .join(' ')} --role ${role}`,
);

/**
 * The staff console's journeys in Debian's Chromium against the real server (apps/server on
 * PGlite, a fresh data directory per run) serving the console's production build at /admin:
 * staff sign in with phone and the fixed one-time code (FIXED_OTP, as the storefront's server
 * journeys), orders are placed through the storefront API, shipments booked with a local fake of
 * Shiprocket on 127.0.0.1 (no real courier is called). No storefront build is needed: the
 * server answers the API alone (WEB_DIR points nowhere).
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '**/*.spec.ts',
  testIgnore: [],
  outputDir: '../test-results/e2e-server',
  reporter: [['list']],
  timeout: 60_000,
  use: { ...base.use, baseURL },
  projects: [
    {
      name: 'desktop',
      testIgnore: ['packer-*.spec.ts', GST_JOURNEY],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // The packer at the packing table: a phone-sized screen.
    {
      name: 'phone',
      testMatch: ['packer-*.spec.ts'],
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    },
    // Registers the shop for GST: from then on a dispatch issues a tax invoice and is refused
    // for a product without an HSN code, which other journeys order. So it starts only after
    // every other journey has finished (they share one server).
    {
      name: 'gst',
      testMatch: [GST_JOURNEY],
      dependencies: ['desktop', 'phone'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // The server books with the local Shiprocket fake (test/fakes/with-fake-shiprocket.ts).
    command: [...addStaff, `${node} test/fakes/with-fake-shiprocket.ts`].join(' && '),
    cwd: fileURLToPath(new URL('../../server', import.meta.url)),
    url: `${baseURL}/readyz`,
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIR: join(dataDir, 'no-web-build'),
      ADMIN_DIR: adminDir,
      FIXED_OTP: '123456',
      LOG_LEVEL: 'warn',
    },
    reuseExistingServer: false,
    // PGlite's first start (initdb in WASM, migrations, the sample shop) on a busy machine.
    timeout: 240_000,
  },
});
