/**
 * A cell a spreadsheet will show as text, never run as a formula: one starting with `=`, `+`,
 * `-`, `@` (or a tab or carriage return, which some spreadsheets skip before reading a formula)
 * gets a leading apostrophe, as OWASP's CSV injection page advises. Text a shopper typed (a
 * name, an address) reaches staff's spreadsheets through exports, so every such cell goes
 * through this before `writeCsv` quotes it.
 *
 * @example
 * spreadsheetSafe('=HYPERLINK("http://x")'); // "'=HYPERLINK(\"http://x\")"
 * spreadsheetSafe('Asha Rao'); // 'Asha Rao'
 */
export function spreadsheetSafe(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/**
 * Paise as rupees with exactly two decimals and no grouping (`1234.50`), the way a spreadsheet
 * reads a number; negative amounts keep their sign.
 *
 * @example
 * csvRupees(123450); // '1234.50'
 * csvRupees(5); // '0.05'
 */
export function csvRupees(paise: number): string {
  const whole = Math.floor(Math.abs(paise) / 100);
  const rest = String(Math.abs(paise) % 100).padStart(2, '0');
  return `${paise < 0 ? '-' : ''}${whole}.${rest}`;
}
