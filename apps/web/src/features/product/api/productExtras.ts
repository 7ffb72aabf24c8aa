import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { gqlRequest } from '@/lib/graphql/client';
import { graphql } from '@/lib/graphql/graphql';
import { FaqSchema, type Faq } from '@/lib/schemas/faq';
import { ProductSchema, type ProductData } from '@/lib/schemas/product';
import { ProductCardFields } from '@/features/catalog/api/productFields';
import { productKeys } from '@/features/catalog/api/products';

const FaqsDocument = graphql(`
  query searchProductFaqs($filter: ProductFaqFilterInput, $limit: Int) {
    searchProductFaqs(filter: $filter, limit: $limit) {
      items {
        id
        productId
        title
        description
      }
    }
  }
`);

const LinkedProductsDocument = graphql(
  `
    query byProductIdLinkedProduct($productId: ID!, $limit: Int) {
      linkedProductsByProductId(productId: $productId, limit: $limit) {
        items {
          id
          linkedProduct {
            ...ProductCardFields
          }
        }
      }
    }
  `,
  [ProductCardFields],
);

/** searchProductFaqs for one product. */
export const faqsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: [...productKeys.all, 'faqs', productId] as const,
    queryFn: async ({ signal }): Promise<Faq[]> => {
      const data = await gqlRequest(FaqsDocument, { filter: { productId }, limit: 50 }, { signal });
      return z.object({ items: z.array(FaqSchema) }).parse(data.searchProductFaqs).items;
    },
    staleTime: 10 * 60_000,
  });

/** byProductIdLinkedProduct: the products linked to one (missing or disabled ones dropped). */
export const linkedProductsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: productKeys.linked(productId),
    queryFn: async ({ signal }): Promise<ProductData[]> => {
      const data = await gqlRequest(LinkedProductsDocument, { productId, limit: 12 }, { signal });
      const page = z
        .object({ items: z.array(z.object({ linkedProduct: z.nullable(ProductSchema) })) })
        .parse(data.linkedProductsByProductId);
      return page.items.flatMap((item) => (item.linkedProduct ? [item.linkedProduct] : []));
    },
    staleTime: 10 * 60_000,
  });
