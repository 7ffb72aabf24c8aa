import type { BackendDeps } from '../deps.js';
import { imageTypeOf } from './image-type.js';

/**
 * A REST answer of the upload URL, in HTTP terms the host maps one to one.
 *
 * @example
 * const answer: UploadAnswer = { status: 200, body: null, headers: {} };
 */
export interface UploadAnswer {
  readonly status: number;
  readonly body: Uint8Array | string | null;
  readonly headers: Record<string, string>;
}

const GONE = 'Upload URL expired or unknown';

const refusal = (status: number, message: string): UploadAnswer => ({
  status,
  body: message,
  headers: { 'content-type': 'text/plain;charset=UTF-8' },
});

/**
 * PUT `{imageCdnUrl}/{key}`: keeps the bytes of a review image in its slot. An unknown or
 * expired slot is 403 'Upload URL expired or unknown'. Content that is not the image type the
 * slot was made for, by its magic bytes whatever the request declares (an SVG or HTML page sent
 * as a PNG), is 415 'File content does not match its type (image/png)'. No bytes, or more than
 * the slot allows, is 413 'File size does not match the upload'. A refused upload stores nothing.
 *
 * @example
 * const answer = await putReviewImage(deps, 'reviews/u-1', bytes); // { status: 200, … }
 */
export async function putReviewImage(
  deps: BackendDeps,
  key: string,
  bytes: Uint8Array,
): Promise<UploadAnswer> {
  const { uploads } = deps.storage.repos;
  const now = deps.clock.now();
  const slot = await uploads.byKey(key);
  if (!slot || now >= slot.expiresAt) return refusal(403, GONE);
  if (bytes.length > 0 && imageTypeOf(bytes) !== slot.contentType) {
    return refusal(415, `File content does not match its type (${slot.contentType})`);
  }
  // The slot's type never changes; its expiry and size are checked again as the bytes are kept.
  const outcome = await uploads.store(key, bytes, now);
  switch (outcome) {
    case 'stored':
      return { status: 200, body: null, headers: {} };
    case 'unknown':
    case 'expired':
      return refusal(403, GONE);
    case 'empty':
    case 'too-large':
      return refusal(413, 'File size does not match the upload');
  }
}

/**
 * GET `{imageCdnUrl}/{key}`: the uploaded image with its content type, cached for a year; null
 * before the upload (the host answers as for any other unknown file).
 *
 * @example
 * const answer = await getReviewImage(deps, 'reviews/u-1'); // { status: 200, body: bytes, … }
 */
export async function getReviewImage(deps: BackendDeps, key: string): Promise<UploadAnswer | null> {
  const content = await deps.storage.repos.uploads.content(key);
  if (!content) return null;
  return {
    status: 200,
    body: content.bytes,
    headers: { 'content-type': content.contentType, 'cache-control': 'max-age=31536000' },
  };
}
