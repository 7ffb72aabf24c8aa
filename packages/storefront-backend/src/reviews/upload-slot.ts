import type {
  CreateReviewImageUploadInput,
  ReviewImageUpload,
} from '@haat/storefront-api/resolvers';
import type { BackendDeps } from '../deps.js';
import { apiError, badInput } from '../errors.js';
import { hashAccessKey, newAccessKey } from '../orders/access-key.js';
import type { UploadRecord, UserRecord } from '../ports/storage/records.js';
import type { UploadCaps } from '../ports/storage/uploads.js';

const MB = 1024 * 1024;

/**
 * Review image uploads: at most 5 MB each, JPEG, PNG or WebP, the URL valid 15 minutes for one
 * upload. Per user, at most 10 open slots (not yet part of a review, uploaded or not) holding at
 * most 25 MB together; an upload not added to a review within 24 hours of its slot is swept
 * (and so is a slot nothing was sent to, once its 15 minutes are over).
 *
 * @example
 * UPLOAD_LIMITS.maxBytes; // 5_242_880
 */
export const UPLOAD_LIMITS = Object.freeze({
  maxBytes: 5 * MB,
  validForMs: 15 * 60_000,
  contentTypes: ['image/jpeg', 'image/png', 'image/webp'] as readonly string[],
  maxOpenSlots: 10,
  maxOpenBytes: 25 * MB,
  keepUnattachedMs: 24 * 60 * 60_000,
});

/**
 * The caps of {@link UPLOAD_LIMITS} at a time, as storage takes them.
 *
 * @example
 * await repos.uploads.sweep(uploadCaps(deps.clock.now()));
 */
export function uploadCaps(now: number): UploadCaps {
  const { maxOpenSlots, maxOpenBytes, keepUnattachedMs } = UPLOAD_LIMITS;
  return { now, maxOpenSlots, maxOpenBytes, keepUnattachedMs };
}

/** The query parameter of an upload URL that carries the slot's secret. */
export const UPLOAD_TOKEN_PARAM = 'token';

/**
 * Review image keys live under `reviews/u-<uuid>` on the image CDN.
 *
 * @example
 * key.startsWith(UPLOAD_KEY_PREFIX);
 */
export const UPLOAD_KEY_PREFIX = 'reviews/u-';

/** Where the hosts serve files when `settings.imageCdnUrl` is not set. */
const DEFAULT_CDN_URL = '/cdn';

/**
 * The URL an upload key is sent to and served from: `{imageCdnUrl}/{key}`.
 *
 * @example
 * uploadUrl(deps.settings, 'reviews/u-1'); // 'https://cdn.example.com/reviews/u-1'
 */
export function uploadUrl(settings: BackendDeps['settings'], key: string): string {
  return `${(settings.imageCdnUrl ?? DEFAULT_CDN_URL).replace(/\/+$/, '')}/${key}`;
}

/**
 * What is wrong with a request for an upload slot (`contentType`, `size`), or null: the one
 * copy of the type allow-list and size cap that review and product images share.
 *
 * @example
 * uploadRequestProblem('image/gif', 1000); // { field: 'contentType', message: 'Please upload a JPEG, PNG or WebP image.' }
 */
export function uploadRequestProblem(
  contentType: string,
  size: number,
): { readonly field: 'contentType' | 'size'; readonly message: string } | null {
  if (!UPLOAD_LIMITS.contentTypes.includes(contentType)) {
    return { field: 'contentType', message: 'Please upload a JPEG, PNG or WebP image.' };
  }
  if (!Number.isInteger(size) || size < 1 || size > UPLOAD_LIMITS.maxBytes) {
    return { field: 'size', message: 'Images must be at most 5 MB.' };
  }
  return null;
}

/**
 * A new slot (not stored yet) for `userId`'s upload of one image of `productId` under
 * `keyPrefix`, and the secret its upload URL carries (storage keeps only its hash).
 *
 * @example
 * const { slot, secret } = await newUploadSlot(deps, { userId, productId, contentType, size, keyPrefix: UPLOAD_KEY_PREFIX }, now);
 */
export async function newUploadSlot(
  deps: BackendDeps,
  request: {
    readonly userId: string;
    readonly productId: string;
    readonly contentType: string;
    readonly size: number;
    readonly keyPrefix: string;
  },
  now: number,
): Promise<{ readonly slot: UploadRecord; readonly secret: string }> {
  const secret = newAccessKey(deps.ids);
  return {
    secret,
    slot: {
      key: `${request.keyPrefix}${deps.ids.uuid()}`,
      userId: request.userId,
      productId: request.productId,
      contentType: request.contentType,
      maxBytes: request.size,
      expiresAt: now + UPLOAD_LIMITS.validForMs,
      createdAt: now,
      size: null,
      uploadedAt: null,
      secretHash: await hashAccessKey(secret),
      reviewId: null,
    },
  };
}

/**
 * Where and how a slot's bytes are sent: its key, the upload URL with the secret, the header
 * to send, and when the URL stops working.
 *
 * @example
 * const ticket = uploadTicketOf(deps, slot, secret); // { key, uploadUrl, headers, expiresAt }
 */
export function uploadTicketOf(deps: BackendDeps, slot: UploadRecord, secret: string) {
  return {
    key: slot.key,
    uploadUrl: `${uploadUrl(deps.settings, slot.key)}?${UPLOAD_TOKEN_PARAM}=${secret}`,
    headers: [{ name: 'content-type', value: slot.contentType }],
    expiresAt: new Date(slot.expiresAt).toISOString(),
  };
}

/**
 * createReviewImageUpload: a slot for one image of the user's review of a product: send the
 * bytes with `method` to `uploadUrl` within 15 minutes, once; at most `size` bytes are
 * accepted. The URL carries a secret only this answer holds (`?token=`, storage keeps its
 * hash): it is the owner's proof, as a presigned URL's signature is. Refused with
 * BAD_USER_INPUT when the user already holds 10 open slots or the new one would take their open
 * slots past 25 MB (`UPLOAD_LIMITS`).
 *
 * @example
 * const slot = await createUploadSlot(deps, user, { productId, fileName: 'a.jpg', contentType: 'image/jpeg', size: 1000 }, now);
 */
export async function createUploadSlot(
  deps: BackendDeps,
  user: UserRecord,
  input: CreateReviewImageUploadInput,
  now: number,
): Promise<ReviewImageUpload> {
  const problem = uploadRequestProblem(input.contentType, input.size);
  if (problem) throw badInput(problem.message);
  const { repos } = deps.storage;
  if (!(await repos.catalogue.productById(input.productId))) {
    throw apiError('NOT_FOUND', 'Product not found');
  }
  const { slot, secret } = await newUploadSlot(
    deps,
    { ...input, userId: user.id, keyPrefix: UPLOAD_KEY_PREFIX },
    now,
  );
  const opened = await repos.uploads.insert(slot, uploadCaps(now));
  if (opened === 'too-many-slots') {
    throw badInput(
      `You have ${UPLOAD_LIMITS.maxOpenSlots} images waiting to be added to a review. Post your review first, or try again tomorrow.`,
    );
  }
  if (opened === 'too-many-bytes') {
    throw badInput(
      `Images waiting to be added to a review may take ${UPLOAD_LIMITS.maxOpenBytes / MB} MB together. Post your review first, or try again tomorrow.`,
    );
  }
  return { ...uploadTicketOf(deps, slot, secret), method: 'PUT', maxBytes: input.size };
}
