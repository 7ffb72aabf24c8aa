import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { gqlRequest } from '@/lib/graphql/client';
import { graphql } from '@/lib/graphql/graphql';
import { ImageSchema, ProductDetailSchema, type ProductDetail } from '@/lib/schemas/product';
import { ImageFields, ProductCardFields } from '@/features/catalog/api/productFields';
import { productKeys } from '@/features/catalog/api/products';

const ProductBySlugDocument = graphql(
  `
    query byslugProduct($slug: String!, $filter: SearchProductsFilter, $limit: Int) {
      productsBySlug(slug: $slug, filter: $filter, limit: $limit) {
        items {
          ...ProductCardFields
          productDescription
          size
          weight
          weightUnit
          barcode
          metadata {
            title
            description
            keywords
          }
          gallery: images {
            ...ImageFields
          }
          variantImages: variants {
            id
            images {
              ...ImageFields
            }
          }
        }
      }
    }
  `,
  [ProductCardFields, ImageFields],
);

const ProductBySlugSchema = z.object({
  items: z.array(
    z.extend(ProductDetailSchema, {
      gallery: z.array(ImageSchema),
      variantImages: z.array(z.object({ id: z.string(), images: z.array(ImageSchema) })),
    }),
  ),
});

/**
 * byslugProduct (spec 7): the product with every picture. Variant pictures are merged into the
 * variants. Null when no enabled product has the slug.
 */
export async function fetchProductBySlug(
  slug: string,
  signal?: AbortSignal,
): Promise<ProductDetail | null> {
  const data = await gqlRequest(
    ProductBySlugDocument,
    { slug, limit: 1 },
    signal ? { signal } : {},
  );
  const item = ProductBySlugSchema.parse(data.productsBySlug).items[0];
  if (!item) return null;
  const { gallery, variantImages, ...product } = item;
  return {
    ...product,
    images: gallery,
    variants: product.variants.map((variant) => ({
      ...variant,
      images: variantImages.find((v) => v.id === variant.id)?.images ?? [],
    })),
  };
}

export const productDetailQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: productKeys.detail(slug),
    queryFn: ({ signal }) => fetchProductBySlug(slug, signal),
    staleTime: 60_000,
  });
