import type { Product } from '@haat/storefront-api/catalogue';
import type { ParcelSize } from '../ports/courier.js';

/** A unit's sides when its product gives none (a small carton), in centimetres. */
export const DEFAULT_UNIT_CM = { lengthCm: 10, breadthCm: 10, heightCm: 5 } as const;

/** A unit's weight when its product gives none, in grams. */
export const DEFAULT_UNIT_GRAMS = 250;

/**
 * One packed unit's weight in grams, from the product's `weight` and `weightUnit` (`g` or
 * `kg`; 250 g when missing or not positive).
 *
 * @example
 * unitGrams({ weight: 0.35, weightUnit: 'kg' }); // 350
 */
export function unitGrams(product: Pick<Product, 'weight' | 'weightUnit'>): number {
  const weight = Number.isFinite(product.weight) && product.weight > 0 ? product.weight : 0;
  if (weight === 0) return DEFAULT_UNIT_GRAMS;
  return Math.ceil(product.weightUnit === 'kg' ? weight * 1000 : weight);
}

/**
 * The parcel of a shipment's units for the courier: weights added up; units stacked, so the
 * parcel is as long and broad as its largest unit and as high as all of them together (each
 * side rounded up to a whole centimetre). Units of products without dimensions count as
 * 10 × 10 × 5 cm, without a weight as 250 g.
 *
 * @example
 * parcelFor([{ product: serum, quantity: 2 }]); // { weightGrams: 700, lengthCm: 12, breadthCm: 5, heightCm: 10 }
 */
export function parcelFor(
  units: readonly {
    readonly product: Pick<Product, 'weight' | 'weightUnit' | 'dimensions'>;
    readonly quantity: number;
  }[],
): ParcelSize {
  let weightGrams = 0;
  let lengthCm = 1;
  let breadthCm = 1;
  let heightCm = 0;
  for (const { product, quantity } of units) {
    const sides = product.dimensions ?? DEFAULT_UNIT_CM;
    weightGrams += unitGrams(product) * quantity;
    lengthCm = Math.max(lengthCm, Math.ceil(sides.lengthCm));
    breadthCm = Math.max(breadthCm, Math.ceil(sides.breadthCm));
    heightCm += sides.heightCm * quantity;
  }
  return { weightGrams, lengthCm, breadthCm, heightCm: Math.max(1, Math.ceil(heightCm)) };
}
