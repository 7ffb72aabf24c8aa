import type { Product } from '@haat/commerce-core';
import type { AdminProductQuery } from '../ports/storage/admin-product-query.js';

/**
 * What staff's product search looks words up in: the title, the slug and every SKU (the
 * product's and its variants'), lowercase. The SQL adapter keeps it in a trigram-indexed column.
 *
 * @example
 * adminProductText({ id: 'p1', title: 'Vitamin C Serum', slug: 'vitamin-c-serum', sku: 'HS-VC' });
 * // 'vitamin c serum vitamin-c-serum hs-vc'
 */
export function adminProductText(product: Product): string {
  return [product.title, product.slug, product.sku, ...(product.variants ?? []).map((v) => v.sku)]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' ')
    .toLowerCase();
}

/**
 * Whether a product matches staff's filter (`AdminProductQuery`): every word of `search` in
 * its `adminProductText`, its status, its collection.
 *
 * @example
 * matchesAdminProductQuery(serum, { search: 'VC serum' }); // true
 */
export function matchesAdminProductQuery(product: Product, query: AdminProductQuery): boolean {
  const text = adminProductText(product);
  const words = adminSearchWords(query.search);
  return (
    words.every((word) => text.includes(word)) &&
    (!query.status || product.status === query.status) &&
    (!query.collectionId || (product.collections ?? []).includes(query.collectionId))
  );
}

/**
 * The words of staff's search, lowercase.
 *
 * @example
 * adminSearchWords(' Vitamin  C '); // ['vitamin', 'c']
 */
export function adminSearchWords(search: string | null | undefined): string[] {
  return (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}
