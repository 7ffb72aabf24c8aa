import { asText } from '@/lib/forms';
import type { Product, Variant } from '../api/products';
import type { PriceDraft } from '../priceFields';

/**
 * The editable text of a product or variant as the API sent it.
 *
 * @example
 * draftOf(product).price; // '499'
 */
export function draftOf(item: Product | Variant): PriceDraft {
  return {
    title: item.title,
    status: item.status,
    price: asText(item.price),
    listingPrice: asText(item.listingPrice),
    costPrice: asText(item.costPrice),
    sku: asText(item.sku),
    minimumOrderQuantity: asText(item.minimumOrderQuantity),
    maximumOrderQuantity: asText(item.maximumOrderQuantity),
  };
}
