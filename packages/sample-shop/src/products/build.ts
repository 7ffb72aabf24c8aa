import { fromPaise, percentOf, toPaise } from '@haat/commerce-core';
import { familyCategories } from '../categories.js';
import { imageShape } from '../images.js';
import type {
  Image,
  Product,
  ProductVariantGroup,
  Review,
  Variant,
} from '@haat/storefront-api/catalogue';
import { ean13, hashString } from '../util.js';
import { optionId, PACK_GROUP_ID, SIZE_GROUP_ID } from '../variant-groups.js';
import type { ProductSeed, VariantSeed } from './seed.js';
import { productId } from './seeds.js';

const skuPrefix: Record<ProductSeed['family'], string> = {
  'face-wash': 'FW',
  serum: 'SR',
  moisturiser: 'MO',
  sunscreen: 'SS',
  'hair-oil': 'HO',
  shampoo: 'SH',
  'body-lotion': 'BL',
  combos: 'KT',
};

/** Image key of a product picture: 1 = pack shot, 2 = ingredients card, v2… = variant shots. */
/** The sample shop's cost price: 36 % of the selling price, to the paisa (commerce-core). */
const costPriceOf = (price: number): number => fromPaise(percentOf(toPaise(price), 36));

export function productImageKey(slug: string, suffix: string | number): string {
  return `products/${slug}-${suffix}`;
}

function image(
  productIdValue: string,
  key: string,
  position: number,
  alt: string,
  isThumb: boolean,
): Image {
  const { width, height } = imageShape(key);
  return {
    id: `img-${key.replace('products/', '')}`,
    productId: productIdValue,
    position,
    alt,
    width,
    height,
    imageKey: key,
    isThumb,
  };
}

function variantOptionIds(
  seed: VariantSeed,
): { variantGroupId: string; variantGroupOptionId: string }[] {
  const pairs = [];
  if (seed.size !== undefined)
    pairs.push({
      variantGroupId: SIZE_GROUP_ID,
      variantGroupOptionId: optionId(SIZE_GROUP_ID, seed.size),
    });
  if (seed.pack !== undefined)
    pairs.push({
      variantGroupId: PACK_GROUP_ID,
      variantGroupOptionId: optionId(PACK_GROUP_ID, seed.pack),
    });
  return pairs;
}

/** The text shown on a variant chip and printed on its pack shot. */
export function variantTitle(seed: VariantSeed): string {
  return [seed.size, seed.pack].filter((part) => part !== undefined).join(' / ');
}

function buildVariants(
  seed: ProductSeed,
  id: string,
  sku: string,
  main: Image,
  order: { min: number; max: number },
): Variant[] {
  return (seed.variants ?? []).map((v, index) => {
    const key = index === 0 ? main.imageKey : productImageKey(seed.slug, `v${index + 1}`);
    const title = variantTitle(v);
    const picture = index === 0 ? main : image(id, key, 1, `${seed.title}, ${title}`, true);
    return {
      id: `var-${seed.slug}-${index + 1}`,
      productId: id,
      title,
      minimumOrderQuantity: order.min,
      maximumOrderQuantity: order.max,
      price: v.price,
      listingPrice: v.listingPrice,
      costPrice: costPriceOf(v.price),
      sku: `${sku}-${title.toUpperCase().replace(/[^A-Z0-9]+/g, '')}`,
      position: index + 1,
      images: [picture],
      imageUrl: key,
      inventory: v.inventory,
      blockedInventory: v.blockedInventory ?? 0,
      status: v.status ?? 'ENABLED',
      productVariantOptionIds: variantOptionIds(v),
      thumbImage: key,
      marketPlaceLinks: [],
    };
  });
}

/** Which options of each group the product's variants use, in first-use order. */
function usedGroups(variants: Variant[]): ProductVariantGroup[] {
  const groups = new Map<string, string[]>();
  for (const pair of variants.flatMap((v) => v.productVariantOptionIds)) {
    const options = groups.get(pair.variantGroupId) ?? [];
    if (!options.includes(pair.variantGroupOptionId)) options.push(pair.variantGroupOptionId);
    groups.set(pair.variantGroupId, options);
  }
  return [...groups].map(([variantGroupId, variantGroupOptionIds]) => ({
    variantGroupId,
    variantGroupOptionIds,
  }));
}

