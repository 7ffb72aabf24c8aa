import {
  availableRecommendedProducts,
  couponQuantityProblems,
  debitRuleFor,
  dropArchived,
  dropExpiredCoupons,
  productStock,
  selectShippingTier,
  usableRewards,
} from '@haat/commerce-core';
import { catalogueRecordProblems } from '@haat/storefront-api/catalogue/checks';
import { describe, expect, it } from 'vitest';
import {
  coupons,
  DATA_AS_OF,
  loyaltyRuleEngines,
  products,
  settings,
  shippingTiers,
  store,
} from '../index.js';

const blockInventory = Number(settings.find((s) => s.key === 'BLOCK_INVENTORY')?.value);
const now = Date.parse(`${DATA_AS_OF}T12:00:00+05:30`);
const bySlug = (slug: string) => {
  const product = products.find((p) => p.slug === slug);
  if (!product) throw new Error(slug);
  return product;
};

describe('the sample data under commerce-core rules', () => {
  it('keeps five limited-time deals and drops the disabled and out-of-stock ones', () => {
    const kept = availableRecommendedProducts(
      products.filter((p) => p.recommended),
      blockInventory,
    ).map((p) => p.slug);
    expect(kept).toHaveLength(5);
    expect(kept).not.toContain('charcoal-detox-face-wash');
    expect(kept).not.toContain('saffron-licorice-glow-serum');
    expect(kept).not.toContain('amla-brahmi-hair-oil');
  });

  it('shows each stock case', () => {
    const stock = (slug: string, variant?: number) => {
      const p = bySlug(slug);
      return productStock(
        p,
        variant === undefined ? undefined : p.variants[variant]?.id,
        blockInventory,
      );
    };
    expect(stock('charcoal-detox-face-wash')).toEqual({ inStock: false, available: 0 });
    expect(stock('sunscreen-stick-spf50')).toEqual({ inStock: false, available: 0 }); // 2 units, 2 blocked
    expect(stock('tinted-sunscreen-spf40').inStock).toBe(false); // untracked, availability 'out of stock'
    expect(stock('oil-free-matte-moisturiser')).toEqual({ inStock: true, available: 99 }); // untracked
    expect(stock('kumkumadi-night-serum')).toEqual({ inStock: true, available: 99 }); // continue selling
    expect(stock('niacinamide-zinc-serum', 1).inStock).toBe(false); // 50 ml variant sold out
    expect(stock('vitamin-c-brightening-serum', 0)).toEqual({ inStock: true, available: 138 });
  });

  it('drops the expired coupon and the archived one when loaded', () => {
    const live = dropArchived(dropExpiredCoupons(coupons, now)).map((c) => c.code);
    expect(live).not.toContain('DIWALI20');
    expect(live).not.toContain('MONSOON15');
    expect(live).toHaveLength(coupons.length - 2);
  });

  it('charges shipping by tier: ₹79 COD and ₹49 prepaid below ₹499, free from ₹499 or with WELCOME5', () => {
    const amount = (total: number, method: 'COD' | 'PREPAID', code?: string) =>
      selectShippingTier(
        total,
        shippingTiers,
        method,
        code ? coupons.find((c) => c.code === code) : null,
      )?.amount;
    expect(amount(498.99, 'COD')).toBe(79);
    expect(amount(498.99, 'PREPAID')).toBe(49);
    expect(amount(499, 'COD')).toBe(0);
    expect(amount(199, 'PREPAID', 'WELCOME5')).toBe(0);
  });

  it('archived banners and announcements are dropped', () => {
    expect(dropArchived(store.banners)).toHaveLength(store.banners.length - 1);
    expect(dropArchived(store.announcements)).toHaveLength(store.announcements.length - 1);
  });

  it('states `enabled` on every loyalty rule and gives each enabled DEBIT rule a percentage', () => {
    for (const rule of loyaltyRuleEngines) {
      expect(typeof rule.enabled, rule.id).toBe('boolean');
      if (rule.enabled && rule.type === 'DEBIT') {
        expect(rule.cashbackPercentage ?? 0, rule.id).toBeGreaterThan(0);
      }
    }
  });

  it('lets a ₹999 prepaid order use 20% of it, at most ₹150, and a ₹1,198 COD order 10%, at most ₹50', () => {
    const spend = (totalAmount: number, paymentType: 'PREPAID' | 'COD') =>
      usableRewards({
        totalAmount,
        paymentType,
        rule: debitRuleFor(loyaltyRuleEngines, paymentType),
        balance: 1000,
      });
    expect(spend(999, 'PREPAID')).toBe(150);
    expect(spend(600, 'PREPAID')).toBe(120);
    expect(spend(1198, 'COD')).toBe(50);
    expect(spend(698, 'COD')).toBe(0);
  });

  it('has no coupon or loyalty rule the catalogue import would refuse', () => {
    for (const coupon of coupons) expect(couponQuantityProblems(coupon), coupon.code).toEqual([]);
    expect(catalogueRecordProblems({ coupons, loyaltyRuleEngines })).toEqual([]);
  });
});
