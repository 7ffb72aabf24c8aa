let rupees: Intl.NumberFormat | null = null;

/**
 * Rupees as staff read them: ₹ with Indian digit grouping and paise always shown
 * (`Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })`). The admin API sends
 * amounts in rupees exact to the paisa; nothing here computes with them.
 *
 * @example
 * formatRupees(123456.5); // '₹1,23,456.50'
 * formatRupees(474.05); // '₹474.05'
 */
export function formatRupees(amount: number): string {
  rupees ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
  return rupees.format(amount);
}

/**
 * A count with Indian digit grouping.
 *
 * @example
 * formatCount(100000); // '1,00,000'
 */
export function formatCount(count: number): string {
  return count.toLocaleString('en-IN');
}
