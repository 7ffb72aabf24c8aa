import { messageAmount, toPaise } from '@haat/commerce-core';

/**
 * The fields staff edit on a product or a variant, as the product document holds them (prices
 * in rupees, exact to the paisa).
 *
 * @example
 * const fields: EditedFields = { title: 'Serum', status: 'ENABLED', price: 499,
 *   listingPrice: 599, costPrice: 200, minimumOrderQuantity: 1, maximumOrderQuantity: 5 };
 */
export interface EditedFields {
  readonly title: string;
  readonly status: string;
  readonly price: number;
  readonly listingPrice: number;
  readonly costPrice: number;
  readonly minimumOrderQuantity: number;
  readonly maximumOrderQuantity: number;
}

/** The statuses a product or variant may have (spec 3: ENABLED or DISABLED). */
export const PRODUCT_STATUSES: readonly string[] = ['ENABLED', 'DISABLED'];

/** A slug: lowercase letters and digits in words joined by single hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The first problem of a slug, as staff read it, or null when it is one.
 *
 * @example
 * slugProblem('Vitamin C'); // 'slug must be lowercase letters and digits joined by single hyphens, e.g. vitamin-c-serum.'
 */
export function slugProblem(slug: string): string | null {
  return SLUG.test(slug) && slug.length <= 120
    ? null
    : 'slug must be lowercase letters and digits joined by single hyphens, e.g. vitamin-c-serum.';
}

/**
 * The first problem of edited product or variant fields, naming the field as the admin
 * contract does (`price`, `listingPrice` for the MRP…), or null when they hold: a title, a
 * known status, a price above ₹0, an MRP of at least the price, a cost price of at least ₹0,
 * whole order quantities of at least 1 with the maximum at least the minimum. Money is
 * compared in paise.
 *
 * @example
 * editProblem({ ...fields, listingPrice: 399, price: 499 });
 * // 'listingPrice (MRP) must be at least the price (₹499).'
 */
export function editProblem(fields: EditedFields): string | null {
  const price = toPaise(fields.price);
  const problems: readonly [boolean, string][] = [
    [fields.title.trim() === '', 'title must not be empty.'],
    [!PRODUCT_STATUSES.includes(fields.status), 'status must be ENABLED or DISABLED.'],
    [!(price > 0), 'price must be more than ₹0.'],
    [
      toPaise(fields.listingPrice) < price,
      `listingPrice (MRP) must be at least the price (₹${messageAmount(fields.price)}).`,
    ],
    [toPaise(fields.costPrice) < 0, 'costPrice must not be negative.'],
    [
      !Number.isInteger(fields.minimumOrderQuantity) || fields.minimumOrderQuantity < 1,
      'minimumOrderQuantity must be a whole number of at least 1.',
    ],
    [
      !Number.isInteger(fields.maximumOrderQuantity) ||
        fields.maximumOrderQuantity < fields.minimumOrderQuantity,
      `maximumOrderQuantity must be a whole number of at least the minimumOrderQuantity (${fields.minimumOrderQuantity}).`,
    ],
  ];
  return problems.find(([found]) => found)?.[1] ?? null;
}
