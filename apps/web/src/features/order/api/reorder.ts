import { orderLimit, type NewCartItem } from '@haat/commerce-core';
import { searchProducts } from '@/features/catalog/api/products';
import { CheckInventoryDocument } from '@/features/cart/api/checkInventory';
import { env } from '@/lib/env';
import { gqlRequest } from '@/lib/graphql/client';
import type { OrderProduct } from '@/lib/schemas/order';
import { CheckInventoryResultSchema } from '@/lib/schemas/inventory';

/**
 * What Reorder puts in the cart: the order's lines still on sale (as cart lines, at today's
 * price, at most what is in stock and the line's maximum), and the titles of those that are not.
 */
export interface ReorderPlan {
  readonly add: readonly NewCartItem[];
  readonly unavailable: readonly string[];
}

/**
 * Plans a reorder of an order's lines: free gifts are left out (the coupon decides them again),
 * and each other line that still has units is checked against today's stock and catalogue
 * (CheckInventory and the products by id); a line whose product is gone, disabled or out of
 * stock is named as unavailable.
 */
export async function planReorder(products: readonly OrderProduct[]): Promise<ReorderPlan> {
  const lines = products.filter(
    (line) => line.source !== 'COUPON' && line.quantity - (line.cancelledQuantity ?? 0) > 0,
  );
  if (lines.length === 0) return { add: [], unavailable: [] };
  const ids = [...new Set(lines.map((line) => line.productId))];
  const [stock, catalogue] = await Promise.all([
    gqlRequest(CheckInventoryDocument, {
      input: {
        storeId: env.storeId,
        items: lines.map((line, index) => ({
          recordKey: String(index),
          productId: line.productId,
          variantId: line.variantId ?? null,
          source: null,
        })),
      },
    }),
    searchProducts({ filter: { ids }, limit: ids.length }),
  ]);
  const items = CheckInventoryResultSchema.parse(stock.checkInventory).items;
  const add: NewCartItem[] = [];
  const unavailable: string[] = [];
  lines.forEach((line, index) => {
    const inventory = items.find((item) => item.recordKey === String(index));
    const product = catalogue.items.find((p) => p.id === line.productId);
    const most = Math.min(
      inventory?.inventory ?? 0,
      orderLimit(inventory?.maximumOrderQuantity ?? null),
    );
    if (!product || !inventory?.isAvailable || most < 1) {
      unavailable.push(line.title);
      return;
    }
    const wanted = line.quantity - (line.cancelledQuantity ?? 0);
    add.push({ ...product, variantId: line.variantId ?? null, qty: Math.min(wanted, most) });
  });
  return { add, unavailable };
}
