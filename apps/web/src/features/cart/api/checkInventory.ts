import type { CartItem } from '@haat/commerce-core';
import { env } from '@/lib/env';
import { gqlRequest } from '@/lib/graphql/client';
import { graphql } from '@/lib/graphql/graphql';
import { apiCartItemSource } from './cartItemSource';
import { CheckInventoryResultSchema, type InventoryItem } from '@/lib/schemas/inventory';

export const CheckInventoryDocument = graphql(`
  mutation CheckInventory($input: CheckInventoryInput!) {
    checkInventory(input: $input) {
      items {
        recordKey
        productId
        variantId
        source
        inventory
        isAvailable
        collections
        price
        listingPrice
        minimumOrderQuantity
        maximumOrderQuantity
      }
    }
  }
`);

/** Current stock, price and limits of every cart line (spec 7 CheckInventory). */
export async function checkInventory(
  lines: readonly CartItem[],
  signal?: AbortSignal,
): Promise<InventoryItem[]> {
  const items = lines.map((line) => ({
    recordKey: line.recordKey,
    productId: line.id,
    variantId: line.variantId ?? null,
    source: apiCartItemSource(line.cartItemSource),
  }));
  const data = await gqlRequest(
    CheckInventoryDocument,
    { input: { storeId: env.storeId, items } },
    signal ? { signal } : {},
  );
  return CheckInventoryResultSchema.parse(data.checkInventory).items;
}
