import { readRupees, readWhole } from '@/lib/forms';

/** The price fields a product and a variant share, as typed. */
export interface PriceDraft {
  title: string;
  status: 'ENABLED' | 'DISABLED';
  price: string;
  listingPrice: string;
  costPrice: string;
  sku: string;
  minimumOrderQuantity: string;
  maximumOrderQuantity: string;
}

/** What the API takes from a {@link PriceDraft}. */
export interface PriceFields {
  title: string;
  status: 'ENABLED' | 'DISABLED';
  price: number;
  listingPrice?: number;
  costPrice?: number;
  sku?: string;
  minimumOrderQuantity?: number;
  maximumOrderQuantity?: number;
}

/**
 * Checks a price draft: a title, a price, MRP not below the price, quantities that make sense.
 * Answers the fields to send, or the problems by field.
 *
 * @example
 * readPriceDraft({ ...draft, price: '', listingPrice: '599' }).problems.price; // 'Enter an amount in rupees.'
 */
export function readPriceDraft(draft: PriceDraft): {
  fields: PriceFields | null;
  problems: Partial<Record<keyof PriceDraft, string>>;
} {
  const problems: Partial<Record<keyof PriceDraft, string>> = {};
  const price = readRupees(draft.price, { required: true });
  const mrp = readRupees(draft.listingPrice, { required: false });
  const cost = readRupees(draft.costPrice, { required: false });
  const min = readWhole(draft.minimumOrderQuantity, { required: false, min: 1 });
  const max = readWhole(draft.maximumOrderQuantity, { required: false, min: 1 });
  if (!draft.title.trim()) problems.title = 'Enter a title.';
  if (!price.ok) problems.price = price.message;
  if (!mrp.ok) problems.listingPrice = mrp.message;
  if (!cost.ok) problems.costPrice = cost.message;
  if (!min.ok) problems.minimumOrderQuantity = min.message;
  if (!max.ok) problems.maximumOrderQuantity = max.message;
  if (price.ok && mrp.ok && price.value !== null && mrp.value !== null && mrp.value < price.value) {
    problems.listingPrice = 'MRP cannot be below the price.';
  }
  if (min.ok && max.ok && min.value !== null && max.value !== null && max.value < min.value) {
    problems.maximumOrderQuantity = 'The most per order cannot be below the least.';
  }
  if (Object.keys(problems).length || !price.ok || price.value === null)
    return { fields: null, problems };
  const value = <T>(read: { ok: true; value: T | null } | { ok: false }, key: string) =>
    read.ok && read.value !== null ? { [key]: read.value } : {};
  return {
    fields: {
      title: draft.title.trim(),
      status: draft.status,
      price: price.value,
      ...value(mrp, 'listingPrice'),
      ...value(cost, 'costPrice'),
      ...value(min, 'minimumOrderQuantity'),
      ...value(max, 'maximumOrderQuantity'),
      ...(draft.sku.trim() ? { sku: draft.sku.trim() } : {}),
    },
    problems,
  };
}
