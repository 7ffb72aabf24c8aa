import { expect, test, type ConsoleMessage } from '@playwright/test';

const PRODUCT = '/products/vitamin-c-brightening-serum';
const TITLE = '10% Vitamin C Brightening Serum';

// The server renders a product page: a shopper on a slow phone sees the product before the app's
// JavaScript has arrived, and the app then takes the page over without a flash or a mismatch.
test('a shopper sees the server-rendered product before the scripts run, then the app takes over', async ({
  page,
}) => {
  const problems: string[] = [];
  const isProblem = (message: ConsoleMessage) =>
    message.type() === 'error' || /hydrat/i.test(message.text());
  page.on('console', (message) => {
    if (isProblem(message)) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(PRODUCT, { waitUntil: 'commit' });

  // Before any script: the header, the product's title, picture, price and Add to cart.
  const main = page.getByRole('main');
  const heading = main.getByRole('heading', { level: 1, name: TITLE });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Haat home' })).toBeVisible();
  await expect(
    main.getByRole('img', { name: '10% Vitamin C Brightening Serum, 30 ml pack' }).first(),
  ).toBeVisible();
  await expect(main.getByText('Price ₹599', { exact: true }).first()).toBeVisible();
  await expect(main.getByRole('button', { name: 'Add to cart', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${TITLE} | Haat Skincare`);
  const renderedByServer = await heading.elementHandle();
  // A tap on Add to cart before the app has arrived is kept (public/early-taps.js, loaded apart
  // from the app's scripts) …
  await page.waitForFunction(() => Array.isArray(window.__haatEarlyTaps));
  await main.getByRole('button', { name: 'Add to cart', exact: true }).click();

  releaseScripts();
  // … and done once the app has taken over: the serum is in the cart without a second tap.
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Announcements' })).toBeVisible();
  // From then on the page answers as the app: another tap adds another.
  await main.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Cart, 2 items' }),
  ).toBeVisible();
  // Still the server's heading (nothing was rendered again), and nothing went wrong on the way.
  expect(await renderedByServer?.evaluate((node) => node.isConnected)).toBe(true);
  expect(problems).toEqual([]);
});
