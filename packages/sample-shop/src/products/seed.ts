import type { EntityStatus, ProductTag } from '@haat/storefront-api/catalogue';

/** Product families: each maps to one category, sub-category and collection. */
export type Family =
  | 'face-wash'
  | 'serum'
  | 'moisturiser'
  | 'sunscreen'
  | 'hair-oil'
  | 'shampoo'
  | 'body-lotion'
  | 'combos';

/** Pack drawn on the product illustration. */
export type PackShape = 'pump' | 'tube' | 'dropper' | 'jar' | 'bottle' | 'stick' | 'combo';

export interface VariantSeed {
  /** Label of a `vg-size` option, e.g. '30 ml'. */
  size?: string;
  /** Label of a `vg-pack` option: 'Single', 'Pack of 2', 'Pack of 3'. */
  pack?: string;
  price: number;
  listingPrice: number;
  inventory: number;
  blockedInventory?: number;
  status?: EntityStatus;
}

/** What a product family file writes; `build.ts` turns it into a spec 3 Product. */
export interface ProductSeed {
  slug: string;
  title: string;
  family: Family;
  /** Extra collections (bestsellers, new-arrivals); the family's collection is implied. */
  collections?: string[];
  /** Label printed on the pack, one or two short lines. */
  label: [string] | [string, string];
  shape: PackShape;
  /** Pack colour and accent (hex). */
  colour: string;
  accent: string;
  price: number;
  listingPrice: number;
  /** Size printed on the product and in `size`, e.g. '100 ml'. */
  size: string;
  weightGrams: number;
  intro: string;
  ingredients: string[];
  benefits: string[];
  howToUse: string;
  keywords: string[];
  tags?: ProductTag[];
  isFeatured?: boolean;
  totalOrders: number;
  /** Sample reviews to generate and the average they lean to (0 for a new product). */
  reviews: { count: number; mean: number };
  /** Stock; defaults to tracked with 120 units, none blocked. */
  stock?: {
    inventory?: number;
    blockedInventory?: number;
    isInventoryEnabled?: boolean;
    continueSellingOutOfStock?: boolean;
    availability?: string;
  };
  order?: { min: number; max: number };
  /** A limited-time deal: shown on home and offered in the cart at `price`. */
  recommend?: { priority: number; price: number };
  status?: EntityStatus;
  variants?: VariantSeed[];
  /** Listing date (ISO day), for the 'latest' sort. */
  listedOn: string;
}
