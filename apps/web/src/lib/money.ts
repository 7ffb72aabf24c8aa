/**
 * Rupee display formatting (the only place the web app formats money; every amount comes from
 * commerce-core). Indian digit grouping (₹1,23,456). Whole rupees print without decimals (₹599);
 * an amount with paise prints exactly two (₹1,23,456.50) — the same rule commerce-core's
 * `messageAmount` uses inside messages, so a price and a 'Save ₹100' tag never disagree.
 */
const whole = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const withPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats rupees for display: `formatRupees(123456.5)` → '₹1,23,456.50', `formatRupees(599)` → '₹599'. */
export function formatRupees(amount: number): string {
  const paise = Math.round(amount * 100);
  return paise % 100 === 0 ? whole.format(paise / 100) : withPaise.format(paise / 100);
}
