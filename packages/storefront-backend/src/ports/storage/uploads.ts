import type { UploadRecord } from './records.js';

/**
 * The outcome of storing an upload's bytes.
 *
 * @example
 * const outcome: UploadStoreOutcome = 'expired';
 */
export type UploadStoreOutcome = 'stored' | 'unknown' | 'expired' | 'too-large' | 'empty';

/**
 * Review-image upload slots and their bytes. Each method is one atomic operation.
 *
 * @example
 * await repos.uploads.insert(slot);
 * const outcome = await repos.uploads.store(slot.key, bytes, now);
 */
export interface UploadsRepository {
  insert(slot: UploadRecord): Promise<void>;
  byKey(key: string): Promise<UploadRecord | null>;
  /**
   * Keeps the bytes of a slot that has not expired (`now` before `expiresAt`), holding between 1
   * and `maxBytes` bytes; a later upload to the same slot replaces them. Sets `size` and
   * `uploadedAt`.
   */
  store(key: string, bytes: Uint8Array, now: number): Promise<UploadStoreOutcome>;
  /** The stored bytes and their content type; null before the upload. */
  content(
    key: string,
  ): Promise<{ readonly contentType: string; readonly bytes: Uint8Array } | null>;
}
