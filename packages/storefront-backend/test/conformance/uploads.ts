import { describe, expect, it } from 'vitest';
import type { UploadRecord } from '../../src/ports/storage/records.js';
import type { UploadCaps } from '../../src/ports/storage/uploads.js';
import { NOW, uuid } from './builders.js';
import { concurrently, type Harness } from './harness.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const slot: UploadRecord = {
  key: 'reviews/u-1',
  userId: uuid(1),
  productId: 'five-left',
  contentType: 'image/webp',
  maxBytes: 8,
  expiresAt: NOW + 15 * MINUTE,
  createdAt: NOW,
  size: null,
  uploadedAt: null,
  secretHash: 'a'.repeat(64),
  reviewId: null,
};

const caps = (changes: Partial<UploadCaps> = {}): UploadCaps => ({
  now: NOW,
  maxOpenSlots: 3,
  maxOpenBytes: 20,
  keepUnattachedMs: DAY,
  ...changes,
});

const slotOf = (n: number, changes: Partial<UploadRecord> = {}): UploadRecord => ({
  ...slot,
  key: `reviews/u-${n}`,
  ...changes,
});

const BYTES = new Uint8Array([0, 1, 2, 250, 251, 252, 253, 255]);

/** Upload slots and their bytes: one upload a slot, per-user caps, attachment, the sweep. */
export function uploadsConformance(harness: Harness): void {
  describe('uploads', () => {
    it('stores the bytes of a live slot within its size and reads them back', async () => {
      const { repos } = await harness.open();
      expect(await repos.uploads.insert(slot, caps())).toBe('inserted');
      expect(await repos.uploads.byKey(slot.key)).toEqual(slot);
      expect(await repos.uploads.content(slot.key)).toBeNull();
      expect(await repos.uploads.store(slot.key, BYTES, NOW + 1000)).toBe('stored');
      expect(await repos.uploads.byKey(slot.key)).toEqual({
        ...slot,
        size: 8,
        uploadedAt: NOW + 1000,
      });
      expect(await repos.uploads.content(slot.key)).toEqual({
        contentType: 'image/webp',
        bytes: BYTES,
      });
    });

    it('refuses unknown, expired, empty and oversized uploads', async () => {
      const { repos } = await harness.open();
      await repos.uploads.insert(slot, caps());
      expect(await repos.uploads.store('reviews/u-2', new Uint8Array([1]), NOW)).toBe('unknown');
      expect(await repos.uploads.store(slot.key, new Uint8Array([1]), slot.expiresAt)).toBe(
        'expired',
      );
      expect(await repos.uploads.store(slot.key, new Uint8Array(0), NOW)).toBe('empty');
      expect(await repos.uploads.store(slot.key, new Uint8Array(9), NOW)).toBe('too-large');
      expect(await repos.uploads.content(slot.key)).toBeNull();
      await expect(repos.uploads.insert(slot, caps())).rejects.toThrow();
    });

    it('takes one upload a slot, also when ten race', async () => {
      const { repos } = await harness.open();
      await repos.uploads.insert(slot, caps());
      const outcomes = await concurrently(10, (i) =>
        repos.uploads.store(slot.key, new Uint8Array([i + 1]), NOW + 1),
      );
      expect(outcomes.filter((outcome) => outcome === 'stored')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'taken')).toHaveLength(9);
      const winner = outcomes.indexOf('stored');
      expect((await repos.uploads.content(slot.key))?.bytes).toEqual(new Uint8Array([winner + 1]));
    });

    it("caps a user's open slots and their bytes, also when ten race; lapsed and attached slots do not count", async () => {
      const { repos } = await harness.open();
      const outcomes = await concurrently(10, (i) =>
        repos.uploads.insert(slotOf(i + 1, { maxBytes: 5 }), caps()),
      );
      expect(outcomes.filter((outcome) => outcome === 'inserted')).toHaveLength(3);
      expect(outcomes.filter((outcome) => outcome === 'too-many-slots')).toHaveLength(7);
      // Another user's slots are theirs.
      expect(await repos.uploads.insert(slotOf(20, { userId: uuid(2) }), caps())).toBe('inserted');
      // Bytes: 3 × 5 open, a 6-byte slot would make 21 > 20.
      const roomy = caps({ maxOpenSlots: 10 });
      expect(await repos.uploads.insert(slotOf(21, { maxBytes: 6 }), roomy)).toBe('too-many-bytes');
      expect(await repos.uploads.insert(slotOf(22, { maxBytes: 5 }), roomy)).toBe('inserted');
      // Once their 15 minutes are over, slots nothing was sent to count for nothing.
      const later = caps({ now: slot.expiresAt });
      expect(await repos.uploads.insert(slotOf(23, { maxBytes: 8 }), later)).toBe('inserted');
    });

    it('counts an uploaded slot by its size until its review takes it or its day is over', async () => {
      const { repos } = await harness.open();
      const roomy = caps({ maxOpenSlots: 10 });
      await repos.uploads.insert(slotOf(1, { maxBytes: 8 }), roomy);
      await repos.uploads.store(slotOf(1).key, new Uint8Array(2), NOW + 1);
      await repos.uploads.insert(slotOf(2, { maxBytes: 8 }), roomy);
      await repos.uploads.insert(slotOf(3, { maxBytes: 8 }), roomy); // 2 + 8 + 8 = 18
      expect(await repos.uploads.insert(slotOf(4, { maxBytes: 3 }), roomy)).toBe('too-many-bytes');
      expect(await repos.uploads.attach('review-1', slot.userId, [slotOf(1).key], roomy)).toBe(
        true,
      );
      expect(await repos.uploads.insert(slotOf(4, { maxBytes: 3 }), roomy)).toBe('inserted');
    });

    it("attaches a review's images all or nothing, detaching those it no longer lists", async () => {
      const { repos } = await harness.open();
      const roomy = caps({ maxOpenSlots: 10, maxOpenBytes: 100 });
      for (const n of [1, 2, 3]) {
        await repos.uploads.insert(slotOf(n), roomy);
        await repos.uploads.store(slotOf(n).key, BYTES, NOW + 1);
      }
      await repos.uploads.insert(slotOf(4), roomy); // nothing uploaded
      await repos.uploads.insert(slotOf(5, { userId: uuid(2) }), roomy);
      await repos.uploads.store(slotOf(5).key, BYTES, NOW + 1);
      const attach = (reviewId: string, keys: string[], userId = slot.userId) =>
        repos.uploads.attach(
          reviewId,
          userId,
          keys.map((n) => `reviews/u-${n}`),
          roomy,
        );
      const reviewOf = async (n: number) => (await repos.uploads.byKey(`reviews/u-${n}`))?.reviewId;

      expect(await attach('r1', ['1', '4'])).toBe(false); // 4 holds no upload
      expect(await attach('r1', ['1', '5'])).toBe(false); // 5 is another user's
      expect(await attach('r1', ['1', 'nope'])).toBe(false);
      expect(await reviewOf(1)).toBeNull();
      expect(await attach('r1', ['1', '2'])).toBe(true);
      expect(await attach('r2', ['2'])).toBe(false); // 2 belongs to r1
      expect(await attach('r1', ['2', '3'])).toBe(true); // 1 leaves r1, 3 joins
      expect([await reviewOf(1), await reviewOf(2), await reviewOf(3)]).toEqual([null, 'r1', 'r1']);
      expect(await attach('r1', [])).toBe(true);
      expect([await reviewOf(2), await reviewOf(3)]).toEqual([null, null]);
      // A day after its slot was made, an unattached upload can no longer be attached.
      const late = caps({ now: NOW + DAY, maxOpenSlots: 10, maxOpenBytes: 100 });
      expect(await repos.uploads.attach('r1', slot.userId, [slotOf(2).key], late)).toBe(false);
    });

    it("keeps a product's image uploads all or nothing: only its own, uploaded, never a review's", async () => {
      const { repos } = await harness.open();
      const roomy = caps({ maxOpenSlots: 10, maxOpenBytes: 100 });
      const product = (n: number, productId = 'serum') =>
        slotOf(n, { key: `products/u-${n}`, productId, userId: uuid(n) });
      for (const made of [
        product(1),
        product(2),
        product(3, 'toner'),
        slotOf(4, { productId: 'serum' }),
      ]) {
        await repos.uploads.insert(made, roomy);
        await repos.uploads.store(made.key, BYTES, NOW + 1);
      }
      await repos.uploads.insert(product(5), roomy); // nothing uploaded
      const keep = (productId: string, keys: string[], lapse = roomy) =>
        repos.uploads.attachToProduct(productId, keys, lapse);
      const holderOf = async (key: string) => (await repos.uploads.byKey(key))?.reviewId;

      expect(await keep('serum', ['products/u-1', 'products/u-3'])).toBe(false); // toner's
      expect(await keep('serum', ['products/u-1', 'products/u-5'])).toBe(false); // not uploaded
      expect(await keep('serum', ['products/u-1', 'reviews/u-4'])).toBe(false); // a review's
      expect(await keep('serum', ['products/u-1', 'products/u-9'])).toBe(false); // unknown
      expect(await holderOf('products/u-1')).toBeNull();
      // Any staff member's upload for the product (slots 1 and 2 were made by two users).
      expect(await keep('serum', ['products/u-1', 'products/u-2'])).toBe(true);
      expect(await holderOf('products/u-2')).toBe('product:serum');
      expect(await keep('serum', ['products/u-2'])).toBe(true); // 1 let go
      expect([await holderOf('products/u-1'), await holderOf('products/u-2')]).toEqual([
        null,
        'product:serum',
      ]);
      // Kept images never lapse; a review cannot take one, nor can a product take a review's.
      const late = caps({ now: NOW + 2 * DAY, maxOpenSlots: 10, maxOpenBytes: 100 });
      expect(await keep('serum', ['products/u-2'], late)).toBe(true);
      expect(await repos.uploads.attach('r1', uuid(2), ['products/u-2'], roomy)).toBe(false);
      expect(await keep('serum', ['products/u-1'], late)).toBe(false); // lapsed meanwhile
      expect(await repos.uploads.sweep(late)).toBe(4); // 1, 3, 4 and 5; 2 is the product's
      expect(await repos.uploads.content('products/u-2')).toMatchObject({ bytes: BYTES });
    });

    it('sweeps lapsed slots with their bytes, and nothing else', async () => {
      const { repos } = await harness.open();
      const roomy = caps({ maxOpenSlots: 10, maxOpenBytes: 100 });
      for (const n of [1, 2, 3]) await repos.uploads.insert(slotOf(n), roomy);
      await repos.uploads.store(slotOf(2).key, BYTES, NOW + 1);
      await repos.uploads.store(slotOf(3).key, BYTES, NOW + 1);
      await repos.uploads.attach('r1', slot.userId, [slotOf(3).key], roomy);
      const keys = async () =>
        Promise.all([1, 2, 3].map(async (n) => (await repos.uploads.byKey(`reviews/u-${n}`))?.key));

      expect(await repos.uploads.sweep({ now: NOW, keepUnattachedMs: DAY })).toBe(0);
      expect(await repos.uploads.sweep({ now: slot.expiresAt, keepUnattachedMs: DAY })).toBe(1);
      expect(await keys()).toEqual([undefined, 'reviews/u-2', 'reviews/u-3']);
      expect(await repos.uploads.sweep({ now: NOW + DAY, keepUnattachedMs: DAY })).toBe(1);
      expect(await keys()).toEqual([undefined, undefined, 'reviews/u-3']);
      expect(await repos.uploads.content(slotOf(2).key)).toBeNull();
      expect(await repos.uploads.sweep({ now: NOW + 365 * DAY, keepUnattachedMs: DAY })).toBe(0);
    });
  });
}
