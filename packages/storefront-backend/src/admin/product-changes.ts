import { roundRupees, type GstRate } from '@haat/commerce-core';
import type {
  CreateProductInput,
  UpdateProductInput,
  UpdateVariantInput,
} from '@haat/storefront-api/admin-resolvers';
import type { Image, Product, ProductTag, Variant } from '@haat/storefront-api/catalogue';
import { editProblem, slugProblem } from '../catalogue/edit-rules.js';
import { productTaxProblems } from '../invoices/tax-fields.js';
import type { ImageDimensions } from '../reviews/image-dimensions.js';

/** The tags a product may carry (the catalogue's `ProductTag`). */
const TAGS: readonly ProductTag[] = ['best-seller', 'featured', 'trending'];

/** The collection ids the shop has (a product names only these). */
export type KnownCollections = ReadonlySet<string>;

const isoOf = (at: number): string => new Date(at).toISOString();

/** Money inputs are read to the paisa (commerce-core's one rounding). */
const rupees = (value: number): number => roundRupees(value);

/** Keeps `value` unless the input gives one (absent and null both keep it). */
const given = <T>(value: T | null | undefined, kept: T): T => value ?? kept;

/** The fields a product and a variant share, as staff edit them. */
type Shared = Pick<
  Variant,
  | 'title'
  | 'status'
  | 'price'
  | 'listingPrice'
  | 'costPrice'
  | 'sku'
  | 'minimumOrderQuantity'
  | 'maximumOrderQuantity'
>;

/** The shared fields of `current` with the input's applied (absent ones kept; money to the paisa). */
function editedFields(
  current: Shared,
  input: Omit<UpdateVariantInput, 'id' | 'productId' | 'imageKeys'>,
): Shared {
  return {
    title: given(input.title, current.title).trim(),
    status: given(input.status, current.status),
    price: input.price == null ? current.price : rupees(input.price),
    listingPrice: input.listingPrice == null ? current.listingPrice : rupees(input.listingPrice),
    costPrice: input.costPrice == null ? current.costPrice : rupees(input.costPrice),
    sku: given(input.sku, current.sku).trim(),
    minimumOrderQuantity: given(input.minimumOrderQuantity, current.minimumOrderQuantity),
    maximumOrderQuantity: given(input.maximumOrderQuantity, current.maximumOrderQuantity),
  };
}

function collectionsProblem(ids: readonly string[], known: KnownCollections): string | null {
  const unknown = ids.find((id) => !known.has(id));
  return unknown === undefined ? null : `collections: there is no collection ${unknown}.`;
}

function tagsOf(tags: readonly string[]): ProductTag[] | string {
  const wrong = tags.find((tag) => !TAGS.includes(tag as ProductTag));
  return wrong === undefined
    ? TAGS.filter((tag) => tags.includes(tag))
    : `tags may hold only ${TAGS.join(', ')} (not ${wrong}).`;
}

/**
 * The product's HSN code and GST rate with the input's applied (absent and null keep them; an
 * empty HSN code removes it), or the first problem naming the field (the catalogue file's rule).
 */
function taxFieldsOf(
  current: Pick<Product, 'hsnCode' | 'gstRate'>,
  input: Pick<UpdateProductInput, 'hsnCode' | 'gstRate'>,
): { hsnCode: string | null; gstRate: GstRate | null } | string {
  const typed = input.hsnCode?.trim();
  const hsnCode = typed === undefined ? (current.hsnCode ?? null) : typed === '' ? null : typed;
  const gstRate = input.gstRate ?? current.gstRate ?? null;
  const [problem] = productTaxProblems({ hsnCode, gstRate });
  if (problem) return `${problem.field} ${problem.message}.`;
  // productTaxProblems has checked the rate is one of commerce-core's GST_RATES.
  return { hsnCode, gstRate: gstRate as GstRate | null };
}

/** The size of each upload made for the product and sent, by key (`updateProduct` reads them). */
export type UploadedImages = ReadonlyMap<string, ImageDimensions>;

/**
 * Images in the given key order, each one the product already has or an upload made for it
 * (`createProductImageUpload`, then its bytes sent): staff add, reorder and remove images here.
 * Storage confirms the uploads as the product is written (`uploads.attachToProduct`).
 */
function imagesOf(
  keys: readonly string[],
  current: Pick<Product, 'id' | 'title' | 'images'>,
  uploaded: UploadedImages,
): Image[] | string {
  const byKey = new Map(current.images.map((image) => [image.imageKey, image]));
  const stranger = keys.find((key) => !byKey.has(key) && !uploaded.has(key));
  if (stranger !== undefined) {
    return `imageKeys: ${stranger} is not an image of this product (new images need an upload).`;
  }
  if (new Set(keys).size !== keys.length) return 'imageKeys must not repeat a key.';
  return keys.flatMap((key, position) => {
    const image = byKey.get(key);
    if (image) return [{ ...image, position, isThumb: position === 0 }];
    const size = uploaded.get(key);
    if (!size) return [];
    const alt = current.title;
    return [
      {
        id: key,
        productId: current.id,
        position,
        alt,
        imageKey: key,
        isThumb: position === 0,
        ...size,
      },
    ];
  });
}

