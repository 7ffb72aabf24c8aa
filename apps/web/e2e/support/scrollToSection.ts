import type { Locator, Page } from '@playwright/test';

/**
 * A named section of the page (a home rail, a product's linked products), scrolled to as a
 * shopper would: sections below the fold render their content only as the shopper nears them
 * (RenderWhenNear), replacing their placeholder, so the scroll is done once on whichever is there.
 */
export async function scrollToSection(page: Page, name: string): Promise<Locator> {
  const section = page.getByRole('region', { name });
  await section.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  return section;
}
