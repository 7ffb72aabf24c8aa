import type { BackendDeps } from '../deps.js';
import { accessKeyMatches } from '../orders/access-key.js';
import { stripImageMetadata } from './image-metadata/strip-image-metadata.js';
import { imageTypeOf } from './image-type.js';
import { uploadCaps } from './upload-slot.js';

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
const TAKEN = 'This upload URL was used already: ask for a new one';
const STORED: UploadAnswer = { status: 200, body: null, headers: {} };

/** Whether a slot holds exactly these bytes. */
async function sameBytes(
  uploads: BackendDeps['storage']['repos']['uploads'],
  key: string,
  bytes: Uint8Array,
): Promise<boolean> {
  const stored = (await uploads.content(key))?.bytes;
  return (
    stored !== undefined && stored.length === bytes.length && stored.every((b, i) => b === bytes[i])
  );
}

const refusal = (status: number, message: string): UploadAnswer => ({
  status,
  body: message,
  headers: { 'content-type': 'text/plain;charset=UTF-8' },
});

/**
 * PUT `{imageCdnUrl}/{key}?token=…`: keeps the bytes of a review image in its slot, once, for
 * its owner, without their metadata. In order: an unknown or expired slot, or a `token` that is
 * not the slot's secret (only the user who asked for the slot was given it), is 403 'Upload URL
 * expired or unknown'; content that is not the image type the slot was made for, by its
 * magic bytes whatever the request declares (an SVG or HTML page sent as a PNG), is 415 'File
 * content does not match its type (image/png)'; no bytes, or more than the slot allows, is 413
 * 'File size does not match the upload'; a JPEG, PNG or WebP that cannot be walked is 415 'The
 * image could not be read (image/png): it may be damaged or incomplete'; a slot holding an
 * upload already is 409 'This upload URL was used already: ask for a new one', unless the same
 * image is sent again (a retry whose answer was lost: 200, nothing changes). What is kept has its
 * Exif (GPS position, camera, time), XMP, IPTC and text metadata removed
 * (`stripImageMetadata`). A refused upload stores nothing.
 *
 * @example
 * const answer = await putReviewImage(deps, 'reviews/u-1', bytes, token); // { status: 200, … }
 */
export async function putReviewImage(
  deps: BackendDeps,
  key: string,
  bytes: Uint8Array,
  token: string | null,
): Promise<UploadAnswer> {
  const { uploads } = deps.storage.repos;
  const now = deps.clock.now();
  const slot = await uploads.byKey(key);
  if (!slot || now >= slot.expiresAt || !(await accessKeyMatches(slot.secretHash, token))) {
    return refusal(403, GONE);
  }
  const type = slot.contentType;
  if (bytes.length > 0 && imageTypeOf(bytes) !== type) {
    return refusal(415, `File content does not match its type (${type})`);
  }
  if (bytes.length === 0 || bytes.length > slot.maxBytes) {
    return refusal(413, 'File size does not match the upload');
  }
  const clean = stripImageMetadata(bytes, type);
  if (!clean) {
    return refusal(415, `The image could not be read (${type}): it may be damaged or incomplete`);
  }
  // The slot's type and secret never change; its expiry, size and emptiness are checked again
  // as the bytes are kept, and whether it holds an upload already.
  const outcome = await uploads.store(key, clean, now);
  switch (outcome) {
    case 'stored':
      return STORED;
    case 'unknown':
    case 'expired':
      return refusal(403, GONE);
    case 'taken':
      // The same image again is a retry whose answer was lost (HTTP clients retry a PUT):
      // answered as the first. Other bytes never replace it.
      return (await sameBytes(uploads, key, clean)) ? STORED : refusal(409, TAKEN);
    case 'empty':
    case 'too-large':
      return refusal(413, 'File size does not match the upload');
  }
}

/**
 * Deletes the review uploads that lapsed (`isLapsedUpload`: a slot nothing was sent to within
 * its 15 minutes, an image not added to a review within 24 hours) with their bytes: the
 * server's timer runs it. Answers how many were deleted.
 *
 * @example
 * const swept = await sweepReviewUploads(deps); // 0
 */
export function sweepReviewUploads(deps: BackendDeps): Promise<number> {
  return deps.storage.repos.uploads.sweep(uploadCaps(deps.clock.now()));
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
