import { expect, type Page } from '@playwright/test';

/** The code every mock OTP has (VITE_FIXED_OTP=123456 in .env). */
export const TEST_CODE = '123456';

/**
 * From the header: phone, the one-time code and, on a first sign-in, the shopper's first name.
 * `afterRecentCode`: the phone was sent a code (the checkout's) moments ago and it was used up,
 * so the shopper waits out the resend interval (30 s) and asks for a new one.
 */
export async function signInWithCode(
  page: Page,
  phone: string,
  firstName: string,
  options: { readonly afterRecentCode?: boolean } = {},
) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await signIn.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await signIn.getByRole('button', { name: 'Send code' }).click();
  if (options.afterRecentCode) {
    const resend = signIn.getByRole('button', { name: 'Resend code' });
    await expect(resend).toBeEnabled({ timeout: 60_000 });
    await resend.click();
    await expect(signIn.getByText('A new code has been sent.')).toBeVisible();
  }
  await signIn.getByRole('textbox', { name: '6-digit code' }).fill(TEST_CODE);
  await signIn.getByRole('button', { name: 'Verify' }).click();
  const welcome = page.getByRole('dialog', { name: 'Create your account' });
  await welcome.getByRole('textbox', { name: 'First name' }).fill(firstName);
  await welcome.getByRole('button', { name: 'Save' }).click();
  await expect(welcome).toBeHidden();
}
