import {
  CATALOGUE_READ_LIMITS,
  catalogueReadLimit,
  listingPageRequest,
  type CatalogueRepository,
  type CatalogueSeed,
  type ProductOf,
} from '@haat/storefront-backend';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { catalogueDocuments, products } from '../schema/index.js';
import type { CatalogueCache } from './catalogue-cache.js';
import { ESSENTIAL_LISTS, STORE } from './catalogue-rows.js';
import { updateProductIn } from './catalogue-write.js';
import { writeDocumentIn, zipCodePageIn } from './catalogue-documents.js';
import { preparedOn, rowsOf, type Run, type Tx } from './executor.js';
import { productAggregatesIn } from './product-aggregates.js';
import { productPageIn } from './product-page.js';
import { adminProductPageIn } from './admin-product-page.js';
import { sqlSearchCandidates } from './search-candidates.js';

/**
 * Reads the store and the essential lists, in catalogue order, in one query. Typed as the
 * catalogue `C` they were written from; only the essentials' keys are there to read.
 */
async function readEssentials<C extends CatalogueSeed>(tx: Tx): Promise<C> {
  const rows = await tx
    .select({
      kind: catalogueDocuments.kind,
      id: catalogueDocuments.id,
      data: catalogueDocuments.data,
    })
    .from(catalogueDocuments)
    .where(inArray(catalogueDocuments.kind, [STORE, ...ESSENTIAL_LISTS]))
    .orderBy(asc(catalogueDocuments.kind), asc(catalogueDocuments.position));
  const store = rows.find((row) => row.kind === STORE);
  if (!store) throw new Error('The database holds no catalogue');
  const lists = Object.fromEntries(
    ESSENTIAL_LISTS.map((kind) => [
      kind,
      rows.filter((row) => row.kind === kind).map((row) => row.data),
    ]),
  );
  // The documents are the JSON the catalogue was written from, so they have its shape.
  const essentials: unknown = { storeId: store.id, store: store.data, ...lists };
  return essentials as C;
}

