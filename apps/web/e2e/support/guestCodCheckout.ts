import { expect, type Page } from '@playwright/test';

/** The sample product both plumbing journeys buy (mocks/data). */
export const SERUM = {
  id: 'prd-vitamin-c-brightening-serum',
  title: '10% Vitamin C Brightening Serum',
};

/** The serum's "Add to cart" button in the home page's Featured rail. */
export const addSerumButton = (page: Page) =>
  page
    .getByRole('region', { name: 'Featured' })
    .getByRole('button', { name: new RegExp(`^Add to cart\\W+${SERUM.title}$`) });

/**
 * From the checkout page: a guest's Bengaluru address, cash on delivery, "Place order", and the
 * confirmation heading.
 */
export async function placeGuestCodOrder(page: Page) {
  const form = page.getByRole('region', { name: 'Delivery address' });
  await form.getByLabel('First name').fill('Asha');
  await form.getByLabel('Phone number').fill('9876543210');
  await form.getByLabel('Pin code').fill('560001');
  await form.getByLabel('Address (house no., building, street)').fill('12 MG Road');
  await expect(form.getByLabel('City')).toHaveValue('Bengaluru');
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you! Your order is confirmed' }),
  ).toBeVisible({ timeout: 15_000 });
}
