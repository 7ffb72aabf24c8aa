import type { CartItem } from '@haat/commerce-core';
import * as z from 'zod/mini';
import { env } from '@/lib/env';
import { gqlRequest } from '@/lib/graphql/client';
import { graphql } from '@/lib/graphql/graphql';
import { apiCartItemSource } from './cartItemSource';

export const ManageShoppingCartDocument = graphql(`
  mutation manageShoppingCart($input: ManageShoppingCartInput!) {
    manageShoppingCart(input: $input) {
      success
      message
      shoppingCartId
    }
  }
`);

const ResultSchema = z.object({
  success: z.boolean(),
  message: z.nullish(z.string()),
  shoppingCartId: z.nullish(z.string()),
});

/**
 * Sends a signed-in shopper's cart to the server (spec 7 manageShoppingCart) and answers the
 * server cart id. A refusal (`success: false`) is thrown with the server's message.
 */
export async function manageShoppingCart(
  lines: readonly CartItem[],
  couponId: string | null,
  signal?: AbortSignal,
): Promise<string | null> {
  const data = await gqlRequest(
    ManageShoppingCartDocument,
    {
      input: {
        storeId: env.storeId,
        couponCodeId: couponId,
        data: lines.map((line) => ({
          productId: line.id,
          variantId: line.variantId ?? null,
          quantity: line.qty,
          source: apiCartItemSource(line.cartItemSource),
        })),
      },
    },
    signal ? { signal } : {},
  );
  const result = ResultSchema.parse(data.manageShoppingCart);
  if (!result.success) throw new Error(result.message ?? 'Your cart could not be saved.');
  return result.shoppingCartId ?? null;
}
