import { collections } from './collections.js';
import { products } from './products/index.js';
import { reviews } from './reviews.js';
import { store } from './store.js';

/** Every image key the sample data refers to (each has generated files under cdn/). */
export function imageKeys(): Set<string> {
  return new Set([
    store.imageUrl,
    store.darkImageUrl,
    ...store.banners.flatMap((b) => [b.webKey, b.mobileKey]),
    ...collections.flatMap((c) => [c.imageUrl, c.bannerUrl, c.mWebBannerUrl]),
    ...products.flatMap((p) => [
      p.imageUrl,
      ...p.thumbImages,
      ...p.images.map((i) => i.imageKey),
      ...p.variants.flatMap((v) => [v.imageUrl, v.thumbImage, ...v.images.map((i) => i.imageKey)]),
    ]),
    ...reviews.flatMap((r) => r.images),
  ]);
}
