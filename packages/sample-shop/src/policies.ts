import type { CustomerCare, StorePolicy } from '@haat/storefront-api/catalogue';

/** Customer care as the footer shows it (a fictional Bengaluru number). */
export const customerCare: CustomerCare = {
  phone: '+91 80 4718 2290',
  email: 'care@haatskincare.in',
  hours: 'Mon–Sat, 10 am – 7 pm IST',
};

const returns: StorePolicy = {
  slug: 'returns',
  title: 'Returns and refunds',
  body: `We want you to love what you ordered. If something is not right, you can return it within 7 days of delivery.

## What you can return
- Unopened products with their seal intact, within 7 days of delivery.
- Any product that arrived damaged, leaked, expired or different from what you ordered, even if opened.
- Opened products that caused a reaction, with a photo, within 7 days of delivery.

## What you cannot return
- Products bought in a clearance sale, free gifts and samples.
- Opened products without a quality problem.

## How to start a return
Write to care@haatskincare.in or call +91 80 4718 2290 (Mon–Sat, 10 am – 7 pm IST) with your order number and, for damaged items, a photo of the product and the box. We arrange a free reverse pickup from your address within 2 working days. If your pin code has no reverse pickup, we ask you to ship it and refund up to ₹100 of the courier charge.

## Refunds
Prepaid orders (card, UPI, net banking) are refunded to the original payment method within 5–7 working days of the return reaching our warehouse. Cash on delivery orders are refunded to your bank account or UPI ID, which we ask for by email; COD charges are not refunded unless the product was damaged or wrong. Cashback and reward points used on the order go back to your account.`,
};

const shipping: StorePolicy = {
  slug: 'shipping',
  title: 'Shipping',
  body: `We ship across India from our warehouse in Bengaluru, to every pin code our courier partners serve. Enter your pin code on any product page to see whether we deliver there and when.

## Delivery times
- Metro cities: 2–4 working days.
- Rest of India: 4–7 working days.
- North-East, Jammu and Kashmir, Ladakh and the islands: up to 10 working days.

Orders placed before 2 pm IST on a working day leave our warehouse the same day. You get an SMS with the tracking link when your order ships.

## Shipping charges
- Free on orders of ₹499 and above.
- ₹49 on prepaid orders below ₹499, ₹79 on cash on delivery orders below ₹499.

## Cash on delivery
Cash on delivery is available on orders from ₹199 to ₹5,000, with a COD charge of ₹49. Please keep the exact amount ready; our couriers also accept UPI at the door in most cities.

## Delays
Festivals, heavy rain and local restrictions can delay deliveries. If your order has not reached you within 10 working days, write to care@haatskincare.in and we will trace it or send a replacement.`,
};

const privacy: StorePolicy = {
  slug: 'privacy',
  title: 'Privacy policy',
  body: `Haat Skincare respects your privacy. This policy explains what personal data we collect, why, and the rights you have under India's Digital Personal Data Protection Act, 2023 (DPDP Act).

## What we collect
- Your phone number, to sign you in with a one-time code and to send order updates.
- Your name, email and delivery addresses, to deliver your orders.
- Your orders, cart, wishlist and reviews, to run your account.
- How you use the site (pages seen, the campaign that brought you), to improve the shop.

We never see or store your card or UPI details: payments are handled by our payment gateway.

## Why we use it
We use your data only to process and deliver orders, give you customer support, prevent fraud and, if you agree, send you offers. We do not sell your data. We share it only with the partners who need it to serve you: our courier partners, payment gateway and SMS provider.

## Your rights
Under the DPDP Act you may ask to see the personal data we hold about you, correct or update it, or have it erased, and you may withdraw your consent to marketing at any time. Write to our grievance officer at privacy@haatskincare.in; we reply within 7 days and resolve requests within 30 days.

## How long we keep it
We keep order records as long as Indian tax and accounting laws require (up to 8 years), and other personal data only as long as your account is active or you ask us to erase it.`,
};

const terms: StorePolicy = {
  slug: 'terms',
  title: 'Terms and conditions',
  body: `These terms apply when you use haatskincare.in or buy from Haat Skincare. By placing an order you accept them.

## Orders and prices
All prices are in Indian rupees and include GST. An order is confirmed when you receive the order confirmation SMS. We may cancel an order if a product is out of stock, the price was shown wrongly or the order looks fraudulent; any amount paid is then refunded in full.

## Coupons and offers
Only one coupon applies to an order. Coupons have their own conditions (minimum order value, validity, payment method) shown with the coupon, cannot be exchanged for cash and may be withdrawn at any time.

## Using our products
Our products are cosmetics, not medicines. Do a patch test before first use and stop using a product if it irritates your skin. Results differ from person to person.

## Governing law
These terms are governed by the laws of India. Disputes are subject to the courts of Bengaluru, Karnataka. For any complaint, write to care@haatskincare.in; we respond within 48 hours.`,
};

/** The store's policy pages, in the order the footer lists them. */
export const policies: StorePolicy[] = [returns, shipping, privacy, terms];
