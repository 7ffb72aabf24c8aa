import { expect, type Page } from '@playwright/test';
import {
  ASHA,
  confirmPhoneCode,
  expectConfirmed,
  fillAddress,
  VITAMIN_C,
} from '../checkout-support';

/** The sample product both plumbing journeys buy (@haat/sample-shop). */
export const SERUM = { id: 'prd-vitamin-c-brightening-serum', title: VITAMIN_C };

/** The serum's "Add to cart" button in the home page's Featured rail. */
export const addSerumButton = (page: Page) =>
  page
    .getByRole('region', { name: 'Featured' })
    .getByRole('button', { name: new RegExp(`^Add to cart\\W+${SERUM.title}$`) });

/**
 * From the checkout page: a guest's Bengaluru address, cash on delivery, the phone's code, the
 * confirmed order.
 */
export async function placeGuestCodOrder(page: Page) {
  const form = await fillAddress(page, ASHA);
  await expect(form.getByLabel('City')).toHaveValue('Bengaluru');
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await confirmPhoneCode(page);
  await expectConfirmed(page);
}
