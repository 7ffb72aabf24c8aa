import type { Collection } from '@/lib/schemas/collection';
import type { ProductData } from '@/lib/schemas/product';

/** 'face-wash' → 'Face wash', for a slug nothing else names. */
const prettify = (slug: string) => {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Display names for category and sub-category slugs (aggregates answer slugs only): the
 * products' own category names, then the collections (a sub-category slug is its collection's
 * slug), then the slug itself made readable.
 */
export function categoryNamer(
  products: readonly ProductData[],
  collections: readonly Collection[],
) {
  const names = new Map<string, string>();
  for (const collection of collections) names.set(collection.slug, collection.name);
  for (const product of products) {
    if (product.category) names.set(product.category.slug, product.category.name);
    if (product.subCategory) names.set(product.subCategory.slug, product.subCategory.name);
  }
  return (slug: string) => names.get(slug) ?? prettify(slug);
}
