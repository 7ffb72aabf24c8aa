import { describe, expect, it } from 'vitest';
import { NOW, phone } from './builders.js';
import { concurrently, type Harness } from './harness.js';

const MINUTE = 60_000;
const proof = (n: number, overrides: { expiresAt?: number; createdAt?: number } = {}) => ({
  hash: n.toString(16).padStart(64, '0'),
  phone: phone(1),
  createdAt: overrides.createdAt ?? NOW,
  expiresAt: overrides.expiresAt ?? NOW + 15 * MINUTE,
});

/** Phone proofs: used once, only for their phone and before they expire, also under concurrency. */
export function phoneProofsConformance(harness: Harness): void {
  describe('phone proofs', () => {
    it('uses a proof once, for its phone, before it expires', async () => {
      const { repos } = await harness.open();
      await repos.phoneProofs.insert(proof(1));
      await repos.phoneProofs.insert(proof(2));
      expect(await repos.phoneProofs.use(proof(1).hash, phone(2), NOW)).toBe(false);
      expect(await repos.phoneProofs.use(proof(3).hash, phone(1), NOW)).toBe(false);
      expect(await repos.phoneProofs.use(proof(1).hash, phone(1), NOW)).toBe(true);
      expect(await repos.phoneProofs.use(proof(1).hash, phone(1), NOW)).toBe(false);
      expect(await repos.phoneProofs.use(proof(2).hash, phone(1), NOW + 15 * MINUTE)).toBe(false);
      expect(await repos.phoneProofs.use(proof(2).hash, phone(1), NOW + 15 * MINUTE - 1)).toBe(
        true,
      );
    });

    it('lets exactly one of concurrent uses through', async () => {
      const { repos } = await harness.open();
      await repos.phoneProofs.insert(proof(1));
      const uses = await concurrently(10, () =>
        repos.phoneProofs.use(proof(1).hash, phone(1), NOW),
      );
      expect(uses.filter(Boolean)).toHaveLength(1);
    });

    it('keeps a proof unused when the transaction that used it rolls back', async () => {
      const storage = await harness.open();
      await storage.repos.phoneProofs.insert(proof(1));
      await expect(
        storage.transaction(async (repos) => {
          expect(await repos.phoneProofs.use(proof(1).hash, phone(1), NOW)).toBe(true);
          throw new Error('order refused');
        }),
      ).rejects.toThrow('order refused');
      expect(await storage.repos.phoneProofs.use(proof(1).hash, phone(1), NOW)).toBe(true);
    });

    it('refuses a taken hash, and forgets proofs a day past their expiry', async () => {
      const { repos } = await harness.open();
      await repos.phoneProofs.insert(proof(1));
      await expect(repos.phoneProofs.insert(proof(1))).rejects.toThrow();
      const day = 24 * 60 * MINUTE;
      await repos.phoneProofs.insert(proof(2, { createdAt: NOW + 2 * day }));
      // Forgotten: a proof with its hash can be stored again.
      await repos.phoneProofs.insert(
        proof(1, { createdAt: NOW + 2 * day, expiresAt: NOW + 3 * day }),
      );
      expect(await repos.phoneProofs.use(proof(1).hash, phone(1), NOW + 2 * day)).toBe(true);
    });
  });
}
