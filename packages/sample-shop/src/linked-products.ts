import { productId } from './products/seeds.js';
import type { LinkedProduct } from '@haat/storefront-api/catalogue';

/** Products that go together ("Pairs well with"); each pair is linked both ways. */
const pairs: [string, string][] = [
  ['vitamin-c-brightening-serum', 'invisible-sunscreen-gel-spf50'],
  ['vitamin-c-brightening-serum', 'glow-trio-combo'],
  ['niacinamide-zinc-serum', 'salicylic-acid-foaming-cleanser'],
  ['niacinamide-zinc-serum', 'acne-care-regime'],
  ['hyaluronic-acid-serum', 'ceramide-barrier-moisturiser'],
  ['retinol-night-serum', 'ceramide-barrier-moisturiser'],
  ['kumkumadi-brightening-face-wash', 'kumkumadi-night-serum'],
  ['neem-tea-tree-face-wash', 'aloe-cucumber-gel-moisturiser'],
  ['onion-bhringraj-hair-oil', 'onion-anti-hairfall-shampoo'],
  ['onion-bhringraj-hair-oil', 'hair-fall-control-kit'],
  ['rosemary-methi-hair-oil', 'redensyl-hair-serum'],
  ['tea-tree-anti-dandruff-shampoo', 'argan-smoothening-conditioner'],
  ['shikakai-reetha-shampoo', 'coconut-curry-leaf-hair-oil'],
  ['cocoa-shea-body-lotion', 'kokum-body-butter'],
  ['cocoa-shea-body-lotion', 'winter-body-care-duo'],
  ['mineral-sunscreen-spf30', 'kids-gentle-sunscreen-spf50'],
  ['saffron-day-cream', 'vitamin-c-brightening-serum'],
  ['urea-foot-cream', 'aloe-vera-soothing-gel'],
];

export const linkedProducts: LinkedProduct[] = pairs.flatMap(([a, b]) => [
  { id: `link-${a}--${b}`, productId: productId(a), linkedProductId: productId(b) },
  { id: `link-${b}--${a}`, productId: productId(b), linkedProductId: productId(a) },
]);
