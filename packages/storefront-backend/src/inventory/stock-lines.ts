import type { CatalogueRepository } from '../ports/storage/catalogue.js';
import { stockKey, type StockKeyProduct, type StockLine } from '../ports/storage/stock.js';

/**
 * Units a line takes from stock: the product (for its stock key), the variant and how many.
 *
 * @example
 * const draw: StockDraw = { product, variantId: 'v-50ml', quantity: 2 };
 */
export interface StockDraw {
  readonly product: StockKeyProduct;
  readonly variantId?: string | null | undefined;
  readonly quantity: number;
}

/**
 * The stock some lines draw on: one line per stock key (`stockKey`), the quantities of every
 * line of that key together — a CART and a LIMITED_TIME_DEAL line of one product share its
 * stock, and so do variants without their own count.
 *
 * @example
 * const product = { id: 'p1', variants: [{ id: 'a' }, { id: 'b' }] };
 * stockLinesOf([{ product, variantId: 'a', quantity: 1 }, { product, variantId: 'b', quantity: 2 }]);
 * // [{ key: 'p1', quantity: 3 }]
 */
export function stockLinesOf(draws: readonly StockDraw[]): StockLine[] {
  const totals = new Map<string, number>();
  for (const draw of draws) {
    const key = stockKey(draw.product, draw.variantId);
    totals.set(key, (totals.get(key) ?? 0) + draw.quantity);
  }
  return [...totals].map(([key, quantity]) => ({ key, quantity }));
}

/**
 * The stock lines of units an order holds (to give them back), the keys built from the products
 * as the catalogue holds them now. A product the catalogue no longer lists gives its units back
 * to its own key (no variant can be told to have had a count of its own).
 *
 * @example
 * await repos.stock.release(await heldStockLines(repos.catalogue, units));
 */
export async function heldStockLines(
  catalogue: Pick<CatalogueRepository, 'productById'>,
  lines: readonly {
    readonly productId: string;
    readonly variantId: string | null;
    readonly quantity: number;
  }[],
): Promise<StockLine[]> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  const found = await Promise.all(ids.map((id) => catalogue.productById(id)));
  const products = new Map(ids.map((id, at) => [id, found[at] ?? { id, variants: [] }]));
  return stockLinesOf(
    lines.map((line) => ({
      product: products.get(line.productId) ?? { id: line.productId },
      variantId: line.variantId,
      quantity: line.quantity,
    })),
  );
}
