import { describe, expect, it } from 'vitest';
import {
  collections,
  coupons,
  DATA_AS_OF,
  faqs,
  linkedProducts,
  loyaltyRuleEngines,
  menus,
  products,
  reviews,
  settings,
  shippingTiers,
  store,
  variantGroups,
  zipCodes,
} from '../index.js';
import type { Menu } from '@haat/storefront-api/catalogue';

const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
const unique = (values: readonly string[]) => new Set(values).size === values.length;
const isLive = (iso: string | null) => iso === null || iso > DATA_AS_OF;
const flatMenus = (list: Menu[]): Menu[] => list.flatMap((m) => [m, ...flatMenus(m.children)]);

describe('products', () => {
  it('has at least 40 products with unique ids, slugs and skus', () => {
    expect(products.length).toBeGreaterThanOrEqual(40);
    expect(unique(products.map((p) => p.id))).toBe(true);
    expect(unique(products.map((p) => p.slug))).toBe(true);
    expect(unique(products.flatMap((p) => [p.sku, ...p.variants.map((v) => v.sku)]))).toBe(true);
    expect(unique(products.flatMap((p) => p.variants.map((v) => v.id)))).toBe(true);
  });

  it('puts every product in collections that exist', () => {
    const ids = new Set(collections.map((c) => c.id));
    for (const p of products) {
      expect(p.collections.length, p.slug).toBeGreaterThan(0);
      for (const id of p.collections) expect(ids.has(id), `${p.slug} → ${id}`).toBe(true);
    }
    for (const family of [
      'face-wash',
      'serum',
      'moisturiser',
      'sunscreen',
      'hair-oil',
      'shampoo',
      'body-lotion',
      'combos',
    ]) {
      expect(
        products.some((p) => p.collections.includes(family)),
        family,
      ).toBe(true);
    }
  });

  it('prices are rupees with at most two decimals and listing price ≥ price', () => {
    for (const item of [...products, ...products.flatMap((p) => p.variants)]) {
      for (const price of [item.price, item.listingPrice, item.costPrice])
        expect(twoDecimals(price), item.id).toBe(true);
      expect(item.listingPrice, item.id).toBeGreaterThanOrEqual(item.price);
      expect(item.price, item.id).toBeGreaterThanOrEqual(199);
      expect(item.price, item.id).toBeLessThanOrEqual(1999);
    }
    expect(products.some((p) => !Number.isInteger(p.price))).toBe(true);
  });

  it('variant option ids exist in the variant groups the product declares', () => {
    const options = new Map(
      variantGroups.map((g) => [g.id, new Set(g.variantOptions.map((o) => o.id))]),
    );
    for (const p of products) {
      expect(p.hasVarient, p.slug).toBe(p.variants.length > 0);
      for (const v of p.variants) {
        expect(v.productId).toBe(p.id);
        for (const pair of v.productVariantOptionIds) {
          expect(options.get(pair.variantGroupId)?.has(pair.variantGroupOptionId), `${v.id}`).toBe(
            true,
          );
          const declared = p.variantGroups.find((g) => g.variantGroupId === pair.variantGroupId);
          expect(declared?.variantGroupOptionIds).toContain(pair.variantGroupOptionId);
        }
      }
      const combos = p.variants.map((v) =>
        v.productVariantOptionIds.map((o) => o.variantGroupOptionId).join('+'),
      );
      expect(unique(combos), p.slug).toBe(true);
    }
  });

  it('covers the stock and status cases the storefront must show', () => {
    const variants = products.flatMap((p) => p.variants);
    expect(
      products.some(
        (p) => p.isInventoryEnabled && p.inventory === 0 && !p.continueSellingOutOfStock,
      ),
    ).toBe(true);
    expect(products.some((p) => !p.isInventoryEnabled && p.availability === 'in stock')).toBe(true);
    expect(products.some((p) => p.availability !== 'in stock')).toBe(true);
    expect(products.some((p) => p.continueSellingOutOfStock && p.inventory === 0)).toBe(true);
    expect(products.filter((p) => p.status === 'DISABLED')).toHaveLength(1);
    expect(variants.some((v) => v.status === 'DISABLED')).toBe(true);
    expect(variants.some((v) => v.status === 'ENABLED' && v.inventory === 0)).toBe(true);
    expect(products.some((p) => p.variantGroups.length === 2)).toBe(true);
    expect(products.filter((p) => p.minimumOrderQuantity === 2).length).toBeGreaterThanOrEqual(2);
    for (const p of products)
      expect(p.minimumOrderQuantity).toBeLessThanOrEqual(p.maximumOrderQuantity);
  });

  it('has limited-time deals, some of which the spec 5 filter must drop', () => {
    const deals = products.filter((p) => p.recommended);
    expect(deals.length).toBeGreaterThanOrEqual(6);
    for (const p of deals) {
      expect(p.recommendPrice, p.slug).not.toBeNull();
      expect(p.recommendPrice ?? Infinity, p.slug).toBeLessThan(p.price);
      expect(p.recommendPriority, p.slug).not.toBeNull();
    }
    const enabled = (p: (typeof products)[number]) =>
      (p.variants[0]?.status ?? p.status) === 'ENABLED' && p.status === 'ENABLED';
    expect(deals.some((p) => !enabled(p))).toBe(true);
    expect(deals.some((p) => p.isInventoryEnabled && p.inventory === 0)).toBe(true);
    expect(deals.filter((p) => enabled(p) && p.inventory > 2).length).toBeGreaterThanOrEqual(4);
  });

  it('ratings agree with the sample reviews', () => {
    for (const p of products) {
      const own = reviews.filter((r) => r.productId === p.id);
      expect(p.totalRatings, p.slug).toBe(own.length);
      if (own.length > 0) {
        const mean = own.reduce((s, r) => s + r.rating, 0) / own.length;
        expect(p.rating, p.slug).toBeCloseTo(mean, 1);
      }
    }
  });
});

