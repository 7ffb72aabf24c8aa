import type { CatalogueSeed } from '@haat/storefront-backend';
import { asc, sql } from 'drizzle-orm';
import { catalogueDocuments, products } from '../schema/index.js';
import type { Tx } from './executor.js';

/** The catalogue's lists kept in `catalogue_documents`, one row per entry, by kind. */
const LISTS = [
  'settings',
  'menus',
  'collections',
  'variantGroups',
  'coupons',
  'shippingTiers',
  'loyaltyRuleEngines',
  'zipCodes',
  'faqs',
  'linkedProducts',
] as const satisfies readonly (keyof CatalogueSeed)[];

/** The kind of the store's own document (its id is the store id). */
const STORE = 'store';

const productIdOf = (entry: object): string | null => {
  const value: unknown = Reflect.get(entry, 'productId');
  return typeof value === 'string' ? value : null;
};

const rupeesToPaise = (rupees: number | null | undefined): number =>
  Math.round((rupees ?? 0) * 100);

/**
 * Writes the catalogue into an empty database: the store, every list entry (in order) and every
 * product with its filter and sort columns. Seeded reviews and stock are written by the caller.
 */
export async function writeCatalogue(tx: Tx, seed: CatalogueSeed): Promise<void> {
  const documents = [
    { kind: STORE, id: seed.storeId, productId: null, position: 0, data: seed.store },
    ...LISTS.flatMap((kind) =>
      seed[kind].map((entry: object, position) => ({
        kind,
        id: String(position),
        productId: productIdOf(entry),
        position,
        data: entry,
      })),
    ),
  ];
  await tx.insert(catalogueDocuments).values(documents);
  if (seed.products.length === 0) return;
  await tx.insert(products).values(
    seed.products.map((product, position) => ({
      id: product.id,
      slug: product.slug,
      title: product.title ?? '',
      status: product.status ?? 'ACTIVE',
      price: rupeesToPaise(product.price),
      rating: product.rating ?? null,
      totalOrders: product.totalOrders ?? 0,
      recommended: product.recommended ?? false,
      recommendPriority: product.recommendPriority ?? null,
      isFeatured: product.isFeatured ?? false,
      vendor: product.vendor ?? null,
      categorySlug: product.category?.slug ?? null,
      subCategorySlug: product.subCategory?.slug ?? null,
      tags: [...(product.tags ?? [])],
      collections: [...(product.collections ?? [])],
      position,
      createdAt: 0,
      data: product,
    })),
  );
}

/** Whether the database holds a catalogue already. */
export async function hasCatalogue(tx: Tx): Promise<boolean> {
  const rows = await tx
    .select({ id: catalogueDocuments.id })
    .from(catalogueDocuments)
    .where(sql`${catalogueDocuments.kind} = ${STORE}`)
    .limit(1);
  return rows.length > 0;
}

/**
 * Reads the stored catalogue back into the seed's shape. The documents are the JSON the seed
 * wrote, so they are typed as the seed type `C` the storage was opened with.
 */
export async function readCatalogue<C extends CatalogueSeed>(tx: Tx): Promise<C> {
  const documents = await tx
    .select()
    .from(catalogueDocuments)
    .orderBy(asc(catalogueDocuments.kind), asc(catalogueDocuments.position));
  const productRows = await tx.select().from(products).orderBy(asc(products.position));
  const store = documents.find((document) => document.kind === STORE);
  if (!store) throw new Error('The database holds no catalogue');
  const lists = Object.fromEntries(
    LISTS.map((kind) => [
      kind,
      documents.filter((document) => document.kind === kind).map((document) => document.data),
    ]),
  );
  const catalogue: unknown = {
    storeId: store.id,
    store: store.data,
    ...lists,
    products: productRows.map((row) => row.data),
    reviews: [],
  };
  return catalogue as C;
}
