import { describe, expect, it } from 'vitest';
import { PRODUCT } from './catalogue.js';
import { type Harness } from './harness.js';

/** Catalogue reads: the seed, looked up by id, slug, pin code and product. */
export function catalogueConformance(harness: Harness): void {
  describe('catalogue', () => {
    it('answers the seeded catalogue and its lookups', async () => {
      const { repos } = await harness.open();
      const { catalogue } = repos;
      expect(await catalogue.storeId()).toBe('conformance-store');
      expect(await catalogue.store()).toEqual({ id: 'conformance-store', name: 'Conformance' });
      const ids = Object.values(PRODUCT);
      expect((await catalogue.productsByIds([...ids, 'nope'])).map((p) => p?.id ?? null)).toEqual([
        ...ids,
        null,
      ]);
      expect((await catalogue.productById(PRODUCT.sizes))?.variants).toHaveLength(2);
      expect((await catalogue.productBySlug('five-left-slug'))?.id).toBe(PRODUCT.fiveLeft);
      expect(await catalogue.productById('nope')).toBeNull();
      expect(await catalogue.productBySlug('nope')).toBeNull();
      expect(await catalogue.zipCode('560001')).toEqual({ id: '560001', cod: true, prepaid: true });
      expect(await catalogue.zipCode('999999')).toBeNull();
      expect((await catalogue.faqs(PRODUCT.fiveLeft)).map((f) => f.id)).toEqual(['faq-1']);
      expect(await catalogue.faqs(PRODUCT.oneLeft)).toEqual([]);
      expect(
        (await catalogue.linkedProducts(PRODUCT.fiveLeft)).map((l) => l.linkedProductId),
      ).toEqual([PRODUCT.tenLeft]);
      expect((await catalogue.coupons()).map((c) => c.code)).toEqual(['WELCOME10']);
      expect(await catalogue.settings()).toEqual([{ key: 'BLOCK_INVENTORY', value: '0' }]);
    });
  });
}
