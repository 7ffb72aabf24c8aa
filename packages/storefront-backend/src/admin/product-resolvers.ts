import type { AdminErrorCode } from '@haat/storefront-api/admin';
import type {
  AdminMutationResolvers,
  AdminProduct,
  AdminQueryResolvers,
} from '@haat/storefront-api/admin-resolvers';
import type { Product } from '@haat/storefront-api/catalogue';
import { editProduct, type ProductChange, type ProductEdit } from '../catalogue/edit-product.js';
import { productSnapshot } from '../catalogue/product-snapshot.js';
import { adminError, staffActor, type AdminContext } from './admin-context.js';
import { pageSize } from './paging.js';
import { keepImageUploads, uploadedImages } from './product-image-uploads.js';
import {
  newProduct,
  updatedProduct,
  updatedVariant,
  type KnownCollections,
} from './product-changes.js';

/** A product and its version as the contract's `AdminProduct`. */
function adminProductOf(product: Product, version: number): AdminProduct {
  const snapshot = productSnapshot(product);
  return {
    ...snapshot,
    variants: snapshot.variants.map((variant) => ({ ...variant, version })),
    version,
  };
}

/** The shop's collection ids (a product names only these). */
async function knownCollections(context: AdminContext): Promise<KnownCollections> {
  const collections = await context.deps.storage.repos.catalogue.collections();
  return new Set(collections.map((collection) => collection.id));
}

const REFUSALS: Readonly<Record<Extract<ProductEdit, { ok: false }>['reason'], AdminErrorCode>> = {
  'bad-input': 'BAD_USER_INPUT',
  'not-found': 'NOT_FOUND',
  conflict: 'CONFLICT',
};

/**
 * An edit's answer, or its refusal: BAD_USER_INPUT naming the field, NOT_FOUND, CONFLICT
 * (`Someone else changed this product; reload it.`).
 */
function written(edit: ProductEdit): AdminProduct {
  if (!edit.ok) throw adminError(REFUSALS[edit.reason], edit.message);
  return adminProductOf(edit.product, edit.version);
}

/** An edit of a stored product: NOT_FOUND-safe (the change sees the product read). */
const ofStored =
  (change: (current: Product, at: number) => Product | string): ProductChange =>
  (current, at) =>
    current ? change(current, at) : 'There is no product with this id.';

/**
 * `adminProducts` (search by title, slug or SKU, status, collection; by id, cursor pages over
 * storage's indexed `adminProductPage`) and `adminProduct`. CATALOGUE_EDIT is checked by the
 * edge before each.
 *
 * @example
 * await productQueries.adminProduct({}, { id: 'prd-1' }, context, info);
 */
export const productQueries = {
  adminProducts: async (_parent, { filter, first, after }, context) => {
    const limit = pageSize(first);
    const page = await context.deps.storage.repos.catalogue.adminProductPage(
      {
        search: filter?.search ?? null,
        status: filter?.status ?? null,
        collectionId: filter?.collectionId ?? null,
      },
      { limit, after: after ?? null },
    );
    return {
      items: page.items.map(({ product, version }) => adminProductOf(product, version)),
      pageInfo: { hasNextPage: page.next !== null, endCursor: page.next },
      total: page.total,
    };
  },
  adminProduct: async (_parent, { id }, context) => {
    const found = await context.deps.storage.repos.catalogue.versionedProduct(id);
    return found ? adminProductOf(found.product, found.version) : null;
  },
} satisfies Pick<AdminQueryResolvers<AdminContext>, 'adminProducts' | 'adminProduct'>;

/**
 * `createProduct`, `updateProduct`, `updateVariant`: staff edits through the live catalogue's
 * write port (every server process sees them within 2 seconds), each audited in its
 * transaction with the product before and after.
 *
 * @example
 * await productMutations.updateProduct({}, { input: { id: 'prd-1', price: 449 } }, context, info);
 */
export const productMutations = {
  createProduct: async (_parent, { input }, context) => {
    const known = await knownCollections(context);
    const id = `prd-${context.deps.ids.uuid()}`;
    return written(
      await editProduct(context.deps, staffActor(context), {
        action: 'createProduct',
        productId: null,
        change: (_current, at) => newProduct(input, id, at, known),
      }),
    );
  },
  updateProduct: async (_parent, { input }, context) => {
    const known = input.collections ? await knownCollections(context) : new Set<string>();
    const imageKeys = input.imageKeys;
    const uploaded = imageKeys
      ? await uploadedImages(context.deps, input.id, imageKeys)
      : new Map();
    return written(
      await editProduct(context.deps, staffActor(context), {
        action: 'updateProduct',
        productId: input.id,
        expectedVersion: input.expectedVersion,
        change: ofStored((current, at) => updatedProduct(current, input, at, known, uploaded)),
        ...(imageKeys && { alongside: keepImageUploads }),
      }),
    );
  },
  updateVariant: async (_parent, { input }, context) => {
    const product = written(
      await editProduct(context.deps, staffActor(context), {
        action: 'updateVariant',
        productId: input.productId,
        expectedVersion: input.expectedVersion,
        change: ofStored((current, at) => updatedVariant(current, input, at)),
      }),
    );
    const variant = product.variants.find((candidate) => candidate.id === input.id);
    if (!variant) throw new Error('updateVariant wrote a product without its variant');
    return variant;
  },
} satisfies Pick<
  AdminMutationResolvers<AdminContext>,
  'createProduct' | 'updateProduct' | 'updateVariant'
>;
