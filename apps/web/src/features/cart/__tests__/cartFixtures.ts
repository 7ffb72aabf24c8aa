import { products } from '@haat/sample-shop';
import { useCartStore } from '@/stores/cartStore';

/** A catalogue product of the mock shop by slug (tests only). */
export function product(slug: string) {
  const found = products.find((p) => p.slug === slug);
  if (!found) throw new Error(`no product ${slug} in the mock catalogue`);
  return found;
}

/** Puts products in the cart as a shopper would (commerce-core addToCart). */
export function seedCart(...lines: { slug: string; qty?: number }[]) {
  for (const line of lines)
    useCartStore.getState().add({ ...product(line.slug), qty: line.qty ?? 1 });
}
