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

    it('writes products live, versioned: changed, new, stale and slug-taken writes', async () => {
      const storage = await harness.open();
      const { repos } = storage;
      const { catalogue } = repos;
      const five = await catalogue.productById(PRODUCT.fiveLeft);
      if (!five) throw new Error('the conformance catalogue has five-left');
      expect(await catalogue.versionedProduct(PRODUCT.fiveLeft)).toEqual({
        product: five,
        version: 1,
      });
      expect(await catalogue.versionedProduct('nope')).toBeNull();
      // Priced at ₹8.70: listed under "price at most ₹8.70" (paise through commerce-core).
      const renamed = { ...five, title: 'Renamed', status: 'ENABLED', price: 8.7 };
      expect(await catalogue.updateProduct(renamed)).toEqual({ ok: true, version: 2 });
      expect((await catalogue.productById(PRODUCT.fiveLeft))?.title).toBe('Renamed');
      expect((await catalogue.productBySlug('five-left-slug'))?.title).toBe('Renamed');
      const listed = async (priceMin: number | null, priceMax: number | null) =>
        (
          await catalogue.productPage({ priceMin, priceMax }, 'DEFAULT', { offset: 0, limit: 10 })
        ).items.map((p) => p.id);
      expect(await listed(null, 8.7)).toEqual([PRODUCT.fiveLeft]);
      expect(await listed(8.7, 8.7)).toEqual([PRODUCT.fiveLeft]);
      expect(await listed(null, 8.69)).toEqual([]);
      expect(await listed(8.71, null)).toEqual([]);

      expect(await catalogue.updateProduct({ ...renamed, title: 'Stale' }, 1)).toEqual({
        ok: false,
        reason: 'version-mismatch',
        version: 2,
      });
      expect(await catalogue.updateProduct({ ...renamed, title: 'Fresh' }, 2)).toEqual({
        ok: true,
        version: 3,
      });
      const ten = await catalogue.productById(PRODUCT.tenLeft);
      if (!ten) throw new Error('the conformance catalogue has ten-left');
      expect(await catalogue.updateProduct({ ...ten, slug: 'five-left-slug' })).toEqual({
        ok: false,
        reason: 'slug-taken',
        productId: PRODUCT.fiveLeft,
      });

      // A new product gets its seeded stock; writing it as new again is stale.
      const added = { ...ten, id: 'added', slug: 'added-slug', title: 'Added', inventory: 3 };
      expect(await catalogue.updateProduct(added, null)).toEqual({ ok: true, version: 1 });
      expect(await repos.stock.available(['added'])).toEqual([{ key: 'added', available: 3 }]);
      expect(await catalogue.updateProduct(added, null)).toMatchObject({ ok: false, version: 1 });
      expect((await catalogue.productsByIds(['added']))[0]?.title).toBe('Added');

      // A write inside work that fails is rolled back with it.
      await expect(
        storage.transaction(async (within) => {
          await within.catalogue.updateProduct({ ...renamed, title: 'Rolled back' });
          throw new Error('the work fails');
        }),
      ).rejects.toThrow('the work fails');
      expect((await catalogue.productById(PRODUCT.fiveLeft))?.title).toBe('Fresh');
      expect(await catalogue.versionedProduct(PRODUCT.fiveLeft)).toMatchObject({
        product: { title: 'Fresh' },
        version: 3,
      });
    });
  });
}
