import { computeCartTotals, messageAmount } from '@haat/commerce-core';

// Amounts go in and come out as rupees; inside, the package counts whole paise.
const items = [
  { id: 'vitamin-c-serum', price: 649, qty: 2 },
  { id: 'sunscreen-spf-50', price: 499, listingPrice: 599, qty: 1 },
];
const coupon = {
  id: 'glow10',
  code: 'GLOW10',
  couponType: 'PERCENTAGE',
  getYPercentage: 10,
  maxDiscount: 150,
  applyPrepaidDiscount: true,
};
// ₹49 shipping below ₹999, free from ₹999 (after the coupon).
const shippingTiers = [{ paymentType: 'ALL', amount: 49, minOrderValue: 0, maxOrderValue: 998.99 }];
// The store's settings: ₹49 for cash on delivery, 5 % off (up to ₹100) for paying online.
const charges = { codCharges: 49, prepaidDiscountPercent: 5, maxPrepaidDiscount: 100 };

const rupees = (amount) => `₹${messageAmount(amount)}`;
const line = (label, amount) => console.log(`  ${label.padEnd(20)}${amount.padStart(12)}`);

const cart = { items, coupon, shippingTiers, charges };
for (const paymentMethod of ['PREPAID', 'COD']) {
  const totals = computeCartTotals({ ...cart, paymentMethod });
  console.log(paymentMethod === 'PREPAID' ? 'Pay online' : '\nCash on delivery');
  line(`Items (${totals.totalItems})`, rupees(totals.itemTotal));
  line(`Coupon ${coupon.code}`, `-${rupees(totals.couponDiscount)}`);
  if (paymentMethod === 'PREPAID') line('Prepaid discount', `-${rupees(totals.prepaidDiscount)}`);
  line('Shipping', totals.shipping === 0 ? 'FREE' : rupees(totals.shipping));
  if (paymentMethod === 'COD') line('COD charges', rupees(totals.codCharges));
  line('To pay', rupees(totals.grandTotal));
}