/**
 * A new product from `createProduct`'s input (id given, DISABLED unless said, MRP the price when
 * absent, order quantities 1 to 5 as the sample shop's, stock tracked only when `initialStock`
 * is given), or the first problem with the input.
 *
 * @example
 * newProduct({ title: 'Serum', slug: 'serum', price: 499 }, 'prd-1', now, known);
 */
export function newProduct(
  input: CreateProductInput,
  id: string,
  at: number,
  known: KnownCollections,
): Product | string {
  const slug = input.slug.trim();
  const stock = input.initialStock ?? null;
  const collections = [...new Set(input.collections ?? [])];
  const price = rupees(input.price);
  const tax = taxFieldsOf({}, input);
  if (typeof tax === 'string') return tax;
  const product: Product = {
    id,
    title: input.title.trim(),
    slug,
    productDescription: input.productDescription ?? '',
    collections,
    vendor: '',
    status: input.status ?? 'DISABLED',
    minimumOrderQuantity: 1,
    maximumOrderQuantity: 5,
    category: { id: '', name: '', slug: '' },
    subCategory: { id: '', name: '', slug: '' },
    categoryId: '',
    subCategoryId: '',
    isFeatured: false,
    price,
    listingPrice: input.listingPrice == null ? price : rupees(input.listingPrice),
    costPrice: 0,
    sku: input.sku?.trim() ?? '',
    size: null,
    color: null,
    position: 0,
    currency: 'INR',
    taxable: true,
    barcode: '',
    tags: [],
    weight: 0,
    weightUnit: 'g',
    inventory: stock ?? 0,
    blockedInventory: 0,
    continueSellingOutOfStock: false,
    isInventoryEnabled: stock !== null,
    isTaxEnabled: true,
    hasVarient: false,
    rating: 0,
    totalRatings: 0,
    thumbImages: [],
    totalOrders: 0,
    recommended: false,
    recommendPriority: null,
    recommendPrice: null,
    imageUrl: '',
    availability: 'in stock',
    section: null,
    metadata: { title: input.title.trim(), description: '', keywords: '' },
    variantGroups: [],
    variants: [],
    images: [],
    createdAt: isoOf(at),
    updatedAt: isoOf(at),
    ...tax,
  };
  if (stock !== null && (!Number.isInteger(stock) || stock < 0)) {
    return 'initialStock must be a whole number of at least 0.';
  }
  return (
    slugProblem(slug) ?? collectionsProblem(collections, known) ?? editProblem(product) ?? product
  );
}

/**
 * `current` with `updateProduct`'s fields applied (absent fields kept), or the first problem
 * with the result.
 *
 * @example
 * updatedProduct(serum, { id: serum.id, price: 449 }, now, known).price; // 449
 */
export function updatedProduct(
  current: Product,
  input: UpdateProductInput,
  at: number,
  known: KnownCollections,
  uploaded: UploadedImages = new Map(),
): Product | string {
  const tags = input.tags ? tagsOf(input.tags) : current.tags;
  if (typeof tags === 'string') return tags;
  const images = input.imageKeys ? imagesOf(input.imageKeys, current, uploaded) : current.images;
  if (typeof images === 'string') return images;
  const tax = taxFieldsOf(current, input);
  if (typeof tax === 'string') return tax;
  const slug = given(input.slug, current.slug).trim();
  const collections = input.collections ? [...new Set(input.collections)] : current.collections;
  const keys = images.map((image) => image.imageKey);
  const product: Product = {
    ...current,
    ...editedFields(current, input),
    slug,
    collections,
    tags,
    productDescription: given(input.productDescription, current.productDescription),
    images,
    imageUrl: input.imageKeys ? (keys[0] ?? '') : current.imageUrl,
    thumbImages: input.imageKeys ? keys.slice(0, 2) : current.thumbImages,
    continueSellingOutOfStock: given(
      input.continueSellingOutOfStock,
      current.continueSellingOutOfStock,
    ),
    ...tax,
    updatedAt: isoOf(at),
  };
  return (
    (input.slug == null ? null : slugProblem(slug)) ??
    (input.collections ? collectionsProblem(collections, known) : null) ??
    editProblem(product) ??
    product
  );
}

/**
 * `current` with one variant changed by `updateVariant`'s fields (absent fields kept), or the
 * first problem (`id` must name a variant of the product). A variant's images come from its
 * own or its product's.
 *
 * @example
 * updatedVariant(serum, { productId: serum.id, id: 'v-30ml', price: 299 }, now);
 */
export function updatedVariant(
  current: Product,
  input: UpdateVariantInput,
  at: number,
): Product | string {
  const variant = current.variants.find((candidate) => candidate.id === input.id);
  if (!variant) return 'id: this product has no variant with this id.';
  const images = input.imageKeys
    ? imagesOf(
        input.imageKeys,
        { ...current, images: [...variant.images, ...current.images] },
        new Map(),
      )
    : variant.images;
  if (typeof images === 'string') return images;
  const keys = images.map((image) => image.imageKey);
  const next: Variant = {
    ...variant,
    ...editedFields(variant, input),
    images,
    imageUrl: input.imageKeys ? (keys[0] ?? '') : variant.imageUrl,
    thumbImage: input.imageKeys ? (keys[0] ?? '') : variant.thumbImage,
  };
  return (
    editProblem(next) ?? {
      ...current,
      variants: current.variants.map((candidate) => (candidate.id === next.id ? next : candidate)),
      updatedAt: isoOf(at),
    }
  );
}
