import { expect, type Page } from '@playwright/test';
import { TEST_CODE } from './storefront';

/**
 * Opens `path` (/admin) and signs in with `phone` (10 digits) and the fixed one-time code, as a
 * staff member does at the console's sign-in page. `staff`: waits until the console shows who
 * is signed in (a shopper is refused instead).
 *
 * @example
 * await signInToConsole(page, '9811100001');
 */
export async function signInToConsole(
  page: Page,
  phone: string,
  options: { path?: string; staff?: boolean } = {},
) {
  const { path = '/admin', staff = true } = options;
  await page.goto(path);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = page.getByRole('textbox', { name: '6-digit code' });
  // The first code of a run waits on a busy machine (the server's first SMS outbox work).
  await expect(code).toBeVisible({ timeout: 20_000 });
  await code.fill(TEST_CODE);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (staff) {
    await expect(
      page.getByRole('banner').getByRole('button', { name: new RegExp(`^\\+91${phone} · `) }),
    ).toBeVisible({ timeout: 20_000 });
  }
}
