import { UPLOAD_KEY_PREFIX } from '../reviews/upload-slot.js';
import type { UploadRecord } from '../ports/storage/records.js';
import type { UploadCaps, UploadInsertOutcome } from '../ports/storage/uploads.js';

type Lapse = Pick<UploadCaps, 'now' | 'keepUnattachedMs'>;

/**
 * Whether an unattached slot has lapsed: nothing uploaded and past its `expiresAt`, or an
 * upload still waiting for its review `keepUnattachedMs` after the slot was made. Attached
 * slots never lapse. Every adapter's `sweep` deletes exactly these; until then they count for
 * nothing and cannot be attached (computed when read: no write is needed for a slot to lapse).
 *
 * @example
 * isLapsedUpload(slot, { now, keepUnattachedMs: 86_400_000 }); // false while it may be used
 */
export function isLapsedUpload(slot: UploadRecord, { now, keepUnattachedMs }: Lapse): boolean {
  // `== null`: a slot stored before reviews were recorded on it reads as unattached.
  if (slot.reviewId != null) return false;
  return slot.uploadedAt == null ? now >= slot.expiresAt : now >= slot.createdAt + keepUnattachedMs;
}

/**
 * What a new slot would be refused for, given its user's other slots (any order, attached or
 * not): `too-many-slots` when the open ones (unattached, not lapsed) already number
 * `maxOpenSlots`, `too-many-bytes` when their bytes (`size` once uploaded, else `maxBytes`)
 * plus the new slot's `maxBytes` would pass `maxOpenBytes`; null when it may be opened.
 *
 * @example
 * uploadCapRefusal(others, slot, caps); // null, or 'too-many-slots' / 'too-many-bytes'
 */
export function uploadCapRefusal(
  others: readonly UploadRecord[],
  slot: UploadRecord,
  caps: UploadCaps,
): Exclude<UploadInsertOutcome, 'inserted'> | null {
  const open = others.filter(
    (other) =>
      other.userId === slot.userId && other.reviewId == null && !isLapsedUpload(other, caps),
  );
  if (open.length >= caps.maxOpenSlots) return 'too-many-slots';
  const bytes = open.reduce((sum, other) => sum + (other.size ?? other.maxBytes), 0);
  return bytes + slot.maxBytes > caps.maxOpenBytes ? 'too-many-bytes' : null;
}

/**
 * Product image keys live under `products/u-<uuid>` on the image CDN (review images under
 * `reviews/u-`): an upload made for a product's images is never a review's, and the reverse.
 *
 * @example
 * key.startsWith(PRODUCT_UPLOAD_KEY_PREFIX);
 */
export const PRODUCT_UPLOAD_KEY_PREFIX = 'products/u-';

/**
 * Every prefix of an upload key (review images, product images): the hosts serve the upload URL
 * (PUT the bytes, GET them back) under each.
 *
 * @example
 * UPLOAD_KEY_PREFIXES; // ['reviews/u-', 'products/u-']
 */
export const UPLOAD_KEY_PREFIXES: readonly string[] = [
  UPLOAD_KEY_PREFIX,
  PRODUCT_UPLOAD_KEY_PREFIX,
];

/**
 * What a product image upload is attached to, in the slot's attachment (`reviewId`): a product
 * id is never a review id, so a product's images and a review's never mix.
 *
 * @example
 * productImageHolder('prd-1'); // 'product:prd-1'
 */
export function productImageHolder(productId: string): string {
  return `product:${productId}`;
}

/**
 * Whether a slot may be one of product `productId`'s images: it exists, is a product image
 * upload made for that product (by any staff member), holds an upload, and is that product's
 * already or attached to nothing (unattached: not lapsed).
 *
 * @example
 * mayAttachToProduct(slot, 'prd-1', { now, keepUnattachedMs }); // true
 */
export function mayAttachToProduct(
  slot: UploadRecord | null | undefined,
  productId: string,
  lapse: Lapse,
): boolean {
  if (!slot || !slot.key.startsWith(PRODUCT_UPLOAD_KEY_PREFIX)) return false;
  if (slot.productId !== productId || slot.uploadedAt == null) return false;
  if (slot.reviewId != null) return slot.reviewId === productImageHolder(productId);
  return !isLapsedUpload(slot, lapse);
}

/**
 * Whether a slot may be attached to review `reviewId` of `userId`: it exists, is theirs (a
 * review image upload, not a product's), holds an upload, and is attached to no other review
 * (unattached: not lapsed).
 *
 * @example
 * mayAttach(slot, reviewId, userId, { now, keepUnattachedMs }); // true
 */
export function mayAttach(
  slot: UploadRecord | null | undefined,
  reviewId: string,
  userId: string,
  lapse: Lapse,
): boolean {
  if (!slot || slot.userId !== userId || slot.uploadedAt == null) return false;
  if (slot.key.startsWith(PRODUCT_UPLOAD_KEY_PREFIX)) return false;
  if (slot.reviewId != null) return slot.reviewId === reviewId;
  return !isLapsedUpload(slot, lapse);
}
