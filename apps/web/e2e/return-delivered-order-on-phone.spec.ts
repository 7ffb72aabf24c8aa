import { expect, test, type Page } from '@playwright/test';
import {
  addFromShop,
  expectConfirmed,
  fillAddress,
  goToCheckout,
  VITAMIN_C,
} from './checkout-support';
import { signInWithCode } from './support/signIn';

/** The mock shop's owner (mocks' MOCK_OWNER_PHONE), also a shopper here. */
const OWNER_PHONE = '9000000001';

/** Posts an admin mutation as the signed-in user (the mock's admin API, in the page). */
async function asStaff(page: Page, query: string, input: Record<string, unknown>) {
  const answer = await page.evaluate(
    async ({ query, input }) => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
      const token = key ? localStorage.getItem(key) : null;
      const response = await fetch(new URL('/admin/graphql', location.origin), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token ?? ''}` },
        body: JSON.stringify({ query, variables: { input } }),
      });
      return (await response.json()) as { errors?: unknown };
    },
    { query, input },
  );
  expect(answer.errors).toBeUndefined();
}

const move = (name: string, type: string) =>
  `mutation M($input: ${type}!) { ${name}(input: $input) { id stage } }`;

// Phone-sized (the mobile project's 390 px): the order is dispatched and delivered by the shop's
// staff (the mock's admin API), and the shopper follows it and asks to return part of it.
test('a shopper on a phone follows a dispatched order and asks to return it once delivered', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signInWithCode(page, OWNER_PHONE, 'Meera');
  await addFromShop(page, [VITAMIN_C]);
  await goToCheckout(page);
  await fillAddress(page, {
    firstName: 'Meera',
    phone: OWNER_PHONE,
    pinCode: '560001',
    address: '4 Church Street',
  });
  await page.getByRole('radio', { name: /^Cash on delivery/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expectConfirmed(page);
  const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

  await asStaff(page, move('confirmOrder', 'ConfirmOrderInput'), { orderId });
  await asStaff(page, move('dispatchOrder', 'DispatchOrderInput'), {
    orderId,
    courier: 'Delhivery',
    awb: '1490811234567',
    trackingUrl: 'https://www.delhivery.com/track/package/1490811234567',
  });
  await page.reload();
  await expect(page.getByText('Where your order is: Dispatched')).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Order timeline' });
  await expect(timeline.getByText('Dispatched with Delhivery')).toBeVisible();
  await expect(timeline.getByText('Delhivery · AWB 1490811234567')).toBeVisible();
  await expect(
    timeline.getByRole('link', { name: 'Track your parcel (opens in a new tab)' }),
  ).toHaveAttribute('href', 'https://www.delhivery.com/track/package/1490811234567');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeHidden();

  await asStaff(page, move('markOrderDelivered', 'ShipmentMoveInput'), {
    orderId,
    shipmentId: 'S1',
  });
  await page.reload();
  await expect(page.getByText('Where your order is: Delivered')).toBeVisible();
  await expect(page.getByText(/^You can ask for a return until /)).toBeVisible();
  await page.getByRole('button', { name: 'Return items' }).click();
  const dialog = page.getByRole('dialog', { name: 'Return items' });
  await dialog.getByLabel(new RegExp(`^${VITAMIN_C}`)).selectOption('1');
  await dialog.getByLabel('Why are you returning them?').fill('The seal was broken');
  await dialog.getByRole('button', { name: 'Request return' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your return request has been sent.' }),
  ).toBeVisible();
  await expect(page.getByText('Where your order is: Return in progress')).toBeVisible();
  await expect(timeline.getByText('Return requested')).toBeVisible();
});
