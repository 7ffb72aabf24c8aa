import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT / E2E_OUT_DIR let several engineers run journeys side by side on one machine.
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_OUT_DIR ?? 'dist';
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Chromium honours only the last `--disable-features`, so this repeats the list Playwright 1.65
 * passes (its chromiumSwitches) and adds the two that start Chromium 156's WebUI omnibox popup:
 * a "WebUI Top Renderer" process per browser window, ~1–1.5 s of CPU for every test's context.
 */
const chromiumDisabledFeatures = `--disable-features=${[
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
].join(',')}`;

/**
 * Browser journeys in Debian's Chromium (never a downloaded browser). `pnpm e2e` builds the app
 * with the mock API first; this config only serves the build with `vite preview`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Journeys of the server-rendered pages run against the server only (server.config.ts).
  testIgnore: ['server-rendered-*.spec.ts'],
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['html', { outputFolder: '../playwright-report', open: 'never' }]],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    // No screencast: it copies every frame the page paints, and the top runner paints sixty a
    // second, so recording one test took ~1.4 of the machine's 2 cores (measured: 14 CPU-seconds
    // per idle 10 s on home, against 1.3 without it). The action snapshots stay.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        chromiumDisabledFeatures,
      ],
    },
  },
  projects: [
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
    // Desktop (1280 px) for the journeys listed here; add yours when it should run on both.
    {
      name: 'desktop',
      testMatch: [
        'browse-*.spec.ts',
        'search-from-header.spec.ts',
        'main-action-in-reach.spec.ts',
        'small-things-a-shopper-notices.spec.ts',
      ],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: `pnpm exec vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${outDir}`,
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    url: baseURL,
    // Never another process's server: a preview left running by another checkout on this port
    // would be tested in place of this build. A busy port fails the run instead (set E2E_PORT).
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