function description(seed: ProductSeed): string {
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  return [
    `<p>${seed.intro}</p>`,
    `<h3>Why you will love it</h3>${list(seed.benefits)}`,
    `<h3>Key ingredients</h3>${list(seed.ingredients)}`,
    `<h3>How to use</h3><p>${seed.howToUse}</p>`,
  ].join('');
}

function summary(text: string, max = 155): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** Turns a seed into a spec 3 Product; rating and totalRatings come from its sample reviews. */
export function buildProduct(
  seed: ProductSeed,
  position: number,
  productReviews: readonly Review[],
): Product {
  const id = productId(seed.slug);
  const { category, subCategory } = familyCategories[seed.family];
  const sku = `HAAT-${skuPrefix[seed.family]}-${String(position).padStart(3, '0')}`;
  const order = seed.order ?? { min: 1, max: 5 };
  const main = image(
    id,
    productImageKey(seed.slug, 1),
    1,
    `${seed.title}, ${seed.size} pack`,
    true,
  );
  const card = image(
    id,
    productImageKey(seed.slug, 2),
    2,
    `${seed.title}: key ingredients and benefits`,
    false,
  );
  const variants = buildVariants(seed, id, sku, main, order);
  const sum = (pick: (v: Variant) => number) => variants.reduce((total, v) => total + pick(v), 0);
  const stock = seed.stock ?? {};
  const ratingSum = productReviews.reduce((total, r) => total + r.rating, 0);
  return {
    id,
    title: seed.title,
    slug: seed.slug,
    productDescription: description(seed),
    collections: [seed.family, ...(seed.collections ?? [])],
    vendor: 'Haat Skincare',
    status: seed.status ?? 'ENABLED',
    minimumOrderQuantity: order.min,
    maximumOrderQuantity: order.max,
    category,
    subCategory,
    categoryId: category.id,
    subCategoryId: subCategory.id,
    isFeatured: seed.isFeatured ?? false,
    price: seed.price,
    listingPrice: seed.listingPrice,
    costPrice: costPriceOf(seed.price),
    sku,
    size: seed.size,
    color: null,
    position,
    currency: 'INR',
    taxable: true,
    barcode: ean13(hashString(seed.slug)),
    tags: seed.tags ?? [],
    weight: seed.weightGrams,
    weightUnit: 'g',
    inventory:
      variants.length > 0
        ? sum((v) => v.inventory ?? 0)
        : (stock.inventory ?? 40 + (hashString(seed.slug) % 160)),
    blockedInventory:
      variants.length > 0 ? sum((v) => v.blockedInventory) : (stock.blockedInventory ?? 0),
    continueSellingOutOfStock: stock.continueSellingOutOfStock ?? false,
    isInventoryEnabled: stock.isInventoryEnabled ?? true,
    isTaxEnabled: true,
    hasVarient: variants.length > 0,
    rating:
      productReviews.length > 0 ? Math.round((ratingSum / productReviews.length) * 10) / 10 : 0,
    totalRatings: productReviews.length,
    thumbImages: [main.imageKey, card.imageKey],
    totalOrders: seed.totalOrders,
    recommended: seed.recommend !== undefined,
    recommendPriority: seed.recommend?.priority ?? null,
    recommendPrice: seed.recommend?.price ?? null,
    imageUrl: main.imageKey,
    availability: stock.availability ?? 'in stock',
    section: null,
    metadata: {
      title: `${seed.title} | Haat Skincare`,
      description: summary(seed.intro),
      keywords: seed.keywords.join(', '),
    },
    variantGroups: usedGroups(variants),
    variants,
    images: [main, card],
    createdAt: `${seed.listedOn}T10:00:00.000Z`,
    updatedAt: '2026-11-15T09:30:00.000Z',
  };
}
