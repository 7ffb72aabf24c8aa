import { expect, test } from '@playwright/test';
import { attemptPhone } from './support/attempt';
import { signInToConsole } from './support/signIn';
import { staffFor } from './support/staff';

test('an owner adds a staff member, changes their role and reads both in the audit log; the new manager signs in without the staff and settings screens', async ({
  page,
}) => {
  const owner = staffFor('add staff and read the audit log');
  /** A phone no other journey uses: the new support member. */
  const NEW_MEMBER = attemptPhone('9811100077');
  await signInToConsole(page, owner.phone);
  const console = page.getByRole('navigation', { name: 'Console' });

  await console.getByRole('link', { name: 'Staff' }).click();
  const add = page.getByRole('form', { name: 'Add staff' });
  await add.getByRole('textbox', { name: 'Mobile number' }).fill(NEW_MEMBER);
  await add.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Support' }).click();
  await expect(add.getByText('Orders: confirm, cancel, returns and refunds.')).toBeVisible();
  await add.getByRole('button', { name: 'Add to staff' }).click();

  const staff = page.getByRole('table', { name: 'Staff' });
  const row = staff.getByRole('row').filter({ hasText: NEW_MEMBER });
  await expect(row.getByRole('combobox', { name: /^Role of / })).toHaveText('Support');
  await row.getByRole('combobox', { name: /^Role of / }).click();
  await page.getByRole('option', { name: 'Manager' }).click();
  await expect(row.getByRole('combobox', { name: /^Role of / })).toHaveText('Manager');

  // The audit log names both changes and who made them, filtered by staff member and action.
  await console.getByRole('link', { name: 'Audit log' }).click();
  const filters = page.getByRole('search', { name: 'Filter the audit log' });
  await filters.getByRole('combobox', { name: 'Staff member' }).click();
  await page.getByRole('combobox', { name: 'Find a staff member' }).fill(owner.phone);
  await page.getByRole('option', { name: `+91${owner.phone}` }).click();
  const log = page.getByRole('table', { name: 'Audit log' });
  for (const action of ['addStaff', 'setStaffRole']) {
    await filters.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('combobox', { name: 'Find an action' }).fill(action);
    await page.getByRole('option', { name: action, exact: true }).click();
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    const entries = log.getByRole('row').filter({ hasText: action });
    await expect(entries).toHaveCount(1);
    await expect(entries.getByRole('cell', { name: `+91${owner.phone}` })).toBeVisible();
    await entries.getByText('Show the change').click();
    await expect(entries.getByLabel('After')).toContainText(
      `"role": "${action === 'addStaff' ? 'support' : 'manager'}"`,
    );
  }

  // The new member signs in with their phone: a manager, without Staff and the audit log.
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^\\+91${owner.phone} · `) })
    .click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await signInToConsole(page, NEW_MEMBER);
  await expect(
    page.getByRole('banner').getByRole('button', { name: `+91${NEW_MEMBER} · Manager` }),
  ).toBeVisible();
  await expect(console.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(console.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(console.getByRole('link', { name: 'Store settings' })).toHaveCount(0);
  await expect(console.getByRole('link', { name: 'Audit log' })).toBeVisible();
});
