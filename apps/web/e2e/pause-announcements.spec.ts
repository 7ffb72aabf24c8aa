import { expect, test } from '@playwright/test';

test('a shopper stops the moving announcements with Pause and starts them again', async ({
  page,
}) => {
  await page.goto('/');
  const runner = page.getByRole('list', { name: 'Announcements' });
  await expect(runner).toHaveCSS('animation-play-state', 'running');

  await page.getByRole('button', { name: 'Pause announcements' }).click();
  await expect(runner).toHaveCSS('animation-play-state', 'paused');

  await page.getByRole('button', { name: 'Play announcements' }).click();
  await expect(runner).toHaveCSS('animation-play-state', 'running');
});