/** Product documents by id (every product page and listing reads them): built once. */
const documentsOfIds = preparedOn((tx) =>
  tx
    .select({ id: products.id, data: products.data, bytes: products.dataBytes })
    .from(products)
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::text[])`)
    .prepare('documents_of_ids'),
);

/** Whether the database holds a catalogue already. */
export async function hasCatalogue(tx: Tx): Promise<boolean> {
  const rows = await tx
    .select({ id: catalogueDocuments.id })
    .from(catalogueDocuments)
    .where(eq(catalogueDocuments.kind, STORE))
    .limit(1);
  return rows.length > 0;
}

/** Documents of one kind (FAQs, linked products) of a product, in catalogue order. */
const documentsOfProduct = async (tx: Tx, kind: string, productId: string) =>
  (
    await tx
      .select({ data: catalogueDocuments.data })
      .from(catalogueDocuments)
      .where(and(eq(catalogueDocuments.kind, kind), eq(catalogueDocuments.productId, productId)))
      .orderBy(asc(catalogueDocuments.position))
  ).map((row) => row.data);

/** How the SQL catalogue runs: reads (a statement each outside a transaction) and writes. */
export interface SqlCatalogueRunners {
  readonly read: Run;
  /** Listings, aggregates and search candidates: `read`, a bounded number at once. */
  readonly heavy: Run;
  readonly write: Run;
  /**
   * Told the product ids a write changed (null: any part of the catalogue, the essentials too),
   * once it is committed (or enclosing work is).
   */
  readonly changed: (ids: readonly string[] | null) => void;
}

/**
 * The catalogue repository of the SQL adapter: nothing held whole. The essentials and product
 * documents are read on demand and kept in `cache` (bounded by bytes, dropped on change);
 * listings, aggregates and search candidates are answered by the database's indexes; pin codes,
 * FAQs and linked products are read by key.
 *
 * @example
 * const repo = sqlCatalogue({ read, write, changed }, createCatalogueCache());
 * await repo.productsByIds(['p1']);
 */
export function sqlCatalogue<C extends CatalogueSeed>(
  { read, heavy, write, changed }: SqlCatalogueRunners,
  cache: CatalogueCache,
): CatalogueRepository<C> {
  const essentials = () => cache.essentials(() => read((tx) => readEssentials<C>(tx)));
  const part =
    <K extends 'storeId' | 'store' | (typeof ESSENTIAL_LISTS)[number]>(key: K) =>
    async (): Promise<C[K]> =>
      (await essentials())[key];
  const productsByIds = async (ids: readonly string[]): Promise<(ProductOf<C> | null)[]> => {
    const answers: (ProductOf<C> | null)[] = [];
    // Callers within the storage (listings, search) may ask for more than one call takes.
    for (let start = 0; start < ids.length; start += CATALOGUE_READ_LIMITS.productsByIds) {
      const chunk = ids.slice(start, start + CATALOGUE_READ_LIMITS.productsByIds);
      const found = await cache.documents(chunk, (missing) =>
        read(async (tx) => await documentsOfIds(tx).execute({ ids: [...missing] })),
      );
      // The documents are the JSON the products were written from.
      answers.push(...chunk.map((id) => (found.get(id) as ProductOf<C> | undefined) ?? null));
    }
    return answers;
  };
  return {
    storeId: part('storeId'),
    store: part('store'),
    settings: part('settings'),
    menus: part('menus'),
    collections: part('collections'),
    variantGroups: part('variantGroups'),
    coupons: part('coupons'),
    shippingTiers: part('shippingTiers'),
    loyaltyRuleEngines: part('loyaltyRuleEngines'),
    productById: async (id) => (await productsByIds([id]))[0] ?? null,
    productsByIds: (ids) => {
      catalogueReadLimit(ids.length, 'productsByIds');
      return productsByIds(ids);
    },
    productBySlug: async (slug) => {
      const [row] = await read((tx) =>
        tx.select({ id: products.id }).from(products).where(eq(products.slug, slug)).limit(1),
      );
      return row ? ((await productsByIds([row.id]))[0] ?? null) : null;
    },
    searchCandidates: sqlSearchCandidates(heavy),
    kept: (key, load) => cache.kept(`kept:${key}`, true, load),
    productPage: productPageIn(heavy, productsByIds, (key, onStock, load) =>
      cache.kept(key, onStock, load),
    ),
    adminProductPage: adminProductPageIn<C>(heavy),
    productAggregates: productAggregatesIn(heavy, (key, onStock, load) =>
      cache.kept(key, onStock, load),
    ),
    zipCode: async (pinCode) => {
      const rows = rowsOf(
        await read((tx) =>
          tx.execute(sql`select ${catalogueDocuments.data} as data from ${catalogueDocuments}
            where ${catalogueDocuments.kind} = 'zipCodes' and (${catalogueDocuments.data} ->> 'id') = ${pinCode}
            order by ${catalogueDocuments.position} limit 1`),
        ),
      );
      return (rows[0]?.['data'] as C['zipCodes'][number] | undefined) ?? null;
    },
    zipCodePage: async (search, after, limit) => {
      catalogueReadLimit(limit, 'zipCodes');
      const page = await read((tx) => zipCodePageIn(tx, search, after, limit));
      return { items: page.items as C['zipCodes'][number][], total: page.total };
    },
    writeDocument: async (change) => {
      const outcome = await write((tx) => writeDocumentIn(tx, change));
      if (outcome.ok) changed(null);
      return outcome;
    },
    faqs: async (productId) =>
      (await read((tx) => documentsOfProduct(tx, 'faqs', productId))) as C['faqs'][number][],
    faqPage: async (page) => {
      listingPageRequest(page);
      const kind = eq(catalogueDocuments.kind, 'faqs');
      const [rows, [count]] = await Promise.all([
        read((tx) =>
          tx
            .select({ data: catalogueDocuments.data })
            .from(catalogueDocuments)
            .where(kind)
            .orderBy(asc(catalogueDocuments.position))
            .limit(page.limit)
            .offset(page.offset),
        ),
        read((tx) =>
          tx
            .select({ total: sql<number>`count(*)::int` })
            .from(catalogueDocuments)
            .where(kind),
        ),
      ]);
      return {
        items: rows.map((row) => row.data as C['faqs'][number]),
        total: Number(count?.total ?? 0),
      };
    },
    linkedProducts: async (productId) =>
      (await read((tx) =>
        documentsOfProduct(tx, 'linkedProducts', productId),
      )) as C['linkedProducts'][number][],
    versionedProduct: async (id) => {
      // One row, uncached: the document and the version it is, as an edit must write over.
      const [row] = await read((tx) =>
        tx
          .select({ data: products.data, version: products.version })
          .from(products)
          .where(eq(products.id, id)),
      );
      return row ? { product: row.data as ProductOf<C>, version: Number(row.version) } : null;
    },
    updateProduct: async (product, expectedVersion) => {
      // Read before the write's transaction: PGlite's one connection serves one at a time.
      const facts = await essentials();
      const outcome = await write((tx) => updateProductIn(tx, product, expectedVersion, facts));
      if (outcome.ok) changed([product.id]);
      return outcome;
    },
  };
}
