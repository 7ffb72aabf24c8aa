import type { AdminMutationResolvers } from '@haat/storefront-api/admin-resolvers';
import { auditEntry } from '../audit/audit-entry.js';
import {
  newUploadSlot,
  UPLOAD_LIMITS,
  uploadCaps,
  uploadRequestProblem,
  uploadTicketOf,
} from '../reviews/upload-slot.js';
import { PRODUCT_UPLOAD_KEY_PREFIX } from '../storage/upload-rules.js';
import { adminError, staffActor, type AdminContext } from './admin-context.js';

const MB = 1024 * 1024;

/**
 * `createProductImageUpload` (CATALOGUE_EDIT, checked by the edge): a slot for one image of a
 * product, with the checks review images have (`uploadRequestProblem`: JPEG, PNG or WebP, at
 * most 5 MB; then, when the bytes arrive at the upload URL, their magic bytes, size, once,
 * within 15 minutes, metadata stripped: `putReviewImage`). The key is under `products/u-`;
 * `updateProduct`'s `imageKeys` takes it once uploaded. The slot and its audit entry are
 * written in one transaction; a refusal (BAD_USER_INPUT naming the field, NOT_FOUND) writes
 * nothing. The staff member's open uploads count toward the same caps as a shopper's (10
 * slots, 25 MB) until a product keeps them.
 *
 * @example
 * const resolvers = { Mutation: { ...productImageMutations } };
 */
export const productImageMutations = {
  createProductImageUpload: async (_parent, { input }, context) => {
    const problem = uploadRequestProblem(input.contentType, input.size);
    if (problem) throw adminError('BAD_USER_INPUT', `${problem.field}: ${problem.message}`);
    const { deps } = context;
    const now = deps.clock.now();
    const { slot, secret } = await newUploadSlot(
      deps,
      { ...input, userId: context.caller.userId, keyPrefix: PRODUCT_UPLOAD_KEY_PREFIX },
      now,
    );
    const opened = await deps.storage.transaction(async (repos) => {
      if (!(await repos.catalogue.productById(input.productId))) return 'no-product' as const;
      const outcome = await repos.uploads.insert(slot, uploadCaps(now));
      if (outcome !== 'inserted') return outcome;
      await repos.audit.append(
        auditEntry(deps.ids, now, {
          actor: staffActor(context),
          action: 'createProductImageUpload',
          targetType: 'product',
          targetId: input.productId,
          before: null,
          after: { key: slot.key, contentType: slot.contentType, size: slot.maxBytes },
        }),
      );
      return outcome;
    });
    switch (opened) {
      case 'no-product':
        throw adminError('NOT_FOUND', 'There is no product with this id.');
      case 'too-many-slots':
        throw adminError(
          'BAD_USER_INPUT',
          `You have ${UPLOAD_LIMITS.maxOpenSlots} uploaded images not yet saved to a product. Save the product first, or try again tomorrow.`,
        );
      case 'too-many-bytes':
        throw adminError(
          'BAD_USER_INPUT',
          `Images not yet saved to a product may take ${UPLOAD_LIMITS.maxOpenBytes / MB} MB together. Save the product first, or try again tomorrow.`,
        );
      case 'inserted':
        return uploadTicketOf(deps, slot, secret);
    }
  },
} satisfies Pick<AdminMutationResolvers<AdminContext>, 'createProductImageUpload'>;
