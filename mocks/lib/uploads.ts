import { isoAt } from './clock.js';
import type { MockContext } from './context.js';
import { apiError, badInput } from './errors.js';
import type {
  CreateReviewImageUploadInput,
  ReviewImageUpload,
} from '@haat/storefront-api/resolvers';
import type { UserRecord } from './models.js';

export const UPLOAD_LIMITS = Object.freeze({
  maxBytes: 5 * 1024 * 1024,
  validForMs: 15 * 60_000,
  contentTypes: ['image/jpeg', 'image/png', 'image/webp'] as readonly string[],
});

/** Review image keys live under `reviews/u-<uuid>` on the image CDN. */
export const UPLOAD_KEY_PREFIX = 'reviews/u-';

/** An upload slot: PUT the bytes to `{cdnUrl}/{key}`; the same URL then serves the image. */
export function createUpload(
  context: MockContext,
  user: UserRecord,
  input: CreateReviewImageUploadInput,
): ReviewImageUpload {
  if (!UPLOAD_LIMITS.contentTypes.includes(input.contentType)) {
    throw badInput('Please upload a JPEG, PNG or WebP image.');
  }
  if (!Number.isInteger(input.size) || input.size < 1 || input.size > UPLOAD_LIMITS.maxBytes) {
    throw badInput('Images must be at most 5 MB.');
  }
  if (!context.catalogue.products.some((p) => p.id === input.productId)) {
    throw apiError('NOT_FOUND', 'Product not found');
  }
  const key = `${UPLOAD_KEY_PREFIX}${crypto.randomUUID()}`;
  const expiresAt = context.now + UPLOAD_LIMITS.validForMs;
  context.state.uploads.set(key, {
    key,
    userId: user.id,
    contentType: input.contentType,
    maxBytes: input.size,
    expiresAt,
    dataUrl: null,
  });
  return {
    key,
    uploadUrl: `${context.backend.config.cdnUrl.replace(/\/+$/, '')}/${key}`,
    method: 'PUT',
    headers: [{ name: 'content-type', value: input.contentType }],
    maxBytes: input.size,
    expiresAt: isoAt(expiresAt),
  };
}

/** Bytes as a data URL (kept in state so the browser keeps it across reloads). */
export function toDataUrl(bytes: Uint8Array, contentType: string): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return `data:${contentType};base64,${btoa(binary)}`;
}

/** The bytes and type of a data URL written by {@link toDataUrl}. */
export function fromDataUrl(dataUrl: string): { bytes: Uint8Array; contentType: string } {
  const match = /^data:([^;]+);base64,(.*)$/.exec(dataUrl);
  const binary = atob(match?.[2] ?? '');
  return {
    contentType: match?.[1] ?? 'application/octet-stream',
    bytes: Uint8Array.from(binary, (char) => char.charCodeAt(0)),
  };
}
