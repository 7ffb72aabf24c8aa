import { describe, expect, it } from 'vitest';
import { PRODUCT } from './catalogue.js';
import { type Harness } from './harness.js';

/** Staff's product list (`adminProductPage`): filters, id order, keyset pages, versions. */
export function adminProductPageConformance(harness: Harness): void {
  describe('catalogue: staff product list', () => {
    it('finds products by title, slug or SKU, status and collection, paged by id with versions', async () => {
      const { repos } = await harness.open();
      const { catalogue } = repos;
      const write = async (id: string, fields: Record<string, unknown>) => {
        const product = await catalogue.productById(id);
        if (!product) throw new Error(`the conformance catalogue has ${id}`);
        expect(await catalogue.updateProduct({ ...product, ...fields })).toMatchObject({
          ok: true,
        });
      };
      await write(PRODUCT.fiveLeft, {
        status: 'DISABLED',
        sku: 'HS-Five_%',
        collections: ['serums'],
      });
      await write(PRODUCT.tenLeft, { status: 'ENABLED', title: 'Vitamin Ten' });
      const sizes = await catalogue.productById(PRODUCT.sizes);
      await write(PRODUCT.sizes, {
        variants: (sizes?.variants ?? []).map((variant) => ({
          ...variant,
          sku: `VAR-${variant.id}`,
        })),
      });
      const ids = async (query: Parameters<typeof catalogue.adminProductPage>[0]) =>
        (await catalogue.adminProductPage(query, { limit: 50, after: null })).items.map(
          (item) => item.product.id,
        );

      // Every word, case-insensitive, in the title, slug or a SKU; LIKE's wildcards as they are.
      expect(await ids({ search: 'vitamin TEN' })).toEqual([PRODUCT.tenLeft]);
      expect(await ids({ search: 'ten-left-slug' })).toEqual([PRODUCT.tenLeft]);
      expect(await ids({ search: 'hs-five' })).toEqual([PRODUCT.fiveLeft]);
      expect(await ids({ search: '_%' })).toEqual([PRODUCT.fiveLeft]);
      expect(await ids({ search: 'var-large' })).toEqual([PRODUCT.sizes]);
      expect(await ids({ search: 'vitamin five' })).toEqual([]);
      expect(await ids({ status: 'DISABLED' })).toEqual([PRODUCT.fiveLeft]);
      expect(await ids({ status: 'ENABLED' })).toEqual([PRODUCT.tenLeft]);
      expect(await ids({ collectionId: 'serums' })).toEqual([PRODUCT.fiveLeft]);
      expect(await ids({ collectionId: 'serums', status: 'ENABLED' })).toEqual([]);

      // Every product (any status), by id in code-unit order, three a page.
      const pages: { ids: string[]; total: number; next: string | null }[] = [];
      let after: string | null = null;
      do {
        const page = await catalogue.adminProductPage({}, { limit: 3, after });
        pages.push({
          ids: page.items.map((item) => item.product.id),
          total: page.total,
          next: page.next,
        });
        after = page.next;
      } while (after !== null);
      expect(pages).toEqual([
        { ids: ['five-left', 'keeps-selling', 'one-left'], total: 7, next: 'one-left' },
        { ids: ['sizes', 'sold-out', 'ten-left'], total: 7, next: 'ten-left' },
        { ids: ['untracked'], total: 7, next: null },
      ]);
      const first = await catalogue.adminProductPage({ search: 'five' }, { limit: 1, after: null });
      expect(first).toMatchObject({ total: 1, next: null });
      expect(first.items[0]?.version).toBe(2);
      expect(first.items[0]?.product).toMatchObject({ sku: 'HS-Five_%', status: 'DISABLED' });
      const untouched = await catalogue.adminProductPage(
        { search: 'one-left' },
        { limit: 5, after: null },
      );
      expect(untouched.items.map((item) => item.version)).toEqual([1]);
      await expect(catalogue.adminProductPage({}, { limit: 201, after: null })).rejects.toThrow(
        RangeError,
      );
    });
  });
}
