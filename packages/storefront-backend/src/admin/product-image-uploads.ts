import type { Product } from '@haat/storefront-api/catalogue';
import type { BackendDeps } from '../deps.js';
import type { Repositories } from '../ports/storage.js';
import { imageDimensionsOf } from '../reviews/image-dimensions.js';
import { uploadCaps } from '../reviews/upload-slot.js';
import { PRODUCT_UPLOAD_KEY_PREFIX } from '../storage/upload-rules.js';
import type { UploadedImages } from './product-changes.js';

/**
 * The uploads among `keys` made for product `productId` and sent, with each image's size (from
 * its header): what `updateProduct` may add to the product's images. A read only: whether each
 * may still be kept is decided as the product is written (`keepImageUploads`); the bytes of a
 * sent upload never change.
 *
 * @example
 * const uploaded = await uploadedImages(deps, 'prd-1', ['products/u-1']); // Map { 'products/u-1' => { width: 800, height: 800 } }
 */
export async function uploadedImages(
  deps: BackendDeps,
  productId: string,
  keys: readonly string[],
): Promise<UploadedImages> {
  const { uploads } = deps.storage.repos;
  const found = await Promise.all(
    keys
      .filter((key) => key.startsWith(PRODUCT_UPLOAD_KEY_PREFIX))
      .map(async (key) => {
        const slot = await uploads.byKey(key);
        if (slot?.productId !== productId || slot.uploadedAt == null) return null;
        const content = await uploads.content(key);
        const size = content ? imageDimensionsOf(content.bytes, content.contentType) : null;
        return size ? ([key, size] as const) : null;
      }),
  );
  return new Map(found.filter((entry) => entry !== null));
}

/**
 * Keeps the product's uploaded images (and lets go of the uploads it no longer shows, which the
 * sweep then deletes), in the transaction writing the product: `editProduct`'s `alongside`.
 * Refused when one is no longer an upload the product may keep (it lapsed meanwhile).
 *
 * @example
 * await editProduct(deps, actor, { ...request, alongside: keepImageUploads });
 */
export async function keepImageUploads(
  repos: Repositories,
  product: Product,
  at: number,
): Promise<string | null> {
  const keys = product.images
    .map((image) => image.imageKey)
    .filter((key) => key.startsWith(PRODUCT_UPLOAD_KEY_PREFIX));
  const kept = await repos.uploads.attachToProduct(product.id, keys, uploadCaps(at));
  return kept
    ? null
    : 'imageKeys: an image was not uploaded for this product. Please add it again.';
}
