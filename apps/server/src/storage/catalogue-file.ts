import { catalogueRecordProblems } from '@haat/storefront-api/catalogue/checks';
import type { ShopCatalogue } from '@haat/storefront-backend';
import * as z from 'zod';

const entries = z.array(z.looseObject({}));
const withId = z.looseObject({ id: z.string().min(1) });

/**
 * The structure a catalogue file must have before it touches the database: the lists of the
 * catalogue import format, each product with an id, a slug and a title, the store with its id.
 * The entities' own fields are the contract's (`CatalogueSeed` of `@haat/storefront-api`).
 */
const CatalogueFileSchema = z.object({
  store: withId,
  settings: z.array(z.object({ key: z.string(), value: z.string() })),
  menus: entries,
  collections: z.array(z.looseObject({ id: z.string().min(1), slug: z.string().min(1) })),
  products: z.array(
    z.looseObject({ id: z.string().min(1), slug: z.string().min(1), title: z.string().min(1) }),
  ),
  variantGroups: z.array(withId),
  coupons: z.array(z.looseObject({ id: z.string().min(1), code: z.string().min(1) })),
  shippingTiers: entries,
  loyaltyRuleEngines: entries,
  zipCodes: z.array(withId),
  faqs: z.array(z.looseObject({ productId: z.string() })),
  linkedProducts: z.array(z.looseObject({ productId: z.string() })),
  reviews: entries,
});

const duplicates = (values: readonly string[]) => [
  ...new Set(values.filter((value, index) => values.indexOf(value) !== index)),
];

/**
 * Reads a catalogue file (JSON, the sample shop's shape) into the shop's catalogue, its store id
 * taken from `store.id`. Throws an error naming each problem: not JSON, a missing list, a product
 * without a slug, duplicate product ids or slugs, and records the shop's rules would not read as
 * written (`catalogueRecordProblems`: a coupon's `buyXQuantity` / `getYQuantity` of 0 or below,
 * a loyalty rule that does not state `enabled`).
 *
 * @example
 * const seed = parseCatalogueFile(await readFile('catalogue.json', 'utf8'));
 */
export function parseCatalogueFile(text: string): ShopCatalogue {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`The catalogue file is not JSON: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const parsed = CatalogueFileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(
      `The catalogue file does not fit the catalogue format:\n  ${problems.join('\n  ')}`,
    );
  }
  const { products } = parsed.data;
  const repeated = [
    ...duplicates(products.map((product) => product.id)).map((id) => `product id ${id}`),
    ...duplicates(products.map((product) => product.slug)).map((slug) => `product slug ${slug}`),
  ];
  if (repeated.length > 0) {
    throw new Error(`The catalogue file repeats ${repeated.join(', ')}`);
  }
  const refused = catalogueRecordProblems(parsed.data);
  if (refused.length > 0) {
    throw new Error(`The catalogue file has records to fix:\n  ${refused.join('\n  ')}`);
  }
  // The structure is checked; the entities' fields are the contract's, carried as they are.
  return { storeId: parsed.data.store.id, ...(json as Omit<ShopCatalogue, 'storeId'>) };
}
