import type { Loose, Maybe } from './common.js';

/**
 * Product or variant status (spec 3).
 *
 * @example
 * const status: ProductStatus = 'ENABLED';
 */
export type ProductStatus = 'ENABLED' | 'DISABLED';

/**
 * Product image (spec 3 "Image").
 *
 * @example
 * const image: Image = { id: 'img-1', imageKey: 'serum.webp', isThumb: true };
 */
export interface Image {
  readonly id?: Maybe<string>;
  readonly productId?: Maybe<string>;
  readonly position?: Maybe<number>;
  readonly alt?: Maybe<string>;
  readonly width?: Maybe<number>;
  readonly height?: Maybe<number>;
  readonly imageKey?: Maybe<string>;
  readonly isThumb?: Maybe<boolean>;
}

/**
 * One option a variant carries: which group and which option in it (spec 3 "Variant").
 *
 * @example
 * const ref: VariantOptionRef = { variantGroupId: 'size', variantGroupOptionId: '50ml' };
 */
export interface VariantOptionRef {
  readonly variantGroupId?: Maybe<string>;
  readonly variantGroupOptionId?: Maybe<string>;
}

/**
 * Product variant (spec 3). Min and max order quantity use the product's field names.
 *
 * @example
 * const variant: Variant = { id: 'v-50ml', price: 499, listingPrice: 599, inventory: 12 };
 */
export interface Variant {
  readonly id: string;
  readonly productId?: Maybe<string>;
  readonly title?: Maybe<string>;
  readonly minimumOrderQuantity?: Maybe<number>;
  readonly maximumOrderQuantity?: Maybe<number>;
  readonly price?: Maybe<number>;
  readonly listingPrice?: Maybe<number>;
  readonly costPrice?: Maybe<number>;
  readonly sku?: Maybe<string>;
  readonly position?: Maybe<number>;
  readonly images?: Maybe<readonly Image[]>;
  readonly imageUrl?: Maybe<string>;
  readonly inventory?: Maybe<number>;
  readonly blockedInventory?: Maybe<number>;
  readonly status?: Maybe<Loose<ProductStatus>>;
  readonly productVariantOptionIds?: Maybe<readonly VariantOptionRef[]>;
  readonly thumbImage?: Maybe<string>;
  readonly marketPlaceLinks?: Maybe<unknown>;
}

/**
 * Which variant groups (and which of their options) a product uses (spec 3 "variantGroups").
 *
 * @example
 * const used: ProductVariantGroup = { variantGroupId: 'size', variantGroupOptionIds: ['50ml'] };
 */
export interface ProductVariantGroup {
  readonly variantGroupId?: Maybe<string>;
  readonly variantGroupOptionIds?: Maybe<readonly string[]>;
}

/**
 * Category or sub-category reference of a product.
 *
 * @example
 * const category: CategoryRef = { id: 'c1', name: 'Serums', slug: 'serums' };
 */
export interface CategoryRef {
  readonly id?: Maybe<string>;
  readonly name?: Maybe<string>;
  readonly slug?: Maybe<string>;
}

/**
 * Product (spec 3). `collections` holds collection identifiers (ids or slugs); `variants` and
 * `images` are plain arrays. Every field but `id` is optional and may be `null`.
 *
 * @example
 * const product: Product = { id: 'p1', title: 'Vitamin C Serum', price: 499, collections: ['serums'] };
 */
export interface Product {
  readonly id: string;
  readonly title?: Maybe<string>;
  readonly slug?: Maybe<string>;
  readonly productDescription?: Maybe<string>;
  readonly collections?: Maybe<readonly string[]>;
  readonly vendor?: Maybe<string>;
  readonly status?: Maybe<Loose<ProductStatus>>;
  readonly minimumOrderQuantity?: Maybe<number>;
  readonly maximumOrderQuantity?: Maybe<number>;
  readonly category?: Maybe<CategoryRef>;
  readonly subCategory?: Maybe<CategoryRef>;
  readonly categoryId?: Maybe<string>;
  readonly subCategoryId?: Maybe<string>;
  readonly isFeatured?: Maybe<boolean>;
  readonly price?: Maybe<number>;
  readonly listingPrice?: Maybe<number>;
  readonly costPrice?: Maybe<number>;
  readonly sku?: Maybe<string>;
  readonly size?: Maybe<string>;
  readonly color?: Maybe<string>;
  readonly position?: Maybe<number>;
  readonly currency?: Maybe<string>;
  readonly taxable?: Maybe<boolean>;
  readonly barcode?: Maybe<string>;
  readonly tags?: Maybe<readonly string[]>;
  readonly weight?: Maybe<number>;
  readonly weightUnit?: Maybe<string>;
  readonly inventory?: Maybe<number>;
  readonly blockedInventory?: Maybe<number>;
  readonly continueSellingOutOfStock?: Maybe<boolean>;
  readonly isInventoryEnabled?: Maybe<boolean>;
  readonly isTaxEnabled?: Maybe<boolean>;
  readonly hasVarient?: Maybe<boolean>;
  readonly rating?: Maybe<number>;
  readonly totalRatings?: Maybe<number>;
  readonly thumbImages?: Maybe<readonly string[]>;
  readonly totalOrders?: Maybe<number>;
  readonly recommended?: Maybe<boolean>;
  readonly recommendPriority?: Maybe<number>;
  readonly recommendPrice?: Maybe<number>;
  readonly imageUrl?: Maybe<string>;
  readonly availability?: Maybe<string>;
  readonly section?: Maybe<string>;
  readonly metadata?: Maybe<{
    readonly title?: Maybe<string>;
    readonly description?: Maybe<string>;
    readonly keywords?: Maybe<string>;
  }>;
  readonly variantGroups?: Maybe<readonly ProductVariantGroup[]>;
  readonly variants?: Maybe<readonly Variant[]>;
  readonly images?: Maybe<readonly Image[]>;
}

/**
 * Store-wide variant group with its options (spec 3 "Variant group", from ListVariantGroups).
 *
 * @example
 * const size: VariantGroup = { id: 'size', label: 'Size', variantOptions: [{ id: '50ml', label: '50 ml' }] };
 */
export interface VariantGroup {
  readonly id: string;
  readonly label?: Maybe<string>;
  readonly variantOptions?: Maybe<
    readonly { readonly id: string; readonly label?: Maybe<string> }[]
  >;
}
