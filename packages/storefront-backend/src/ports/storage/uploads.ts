import type { UploadRecord } from './records.js';

/**
 * The outcome of storing an upload's bytes: `taken` when the slot already holds an upload (a
 * slot takes one).
 *
 * @example
 * const outcome: UploadStoreOutcome = 'expired';
 */
export type UploadStoreOutcome = 'stored' | 'unknown' | 'expired' | 'too-large' | 'empty' | 'taken';

/**
 * The outcome of opening a slot under a user's caps.
 *
 * @example
 * const outcome: UploadInsertOutcome = 'too-many-slots';
 */
export type UploadInsertOutcome = 'inserted' | 'too-many-slots' | 'too-many-bytes';

/**
 * When a slot counts as open, and how many a user may hold. A slot is open while it is not
 * attached to a review and has not lapsed: before its `expiresAt` when nothing was uploaded,
 * before `createdAt + keepUnattachedMs` once it holds an upload. Lapsed slots are what
 * `sweep` deletes; until then they count for nothing.
 *
 * @example
 * const caps: UploadCaps = { now, maxOpenSlots: 10, maxOpenBytes: 25 * 1024 * 1024, keepUnattachedMs: 86_400_000 };
 */
export interface UploadCaps {
  readonly now: number;
  /** Most open slots one user may hold. */
  readonly maxOpenSlots: number;
  /** Most bytes one user's open slots may hold (each slot's `size` once uploaded, else `maxBytes`). */
  readonly maxOpenBytes: number;
  /** How long an uploaded image waits for its review (from the slot's `createdAt`). */
  readonly keepUnattachedMs: number;
}

/**
 * Image upload slots (a review's, a product's) and their bytes. Each method is one atomic operation.
 * SQL: `insert` counts the user's open slots and inserts under a per-user advisory lock;
 * `store` and `attach` lock the slots' rows; `sweep` is one DELETE.
 *
 * @example
 * const opened = await repos.uploads.insert(slot, caps);
 * const outcome = await repos.uploads.store(slot.key, bytes, now);
 */
export interface UploadsRepository {
  /**
   * Inserts a new slot unless its user would then hold more than `caps.maxOpenSlots` open slots
   * or more than `caps.maxOpenBytes` bytes in them (counting the new slot's `maxBytes`). A key
   * that exists already is a programmer error (throws).
   */
  insert(slot: UploadRecord, caps: UploadCaps): Promise<UploadInsertOutcome>;
  byKey(key: string): Promise<UploadRecord | null>;
  /**
   * Keeps the bytes of a slot that has not expired (`now` before `expiresAt`) and holds no
   * upload yet, holding between 1 and `maxBytes` bytes. Sets `size` and `uploadedAt`.
   */
  store(key: string, bytes: Uint8Array, now: number): Promise<UploadStoreOutcome>;
  /** The stored bytes and their content type; null before the upload. */
  content(
    key: string,
  ): Promise<{ readonly contentType: string; readonly bytes: Uint8Array } | null>;
  /**
   * Makes `keys` exactly the uploads attached to review `reviewId`: each must be `userId`'s,
   * uploaded, and attached to no other review (an unattached one not lapsed, see
   * {@link UploadCaps}); uploads of that review not in `keys` are detached. All or nothing:
   * false (and no change) when a key does not qualify.
   */
  attach(
    reviewId: string,
    userId: string,
    keys: readonly string[],
    caps: Pick<UploadCaps, 'now' | 'keepUnattachedMs'>,
  ): Promise<boolean>;
  /**
   * Makes `keys` exactly the uploads kept as product `productId`'s images (`mayAttachToProduct`:
   * product image uploads made for it, uploaded, its already or unattached and not lapsed);
   * those of the product not in `keys` are let go (swept with the other lapsed uploads). All or
   * nothing: false (and no change) when a key does not qualify. Called in the transaction that
   * writes the product, so its images and their uploads change together.
   */
  attachToProduct(
    productId: string,
    keys: readonly string[],
    lapse: Pick<UploadCaps, 'now' | 'keepUnattachedMs'>,
  ): Promise<boolean>;
  /** Deletes every lapsed slot (see {@link UploadCaps}) with its bytes; answers how many. */
  sweep(caps: Pick<UploadCaps, 'now' | 'keepUnattachedMs'>): Promise<number>;
}
