import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { adminGraphql, type VariablesOf } from '@/lib/graphql/admin';
import { adminRequest } from '@/lib/graphql/client';

const PRODUCT_FIELDS = `
  id title slug status price listingPrice costPrice sku minimumOrderQuantity maximumOrderQuantity
  collections tags productDescription imageKeys isInventoryEnabled continueSellingOutOfStock updatedAt
  hsnCode gstRate
  variants { id productId title status price listingPrice costPrice sku minimumOrderQuantity maximumOrderQuantity imageKeys }
`;

const ProductsDocument = adminGraphql(`
  query AdminProducts($filter: AdminProductFilter, $first: Int, $after: String) {
    adminProducts(filter: $filter, first: $first, after: $after) {
      items { ${PRODUCT_FIELDS} }
      pageInfo { endCursor hasNextPage }
      total
    }
  }
`);

export const ProductDocument = adminGraphql(`
  query AdminProduct($id: ID!) { adminProduct(id: $id) { ${PRODUCT_FIELDS} } }
`);

export const UpdateProductDocument = adminGraphql(`
  mutation UpdateProduct($input: UpdateProductInput!) { updateProduct(input: $input) { ${PRODUCT_FIELDS} } }
`);

export const CreateProductDocument = adminGraphql(`
  mutation CreateProduct($input: CreateProductInput!) { createProduct(input: $input) { ${PRODUCT_FIELDS} } }
`);

export const UpdateVariantDocument = adminGraphql(`
  mutation UpdateVariant($input: UpdateVariantInput!) { updateVariant(input: $input) { id } }
`);

export const ImageUploadDocument = adminGraphql(`
  mutation CreateProductImageUpload($input: CreateProductImageUploadInput!) {
    createProductImageUpload(input: $input) { key uploadUrl headers { name value } expiresAt }
  }
`);

const maybe = <T extends z.ZodMiniType>(schema: T) => z.nullable(z.optional(schema));
const status = z.enum(['ENABLED', 'DISABLED']);

/** What a product and a variant share; only a variant names its product (AdminVariant.productId). */
const SHARED_FIELDS = {
  id: z.string(),
  title: z.string(),
  status,
  price: z.number(),
  listingPrice: maybe(z.number()),
  costPrice: maybe(z.number()),
  sku: maybe(z.string()),
  minimumOrderQuantity: maybe(z.number()),
  maximumOrderQuantity: maybe(z.number()),
  imageKeys: z.array(z.string()),
};

const VariantSchema = z.object({ ...SHARED_FIELDS, productId: z.string() });

/** A product as staff edit it. */
export const ProductSchema = z.object({
  ...SHARED_FIELDS,
  slug: z.string(),
  collections: z.array(z.string()),
  tags: z.array(z.string()),
  productDescription: maybe(z.string()),
  isInventoryEnabled: z.boolean(),
  continueSellingOutOfStock: z.boolean(),
  hsnCode: maybe(z.string()),
  gstRate: maybe(z.number()),
  updatedAt: maybe(z.string()),
  variants: z.array(VariantSchema),
});
export type Product = z.infer<typeof ProductSchema>;
export type Variant = z.infer<typeof VariantSchema>;

const PageSchema = z.object({
  items: z.array(ProductSchema),
  pageInfo: z.object({ endCursor: maybe(z.string()), hasNextPage: z.boolean() }),
  total: z.number(),
});

/** Products per page. */
export const PRODUCTS_PAGE_SIZE = 50;

type Filter = NonNullable<VariablesOf<typeof ProductsDocument>['filter']>;

/**
 * Query keys of the products feature.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: productKeys.all });
 */
export const productKeys = {
  all: ['products'] as const,
  list: (filter: Filter, after: string | null) => ['products', 'list', filter, after] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
};

/**
 * A page of products matching `filter`.
 *
 * @example
 * useQuery(productsQuery({ search: 'serum' }, null));
 */
export function productsQuery(filter: Filter, after: string | null) {
  return queryOptions({
    queryKey: productKeys.list(filter, after),
    queryFn: async () =>
      PageSchema.parse(
        (await adminRequest(ProductsDocument, { filter, first: PRODUCTS_PAGE_SIZE, after }))
          .adminProducts,
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * One product with its variants (null when unknown).
 *
 * @example
 * useQuery(productQuery('p-serum'));
 */
export function productQuery(id: string) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: async () => {
      const product = (await adminRequest(ProductDocument, { id })).adminProduct;
      return product ? ProductSchema.parse(product) : null;
    },
  });
}
