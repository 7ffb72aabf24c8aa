import { expect, type Page } from '@playwright/test';

/**
 * Makes one move from an order's page: presses its button under "What you can do now", fills
 * what the dialog asks (`fields`: label → value), checks what it says it will do when
 * `says` is given, submits, and waits for the dialog to close.
 *
 * @example
 * await makeMove(page, 'Dispatch', { fields: { Courier: 'Delhivery', 'AWB (tracking number)': 'AWB1' } });
 */
export async function makeMove(
  page: Page,
  label: string,
  options: { fields?: Record<string, string>; says?: string } = {},
) {
  const actions = page.getByRole('region', { name: 'What you can do now' });
  await actions.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog');
  if (options.says) await expect(dialog).toContainText(options.says);
  for (const [name, value] of Object.entries(options.fields ?? {})) {
    await dialog.getByRole('textbox', { name }).fill(value);
  }
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
}
