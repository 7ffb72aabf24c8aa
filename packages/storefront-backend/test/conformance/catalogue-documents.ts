import { describe, expect, it } from 'vitest';
import { concurrently, type Harness } from './harness.js';

const AUDIT = {
  at: 1,
  actor: { kind: 'staff' as const, id: 'u1' },
  action: 'upsertCoupon',
  targetType: 'coupon',
  targetId: 'coupon-2',
  before: null,
  after: null,
  reason: null,
};

/** `writeDocument` and `zipCodePage`: staff edits of the catalogue's small documents. */
export function catalogueDocumentsConformance(harness: Harness): void {
  describe('catalogue documents', () => {
    it('adds, replaces and deletes documents, read back in catalogue order', async () => {
      const { repos } = await harness.open();
      const added = { id: 'coupon-2', code: 'GLOW20' };
      expect(
        await repos.catalogue.writeDocument({ kind: 'coupons', key: 'coupon-2', data: added }),
      ).toEqual({ ok: true, before: null });
      expect(await repos.catalogue.coupons()).toEqual([
        { id: 'coupon-1', code: 'WELCOME10' },
        added,
      ]);
      const renamed = { id: 'coupon-1', code: 'WELCOME15' };
      expect(
        await repos.catalogue.writeDocument({ kind: 'coupons', key: 'coupon-1', data: renamed }),
      ).toEqual({ ok: true, before: { id: 'coupon-1', code: 'WELCOME10' } });
      expect(await repos.catalogue.coupons()).toEqual([renamed, added]);
      expect(
        await repos.catalogue.writeDocument({ kind: 'coupons', key: 'coupon-1', data: null }),
      ).toEqual({ ok: true, before: renamed });
      expect(await repos.catalogue.coupons()).toEqual([added]);

      await repos.catalogue.writeDocument({
        kind: 'settings',
        key: 'COD_CHARGES',
        data: { key: 'COD_CHARGES', value: '39' },
      });
      expect(await repos.catalogue.settings()).toEqual([
        { key: 'BLOCK_INVENTORY', value: '0' },
        { key: 'COD_CHARGES', value: '39' },
      ]);
      await repos.catalogue.writeDocument({
        kind: 'zipCodes',
        key: '110001',
        data: { id: '110001', cod: false, prepaid: true },
      });
      expect(await repos.catalogue.zipCode('110001')).toEqual({
        id: '110001',
        cod: false,
        prepaid: true,
      });
    });

    it('writes only over the document it was told of, and refuses a unique value another holds', async () => {
      const { repos } = await harness.open();
      const stored = { id: 'coupon-1', code: 'WELCOME10' };
      const newOne = { kind: 'coupons' as const, key: 'coupon-1', data: { ...stored, x: 1 } };
      expect(await repos.catalogue.writeDocument({ ...newOne, ifBefore: null })).toEqual({
        ok: false,
        reason: 'changed',
        before: stored,
      });
      expect(
        await repos.catalogue.writeDocument({
          ...newOne,
          ifBefore: { code: 'WELCOME10', id: 'coupon-1' },
        }),
      ).toEqual({ ok: true, before: stored });
      expect(await repos.catalogue.writeDocument({ ...newOne, ifBefore: stored })).toEqual({
        ok: false,
        reason: 'changed',
        before: { ...stored, x: 1 },
      });
      expect(
        await repos.catalogue.writeDocument({
          kind: 'coupons',
          key: 'coupon-2',
          data: { id: 'coupon-2', code: 'welcome10' },
          unique: { field: 'code', value: 'welcome10' },
        }),
      ).toEqual({ ok: false, reason: 'taken', holder: 'coupon-1' });
      // Its own code is not another's.
      expect(
        await repos.catalogue.writeDocument({
          kind: 'coupons',
          key: 'coupon-1',
          data: stored,
          unique: { field: 'code', value: 'WELCOME10' },
        }),
      ).toEqual({ ok: true, before: { ...stored, x: 1 } });
      expect(await repos.catalogue.coupons()).toEqual([stored]);
    });

    it('lets one of two concurrent new documents with one code in, and only one', async () => {
      const { repos } = await harness.open();
      const outcomes = await concurrently(6, (n) =>
        repos.catalogue.writeDocument({
          kind: 'coupons',
          key: `race-${n}`,
          data: { id: `race-${n}`, code: 'RACE' },
          ifBefore: null,
          unique: { field: 'code', value: 'RACE' },
        }),
      );
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
      expect((await repos.catalogue.coupons()).filter((c) => c.code === 'RACE')).toHaveLength(1);
    });

    it('commits with its audit entry, or neither when the transaction fails', async () => {
      const storage = await harness.open();
      await expect(
        storage.transaction(async (repos) => {
          await repos.catalogue.writeDocument({
            kind: 'coupons',
            key: 'coupon-2',
            data: { id: 'coupon-2', code: 'LOST' },
          });
          await repos.audit.append({ ...AUDIT, id: 'a1' });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await storage.repos.catalogue.coupons()).toEqual([
        { id: 'coupon-1', code: 'WELCOME10' },
      ]);
      expect((await storage.repos.audit.search({}, { limit: 10, after: null })).items).toEqual([]);
      await storage.transaction(async (repos) => {
        await repos.catalogue.writeDocument({
          kind: 'coupons',
          key: 'coupon-2',
          data: { id: 'coupon-2', code: 'KEPT' },
        });
        await repos.audit.append({ ...AUDIT, id: 'a2' });
      });
      expect((await storage.repos.catalogue.coupons()).map((c) => c.code)).toEqual([
        'WELCOME10',
        'KEPT',
      ]);
      expect(
        (await storage.repos.audit.search({}, { limit: 10, after: null })).items.map((a) => a.id),
      ).toEqual(['a2']);
    });

    it("writes the store's own document over, and never deletes it or adds another", async () => {
      const { repos } = await harness.open();
      const store = await repos.catalogue.store();
      const key = (store as { id: string }).id;
      const registered = {
        ...store,
        taxRegistration: { gstin: '29AAPFU0939F1ZR', legalName: 'Haat', address: 'Bengaluru' },
      };
      expect(
        await repos.catalogue.writeDocument({
          kind: 'store',
          key,
          data: registered,
          ifBefore: store,
        }),
      ).toEqual({ ok: true, before: store });
      expect(await repos.catalogue.store()).toEqual(registered);
      expect(await repos.catalogue.writeDocument({ kind: 'store', key, data: null })).toMatchObject(
        { ok: false, reason: 'changed' },
      );
      expect(
        await repos.catalogue.writeDocument({
          kind: 'store',
          key: 'another-store',
          data: { ...store, id: 'another-store' },
        }),
      ).toEqual({ ok: false, reason: 'changed', before: null });
      expect(await repos.catalogue.store()).toEqual(registered);
    });

    it('pages pin codes by code, filtered by the start of the code', async () => {
      const { repos } = await harness.open();
      for (const id of ['110003', '110001', '400001', '110002']) {
        await repos.catalogue.writeDocument({
          kind: 'zipCodes',
          key: id,
          data: { id, cod: true, prepaid: true },
        });
      }
      const first = await repos.catalogue.zipCodePage('1100', null, 2);
      expect(first.items.map((zip) => zip.id)).toEqual(['110001', '110002']);
      expect(first.total).toBe(3);
      const next = await repos.catalogue.zipCodePage('1100', '110002', 2);
      expect(next.items.map((zip) => zip.id)).toEqual(['110003']);
      const all = await repos.catalogue.zipCodePage('', null, 200);
      expect(all.items.map((zip) => zip.id)).toEqual([
        '110001',
        '110002',
        '110003',
        '400001',
        '560001',
      ]);
      expect((await repos.catalogue.zipCodePage('9', null, 10)).total).toBe(0);
      expect((await repos.catalogue.zipCodePage('1%', null, 10)).total).toBe(0);
    });
  });
}
