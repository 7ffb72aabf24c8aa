import type {
  AdminCollection,
  AdminMutationResolvers,
  AdminQueryResolvers,
} from '@haat/storefront-api/admin-resolvers';
import type { CollectionType } from '@haat/storefront-api/catalogue';
import { countedTotal } from '../catalogue/counted-total.js';
import { adminError, type AdminContext } from './admin-context.js';
import { wholeOf } from './input-checks.js';
import { staffEdit } from './staff-edit.js';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const bad = (message: string): never => {
  throw adminError('BAD_USER_INPUT', message);
};

/** Trimmed text of at most `most` characters, or BAD_USER_INPUT naming the field. */
const textOf = (field: string, value: string | null | undefined, most: number): string => {
  const kept = value?.trim() ?? '';
  return kept.length <= most ? kept : bad(`${field} must be at most ${most} characters.`);
};

/** A collection as staff see it, with how many products (enabled or not) it holds. */
async function adminCollectionOf(
  context: AdminContext,
  collection: CollectionType,
): Promise<AdminCollection> {
  const { total } = await context.deps.storage.repos.catalogue.productPage(
    { collectionIdGroups: [[collection.id]] },
    'DEFAULT',
    { offset: 0, limit: 1, count: true },
  );
  return {
    id: collection.id,
    slug: collection.slug,
    name: collection.name,
    title: collection.title || null,
    description: collection.description || null,
    priority: collection.priority,
    isArchive: collection.isArchive,
    productCount: countedTotal(total),
  };
}

/**
 * `adminCollections`: every collection in catalogue order, archived ones too, with product
 * counts.
 *
 * @example
 * await collectionQueries.adminCollections({}, {}, context, info);
 */
export const collectionQueries = {
  adminCollections: async (_parent, _args, context) =>
    Promise.all(
      (await context.deps.storage.repos.catalogue.collections()).map((collection) =>
        adminCollectionOf(context, collection),
      ),
    ),
} satisfies Pick<AdminQueryResolvers<AdminContext>, 'adminCollections'>;

/**
 * `upsertCollection`: a new collection (without `id`) or an edit of the stored one, checked
 * (slug format and uniqueness, name required, texts bounded, priority a whole number), written
 * and audited in one transaction; an edit keeps the fields the contract does not edit (images,
 * default sorting).
 *
 * @example
 * await collectionMutations.upsertCollection({}, { input: { slug: 'gifts', name: 'Gifts' } },
 *   context, info);
 */
export const collectionMutations = {
  upsertCollection: async (_parent, { input }, context) => {
    const collections = await context.deps.storage.repos.catalogue.collections();
    const stored = input.id ? collections.find((c) => c.id === input.id) : null;
    if (stored === undefined) {
      throw adminError('NOT_FOUND', 'There is no collection with this id.');
    }
    const slug = input.slug.trim().toLowerCase();
    if (!SLUG.test(slug) || slug.length > 80) {
      bad('slug must be up to 80 lower-case letters, digits and single hyphens.');
    }
    const name = textOf('name', input.name, 80) || bad('name is required.');
    const collection: CollectionType = {
      ...(stored ?? {
        id: `col-${context.deps.ids.uuid()}`,
        imageUrl: '',
        bannerUrl: '',
        mWebBannerUrl: '',
        defaultSorting: 'default',
        showOutOfStockProducts: true,
        isArchive: false,
        priority: 0,
        title: '',
        description: '',
      }),
      slug,
      name,
      title: textOf('title', input.title, 120),
      description: textOf('description', input.description, 2000),
      priority: wholeOf('priority', input.priority, 0, 1_000_000) ?? stored?.priority ?? 0,
      isArchive: input.isArchive ?? stored?.isArchive ?? false,
    };
    await staffEdit(
      context,
      'upsertCollection',
      'collection',
      {
        kind: 'collections',
        key: collection.id,
        data: collection,
        ifBefore: stored,
        unique: { field: 'slug', value: slug },
      },
      () => `slug ${slug} is already used by another collection.`,
    );
    return adminCollectionOf(context, collection);
  },
} satisfies Pick<AdminMutationResolvers<AdminContext>, 'upsertCollection'>;
