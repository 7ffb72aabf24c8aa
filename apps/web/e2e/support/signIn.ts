import { expect, type Page } from '@playwright/test';

/** The code every mock OTP has (VITE_FIXED_OTP=123456 in .env). */
export const TEST_CODE = '123456';

/** From the header: phone, the one-time code and, on a first sign-in, the shopper's first name. */
export async function signInWithCode(page: Page, phone: string, firstName: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await signIn.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await signIn.getByRole('button', { name: 'Send code' }).click();
  await signIn.getByRole('textbox', { name: '6-digit code' }).fill(TEST_CODE);
  await signIn.getByRole('button', { name: 'Verify' }).click();
  const welcome = page.getByRole('dialog', { name: 'Create your account' });
  await welcome.getByRole('textbox', { name: 'First name' }).fill(firstName);
  await welcome.getByRole('button', { name: 'Save' }).click();
  await expect(welcome).toBeHidden();
}
