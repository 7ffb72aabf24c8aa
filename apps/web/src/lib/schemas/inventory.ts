import * as z from 'zod/mini';

const Source = z.enum(['CART', 'COUPON', 'LIMITED_TIME_DEAL']);

/** One line of the CheckInventory answer (spec 7): stock, price and limits by record key. */
export const InventoryItemSchema = z.object({
  recordKey: z.string(),
  productId: z.string(),
  variantId: z.nullish(z.string()),
  source: z.nullish(Source),
  inventory: z.number(),
  isAvailable: z.boolean(),
  collections: z.array(z.string()),
  price: z.number(),
  listingPrice: z.nullish(z.number()),
  minimumOrderQuantity: z.number(),
  maximumOrderQuantity: z.number(),
});

export type InventoryItem = z.infer<typeof InventoryItemSchema>;

export const CheckInventoryResultSchema = z.object({ items: z.array(InventoryItemSchema) });