describe('reviews, FAQs and linked products', () => {
  it('reviews have unique ids, existing products and every rating bucket', () => {
    const ids = new Set(products.map((p) => p.id));
    expect(unique(reviews.map((r) => r.id))).toBe(true);
    for (const r of reviews) expect(ids.has(r.productId)).toBe(true);
    expect(new Set(reviews.map((r) => r.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(reviews.filter((r) => r.images.length > 0).length).toBeGreaterThanOrEqual(5);
  });

  it('no two reviews share the same title and comment, so none repeats under another name', () => {
    const texts = reviews.map((r) => `${r.title}\n${r.comment}`);
    const repeated = texts.filter((text, index) => texts.indexOf(text) !== index);
    expect(repeated).toEqual([]);
    expect(reviews.length).toBeGreaterThan(400);
  });

  it('FAQs: 3 to 5 per enabled product', () => {
    expect(unique(faqs.map((f) => f.id))).toBe(true);
    for (const p of products.filter((x) => x.status === 'ENABLED')) {
      const count = faqs.filter((f) => f.productId === p.id).length;
      expect(count, p.slug).toBeGreaterThanOrEqual(3);
      expect(count, p.slug).toBeLessThanOrEqual(5);
    }
  });

  it('linked products point at existing products, both ways', () => {
    const ids = new Set(products.map((p) => p.id));
    expect(unique(linkedProducts.map((l) => l.id))).toBe(true);
    for (const l of linkedProducts) {
      expect(ids.has(l.productId) && ids.has(l.linkedProductId)).toBe(true);
      expect(
        linkedProducts.some(
          (x) => x.productId === l.linkedProductId && x.linkedProductId === l.productId,
        ),
      ).toBe(true);
    }
  });
});

describe('coupons', () => {
  it('has one of every type, unique ids and codes', () => {
    expect(new Set(coupons.map((c) => c.couponType))).toEqual(
      new Set(['PERCENTAGE', 'FIXED', 'BUY_X_GET_Y', 'BUY_X_AT_Y', 'PRODUCT', 'FREEBIE']),
    );
    expect(unique(coupons.map((c) => c.id))).toBe(true);
    expect(unique(coupons.map((c) => c.code))).toBe(true);
  });

  it('has the special cases testers need', () => {
    expect(coupons.filter((c) => !isLive(c.expirationDate))).toHaveLength(1);
    expect(coupons.filter((c) => c.isArchive)).toHaveLength(1);
    expect(coupons.some((c) => c.paymentMethod === 'COD')).toBe(true);
    expect(coupons.some((c) => c.paymentMethod === 'ONLINE' && c.applyPrepaidDiscount)).toBe(true);
    expect(coupons.some((c) => c.isPDPFeatured)).toBe(true);
    expect(coupons.filter((c) => c.autoApply).length).toBeGreaterThanOrEqual(2);
    expect(coupons.some((c) => c.ppcodCouponAmount !== null)).toBe(true);
    expect(coupons.some((c) => c.code === 'BETTER LUCK NEXT TIME')).toBe(false);
  });

  it('refers to existing products and collections', () => {
    const productIds = new Set(products.map((p) => p.id));
    const collectionIds = new Set(collections.map((c) => c.id));
    for (const c of coupons) {
      for (const id of [...c.applicableProducts, ...c.getYProducts])
        expect(productIds.has(id), c.code).toBe(true);
      for (const id of c.applicableCollections) expect(collectionIds.has(id), c.code).toBe(true);
      expect(c.getYStoreProducts.map((p) => p.id)).toEqual(c.getYProducts);
    }
  });
});

describe('store, settings, menus, shipping, loyalty, pin codes', () => {
  it('store has banners and announcements, one of each archived', () => {
    expect(store.id).toBe('haat-skincare');
    expect(store.banners.length).toBeGreaterThanOrEqual(4);
    expect(store.banners.filter((b) => b.isArchive)).toHaveLength(1);
    expect(store.announcements.length).toBeGreaterThanOrEqual(3);
    expect(store.announcements.filter((a) => a.isArchive)).toHaveLength(1);
  });

  it('store has customer care and the four policy pages, each with text', () => {
    expect(store.customerCare).toEqual({
      phone: '+91 80 4718 2290',
      email: 'care@haatskincare.in',
      hours: 'Mon–Sat, 10 am – 7 pm IST',
    });
    expect(store.policies.map((p) => [p.slug, p.title])).toEqual([
      ['returns', 'Returns and refunds'],
      ['shipping', 'Shipping'],
      ['privacy', 'Privacy policy'],
      ['terms', 'Terms and conditions'],
    ]);
    for (const page of store.policies) {
      expect(page.body.length).toBeGreaterThan(400);
      expect(page.body).not.toMatch(/<[a-z]/i);
    }
  });

  it('sets every spec 3 configuration key once', () => {
    const keys = settings.map((s) => s.key);
    expect(unique(keys)).toBe(true);
    expect(keys).toHaveLength(21);
    expect(keys).toContain('TIMER_TTILE');
  });

  it('menus nest three levels, ids unique, priorities not pre-sorted, one archived', () => {
    const all = flatMenus(menus);
    expect(unique(all.map((m) => m.id))).toBe(true);
    expect(all.some((m) => m.children.some((c) => c.children.length > 0))).toBe(true);
    expect(all.filter((m) => m.isArchive)).toHaveLength(1);
    for (const m of all) for (const c of m.children) expect(c.parentId).toBe(m.id);
    const priorities = menus.map((m) => m.priority);
    expect(priorities).not.toEqual([...priorities].sort((a, b) => a - b));
  });

  it('shipping tiers: free-shipping threshold, COD tier and a COUPON tier with a real coupon', () => {
    const couponIds = new Set(coupons.map((c) => c.id));
    expect(
      shippingTiers.some((t) => t.type === 'CUSTOM' && t.amount === 0 && t.minOrderValue === 499),
    ).toBe(true);
    expect(shippingTiers.some((t) => t.paymentType === 'COD')).toBe(true);
    const couponTier = shippingTiers.find((t) => t.type === 'COUPON');
    expect(couponTier?.coupons.every((id) => couponIds.has(id))).toBe(true);
  });

  it('loyalty rules cover credit and debit events', () => {
    const events = loyaltyRuleEngines.map((r) => r.event);
    for (const e of [
      'CREDIT_PREPAID_ORDER',
      'CREDIT_COD_ORDER',
      'CREDIT_PPCOD_ORDER',
      'CREDIT_USER_SIGNUP',
      'DEBIT_PREPAID_ORDER',
      'DEBIT_COD_ORDER',
    ] as const) {
      expect(events).toContain(e);
    }
  });

  it('pin codes: six digits, unique, every serviceability case', () => {
    expect(unique(zipCodes.map((z) => z.id))).toBe(true);
    for (const z of zipCodes) expect(z.id).toMatch(/^[1-9]\d{5}$/);
    expect(zipCodes.some((z) => z.cod && z.prepaid && z.codMaxAmount === null)).toBe(true);
    expect(zipCodes.some((z) => z.cod && !z.prepaid)).toBe(true);
    expect(zipCodes.some((z) => !z.cod && z.prepaid)).toBe(true);
    expect(zipCodes.some((z) => !z.cod && !z.prepaid)).toBe(true);
    expect(zipCodes.some((z) => z.codMaxAmount === 1000)).toBe(true);
  });

  it('collection ids are unique and one is archived', () => {
    expect(unique(collections.map((c) => c.id))).toBe(true);
    expect(unique(collections.map((c) => c.slug))).toBe(true);
    expect(collections.filter((c) => c.isArchive)).toHaveLength(1);
  });
});
