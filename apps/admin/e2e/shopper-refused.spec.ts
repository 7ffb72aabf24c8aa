import { expect, test } from '@playwright/test';
import { attemptPhone } from './support/attempt';
import { signInToConsole } from './support/signIn';

test('a shopper who signs in at /admin is told the number is not staff and sees nothing else', async ({
  page,
}) => {
  const shopper = attemptPhone('9833300001');
  await signInToConsole(page, shopper, { staff: false });
  await expect(
    page.getByRole('heading', { name: "This number is not on the shop's staff." }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`+91${shopper} is a shopper's account.`)).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('link')).toHaveCount(0);
});
