import { preloadImage, PRODUCT_WIDTHS } from '@/lib/images';
import type { ProductDetail, ProductImageData } from '@/lib/schemas/product';

/** How wide the gallery shows a picture at each viewport (its `sizes`). */
export const GALLERY_SIZES = '(min-width: 768px) 50vw, 100vw';

/** Every picture once: the product's, then any the variants add. */
export const galleryOf = (product: ProductDetail): ProductImageData[] => {
  const all = [...product.images, ...product.variants.flatMap((v) => v.images ?? [])];
  return all.filter(
    (image, index) => all.findIndex((x) => x.imageKey === image.imageKey) === index,
  );
};

/**
 * Starts downloading the gallery's first picture (a product page's LCP) as soon as the product
 * is known, before the page's code has rendered the `<img>` that will show it; the browser picks
 * the same width from the same `srcset` and `sizes`.
 */
export function preloadGalleryImage(product: ProductDetail) {
  const first = galleryOf(product)[0];
  if (first) preloadImage(first.imageKey, PRODUCT_WIDTHS, GALLERY_SIZES);
}
