import { describe, expect, it } from 'vitest';
import type { AuditRecord } from '../../src/ports/storage/audit.js';
import { NOW, uuid } from './builders.js';
import type { Harness } from './harness.js';

const entry = (n: number, changes: Partial<AuditRecord> = {}): AuditRecord => ({
  id: uuid(n),
  at: NOW + n * 1000,
  actor: { kind: 'staff', id: uuid(n % 2 === 0 ? 900 : 901) },
  action: n % 3 === 0 ? 'cancelOrder' : 'dispatchOrder',
  targetType: 'order',
  targetId: `order-${n % 4}`,
  before: JSON.stringify({ status: 'CONFIRMED', n }),
  after: JSON.stringify({ status: 'DISPATCHED', n }),
  reason: n === 1 ? 'Shopper asked' : null,
  ...changes,
});

/** The audit log: appended in the change's transaction, read newest first with keyset paging. */
export function auditConformance(harness: Harness): void {
  describe('audit', () => {
    it('reads entries newest first, page by page, filtered by actor, action, target and time', async () => {
      const { repos } = await harness.open();
      const all = Array.from({ length: 12 }, (_, i) => entry(i + 1));
      for (const e of all) await repos.audit.append(e);
      // Two entries at the same time: ordered by id, descending.
      await repos.audit.append(entry(13, { at: NOW + 12_000 }));
      const pages: AuditRecord[][] = [];
      let after = null;
      do {
        const page = await repos.audit.search({}, { limit: 5, after });
        pages.push([...page.items]);
        after = page.next;
      } while (after !== null);
      expect(pages.map((p) => p.length)).toEqual([5, 5, 3]);
      expect(pages.flat().map((e) => e.id)).toEqual(
        [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map(uuid),
      );
      expect(pages.flat()[12]).toEqual(all[0]);

      const cancels = await repos.audit.search(
        { action: 'cancelOrder', actorId: uuid(900) },
        { limit: 50, after: null },
      );
      expect(cancels.items.map((e) => e.id)).toEqual([12, 6].map(uuid));
      const window = await repos.audit.search(
        { from: NOW + 3000, to: NOW + 6000, targetType: 'order' },
        { limit: 50, after: null },
      );
      expect(window.items.map((e) => e.id)).toEqual([5, 4, 3].map(uuid));
      const target = await repos.audit.search({ targetId: 'order-1' }, { limit: 50, after: null });
      expect(target.items.map((e) => e.id)).toEqual([13, 9, 5, 1].map(uuid));
    });

    it('keeps no entry of a change that was rolled back', async () => {
      const storage = await harness.open();
      await expect(
        storage.transaction(async (repos) => {
          await repos.audit.append(entry(1));
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      expect((await storage.repos.audit.search({}, { limit: 10, after: null })).items).toEqual([]);
      await storage.repos.audit.append(entry(2));
      await expect(storage.repos.audit.append(entry(2))).rejects.toThrow();
    });
  });
}
