import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { addSerumButton, placeGuestCodOrder } from './support/guestCodCheckout';
import { scrollToSection } from './support/scrollToSection';

/**
 * The shop with every third-party address unreachable (spec 7 "Other calls"; issue 8): tag
 * manager, marketing events, promo popup, chat bot, payment script, server-side tracker and error
 * reporting all point at a closed local port, and the IP and search services fail (mock
 * scenarios). The shop must still load, stay free of error toasts and take a COD order.
 *
 * This journey builds and serves its own copy of the app with that configuration, so it runs the
 * same whether started alone or with the whole suite.
 */
const DEAD = 'http://127.0.0.1:9';
const UNREACHABLE = {
  VITE_GTM_ID: 'GTM-UNREACHABLE',
  VITE_GTM_SCRIPT_URL: `${DEAD}/gtm.js`,
  VITE_MARKETING_EVENTS_URL: `${DEAD}/marketing-events.js`,
  VITE_PROMO_POPUP_URL: `${DEAD}/promo-popup.js`,
  VITE_CHATBOT_URL: `${DEAD}/chat-bot.js`,
  VITE_RAZORPAY_SCRIPT_URL: `${DEAD}/razorpay-checkout.js`,
  VITE_TRACKER_URL: `${DEAD}/collect`,
  VITE_SENTRY_DSN: `http://publickey@127.0.0.1:9/1`,
};
const appDir = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 4173) + 100;
const outDir = `${process.env.E2E_OUT_DIR ?? 'dist'}-unreachable`;
const base = `http://127.0.0.1:${port}`;
let preview: ChildProcess | undefined;

test.use({ baseURL: base });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const build = spawnSync(
    'pnpm',
    ['exec', 'vite', 'build', '--outDir', outDir, '--logLevel', 'error'],
    {
      cwd: appDir,
      env: { ...process.env, ...UNREACHABLE },
      encoding: 'utf8',
    },
  );
  if (build.status !== 0) throw new Error(`build failed:\n${build.stderr}`);
  preview = spawn(
    'pnpm',
    [
      'exec',
      'vite',
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
      '--outDir',
      outDir,
    ],
    { cwd: appDir, stdio: 'ignore', detached: true },
  );
  await expect
    .poll(
      () =>
        fetch(base).then(
          (response) => response.ok,
          () => false,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
});

test.afterAll(() => {
  if (preview?.pid) process.kill(-preview.pid);
});

test('with every third party unreachable the shop loads and takes a COD order', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(DEAD)) failed.push(new URL(request.url()).pathname);
  });
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));

  await page.goto('/?mockScenario=network-error@get-ip,network-error@search');
  const featured = await scrollToSection(page, 'Featured');
  await expect(featured.getByRole('article').first()).toBeVisible();

  // The configured scripts were really asked for, asynchronously, and failed.
  await expect
    .poll(() => [...new Set(failed)].sort(), { timeout: 10_000 })
    .toEqual(
      expect.arrayContaining([
        '/chat-bot.js',
        '/gtm.js',
        '/marketing-events.js',
        '/promo-popup.js',
      ]),
    );
  const scripts = await page.locator('script[src^="http://127.0.0.1:9"]').count();
  expect(scripts).toBe(0); // failed loads are removed, nothing left half-loaded

  // Shop as usual: add to cart, check out as a guest, pay cash on delivery.
  await addSerumButton(page).click();
  await page.goto('/pages/cart');
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await placeGuestCodOrder(page);

  // Meanwhile the tracker could not be reached either (flushed 5 s after the first event), and
  // no failure of a third party reached the shopper as an error toast or an uncaught error.
  await expect.poll(() => failed.includes('/collect'), { timeout: 15_000 }).toBe(true);
  await expect(page.getByText(/Network Error|Something went wrong!|timeout of/)).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});
