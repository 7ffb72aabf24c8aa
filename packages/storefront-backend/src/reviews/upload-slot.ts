import type {
  CreateReviewImageUploadInput,
  ReviewImageUpload,
} from '@haat/storefront-api/resolvers';
import type { BackendDeps } from '../deps.js';
import { apiError, badInput } from '../errors.js';
import type { UserRecord } from '../ports/storage/records.js';

/**
 * Review image uploads: at most 5 MB, JPEG, PNG or WebP, the URL valid 15 minutes.
 *
 * @example
 * UPLOAD_LIMITS.maxBytes; // 5_242_880
 */
export const UPLOAD_LIMITS = Object.freeze({
  maxBytes: 5 * 1024 * 1024,
  validForMs: 15 * 60_000,
  contentTypes: ['image/jpeg', 'image/png', 'image/webp'] as readonly string[],
});

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
 * createReviewImageUpload: a slot for one image of the user's review of a product: send the
 * bytes with `method` to `uploadUrl` within 15 minutes; at most `size` bytes are accepted.
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
  if (!UPLOAD_LIMITS.contentTypes.includes(input.contentType)) {
    throw badInput('Please upload a JPEG, PNG or WebP image.');
  }
  if (!Number.isInteger(input.size) || input.size < 1 || input.size > UPLOAD_LIMITS.maxBytes) {
    throw badInput('Images must be at most 5 MB.');
  }
  const { repos } = deps.storage;
  if (!(await repos.catalogue.productById(input.productId))) {
    throw apiError('NOT_FOUND', 'Product not found');
  }
  const key = `${UPLOAD_KEY_PREFIX}${deps.ids.uuid()}`;
  const expiresAt = now + UPLOAD_LIMITS.validForMs;
  await repos.uploads.insert({
    key,
    userId: user.id,
    productId: input.productId,
    contentType: input.contentType,
    maxBytes: input.size,
    expiresAt,
    createdAt: now,
    size: null,
    uploadedAt: null,
  });
  return {
    key,
    uploadUrl: uploadUrl(deps.settings, key),
    method: 'PUT',
    headers: [{ name: 'content-type', value: input.contentType }],
    maxBytes: input.size,
    expiresAt: new Date(expiresAt).toISOString(),
  };
}
