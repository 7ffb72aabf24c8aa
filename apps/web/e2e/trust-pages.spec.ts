import { expect, test } from '@playwright/test';

test("a shopper finds customer care in the footer and reads the store's returns policy", async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();

  // Customer care from the store data: call and email links, and the hours.
  const care = footer.getByRole('region', { name: 'Customer care' });
  await expect(care.getByRole('link', { name: '+91 80 4718 2290' })).toHaveAttribute(
    'href',
    'tel:+918047182290',
  );
  await expect(care.getByRole('link', { name: 'care@haatskincare.in' })).toHaveAttribute(
    'href',
    'mailto:care@haatskincare.in',
  );
  await expect(care.getByText('Mon–Sat, 10 am – 7 pm IST')).toBeVisible();

  // The four policy pages; the returns page shows the store's text.
  const policies = footer.getByRole('navigation', { name: 'Policies' });
  await expect(policies.getByRole('link')).toHaveText([
    'Returns and refunds',
    'Shipping',
    'Privacy policy',
    'Terms and conditions',
  ]);
  await policies.getByRole('link', { name: 'Returns and refunds' }).click();
  await expect(page).toHaveURL(/\/policies\/returns$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Returns and refunds' })).toBeVisible();
  await expect(page).toHaveTitle('Returns and refunds | Haat Skincare');
  await expect(
    page.getByRole('heading', { level: 2, name: 'How to start a return' }),
  ).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({
      hasText: 'Unopened products with their seal intact, within 7 days of delivery.',
    }),
  ).toBeVisible();

  // A policy the store does not have is the not-found page.
  await page.goto('/policies/careers');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
