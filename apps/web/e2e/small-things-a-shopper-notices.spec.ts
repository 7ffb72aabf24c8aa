import { expect, test, type Page } from '@playwright/test';
import { addFromShop, VITAMIN_C } from './checkout-support';
import { scrollToSection } from './support/scrollToSection';

/**
 * Controls smaller than 24 × 24 CSS px (WCAG 2.2 2.5.8) on the page as it is, every section
 * rendered (a Tab press renders them). Links inside a sentence are exempt, as the criterion
 * says, and so are visually hidden inputs whose label is the target and links whose target is
 * their whole card.
 */
async function smallTargets(page: Page): Promise<string[]> {
  await page.keyboard.press('Tab');
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const small: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type=hidden]), select, textarea, summary',
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (control.classList.contains('sr-only')) continue;
      if (control.tagName === 'A' && control.closest('p')) continue;
      // A card's title link stretched over the whole card by its ::after.
      if (getComputedStyle(control, '::after').position === 'absolute') continue;
      if (box.width < 24 || box.height < 24) {
        const name = control.getAttribute('aria-label') ?? control.textContent ?? '';
        small.push(`${control.tagName} "${name.trim()}" ${box.width}×${box.height}`);
      }
    }
    return small;
  });
}

test('zoom is allowed, and form fields are big enough that phones do not zoom on focus', async ({
  page,
}) => {
  await addFromShop(page, [VITAMIN_C]);
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
    'content',
    'width=device-width, initial-scale=1',
  );
  for (const path of ['/shop', '/pages/checkout']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const sizes = await page
      .locator('input:not([type=radio]):not([type=checkbox]):visible, select:visible')
      .evaluateAll((fields) => fields.map((field) => parseFloat(getComputedStyle(field).fontSize)));
    expect(sizes.length).toBeGreaterThan(0);
    const wide = (page.viewportSize()?.width ?? 0) >= 768;
    // Phones: 16 px at least. From 768 px a select may be smaller (no zoom on focus there).
    if (!wide) expect(Math.min(...sizes)).toBeGreaterThanOrEqual(16);
  }
});

test('every control is at least 24 × 24 px where a shopper buys', async ({ page }) => {
  test.setTimeout(60_000);
  await addFromShop(page, [VITAMIN_C]);
  for (const path of [
    '/',
    '/products/vitamin-c-brightening-serum',
    '/pages/cart',
    '/pages/checkout',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    expect(await smallTargets(page), path).toEqual([]);
  }
});

test('the focus ring is the brand ink with an offset, not an error red', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Offers' })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const ring = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement ?? document.body);
    return { color: style.outlineColor, style: style.outlineStyle, offset: style.outlineOffset };
  });
  expect(ring).toEqual({ color: 'rgb(31, 61, 43)', style: 'solid', offset: '2px' });
});

test('the announcements never run under their Pause button', async ({ page }) => {
  await page.goto('/');
  const runner = page.getByRole('list', { name: 'Announcements' });
  const pause = page.getByRole('button', { name: 'Pause announcements' });
  await expect(pause).toBeVisible();
  const clipRight = await runner.evaluate(
    (list) => list.parentElement?.getBoundingClientRect().right ?? Infinity,
  );
  const pauseLeft = (await pause.boundingBox())?.x ?? 0;
  expect(clipRight).toBeLessThanOrEqual(pauseLeft);
  const overflow = await runner.evaluate((list) => getComputedStyle(list.parentElement!).overflow);
  expect(overflow).toBe('hidden');
});

test('rails line up with their headings, on home and under a product', async ({ page }) => {
  await page.goto('/');
  const deals = await scrollToSection(page, 'Limited-time deals');
  const firstCard = deals.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  const headingX = (await deals.getByRole('heading', { name: 'Limited-time deals' }).boundingBox())
    ?.x;
  expect((await firstCard.boundingBox())?.x).toBe(headingX);

  await page.goto('/products/vitamin-c-brightening-serum');
  const linked = await scrollToSection(page, 'Pairs well with');
  await expect(linked.getByRole('article').first()).toBeVisible();
  const description = page.getByRole('heading', { name: 'Description' });
  expect((await linked.getByRole('heading', { name: 'Pairs well with' }).boundingBox())?.x).toBe(
    (await description.boundingBox())?.x,
  );
  expect((await linked.getByRole('article').first().boundingBox())?.x).toBe(
    (await description.boundingBox())?.x,
  );
});
