import { graphql, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { product } from './cartFixtures';

interface RequestedLine {
  recordKey: string;
  productId: string;
  variantId?: string | null;
  source?: string | null;
}

export type InventoryPatch = Partial<{
  inventory: number;
  price: number;
  collections: string[];
  minimumOrderQuantity: number;
  maximumOrderQuantity: number;
}>;

/**
 * Answers CheckInventory from the mock catalogue with per-product changes (by slug), as if stock,
 * prices or limits changed on the server during the session. Counts the checks.
 */
export function overrideInventory(patches: Record<string, InventoryPatch>) {
  const calls: RequestedLine[][] = [];
  server.use(
    graphql.mutation<never, { input: { items: RequestedLine[] } }>(
      'CheckInventory',
      ({ variables }) => {
        calls.push(variables.input.items);
        const items = variables.input.items.map((item) => {
          const base = [...Object.keys(patches)].map(product).find((p) => p.id === item.productId);
          const patch =
            Object.entries(patches).find(([slug]) => product(slug).id === item.productId)?.[1] ??
            {};
          const variant = base?.variants.find((v) => v.id === item.variantId);
          return {
            recordKey: item.recordKey,
            productId: item.productId,
            variantId: item.variantId ?? null,
            source: item.source ?? null,
            inventory: 50,
            isAvailable: true,
            collections: base?.collections ?? [],
            price: variant?.price ?? base?.price ?? 0,
            listingPrice: variant?.listingPrice ?? base?.listingPrice ?? null,
            minimumOrderQuantity: 1,
            maximumOrderQuantity: 5,
            ...patch,
          };
        });
        return HttpResponse.json({ data: { checkInventory: { items } } });
      },
    ),
  );
  return calls;
}
