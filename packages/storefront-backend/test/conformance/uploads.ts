import { describe, expect, it } from 'vitest';
import type { UploadRecord } from '../../src/ports/storage/records.js';
import { NOW, uuid } from './builders.js';
import { type Harness } from './harness.js';

const slot: UploadRecord = {
  key: 'reviews/u-1',
  userId: uuid(1),
  productId: 'five-left',
  contentType: 'image/webp',
  maxBytes: 8,
  expiresAt: NOW + 15 * 60_000,
  createdAt: NOW,
  size: null,
  uploadedAt: null,
};

/** Upload slots and their bytes. */
export function uploadsConformance(harness: Harness): void {
  describe('uploads', () => {
    it('stores the bytes of a live slot within its size and reads them back', async () => {
      const { repos } = await harness.open();
      await repos.uploads.insert(slot);
      expect(await repos.uploads.byKey(slot.key)).toEqual(slot);
      expect(await repos.uploads.content(slot.key)).toBeNull();
      const bytes = new Uint8Array([0, 1, 2, 250, 251, 252, 253, 255]);
      expect(await repos.uploads.store(slot.key, bytes, NOW + 1000)).toBe('stored');
      expect(await repos.uploads.byKey(slot.key)).toEqual({
        ...slot,
        size: 8,
        uploadedAt: NOW + 1000,
      });
      expect(await repos.uploads.content(slot.key)).toEqual({ contentType: 'image/webp', bytes });
    });

    it('refuses unknown, expired, empty and oversized uploads', async () => {
      const { repos } = await harness.open();
      await repos.uploads.insert(slot);
      expect(await repos.uploads.store('reviews/u-2', new Uint8Array([1]), NOW)).toBe('unknown');
      expect(await repos.uploads.store(slot.key, new Uint8Array([1]), slot.expiresAt)).toBe(
        'expired',
      );
      expect(await repos.uploads.store(slot.key, new Uint8Array(0), NOW)).toBe('empty');
      expect(await repos.uploads.store(slot.key, new Uint8Array(9), NOW)).toBe('too-large');
      expect(await repos.uploads.content(slot.key)).toBeNull();
      await expect(repos.uploads.insert(slot)).rejects.toThrow();
    });
  });
}
