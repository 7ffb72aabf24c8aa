import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { CollectionTiles } from '@/components/CollectionTiles';
import { ProductCard } from '@/components/product-card/ProductCard';
import { ProductImage } from '@/components/ProductImage';
import { ProductGridSkeleton } from '@/components/Skeleton';
import { Testimonial } from '@/components/Testimonial';
import { gqlRequest } from '@/lib/graphql/client';
import { graphql } from '@/lib/graphql/graphql';
import { ReviewSchema } from '@/lib/schemas/review';
import { productsQueryOptions } from '@/features/catalog/api/products';
import { ReviewFields } from '@/features/product/api/reviews';
import { useCollections, useStoreSettings } from '@/features/store/hooks/storeData';
import { useStoreData } from '@/features/store/hooks/useStoreData';

export function ProductsSection() {
  const { blockInventory } = useStoreSettings();
  const { data, isPending } = useQuery(
    productsQueryOptions({ filter: { isFeatured: true }, limit: 8 }),
  );
  if (isPending) return <ProductGridSkeleton count={4} />;
  return (
    <ul className="grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 lg:grid-cols-4">
      {data?.items.map((product) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} blockInventory={blockInventory} />
        </li>
      ))}
    </ul>
  );
}

export function ProductCategorySection() {
  return <CollectionTiles collections={useCollections()} title="Collections" />;
}

const TopReviewsDocument = graphql(
  `
    query searchReviews($filter: SearchReviewsFilter, $limit: Int) {
      searchReviews(filter: $filter, limit: $limit) {
        items {
          ...ReviewFields
        }
      }
    }
  `,
  [ReviewFields],
);

export function TestimonialsSection() {
  const { data: reviews } = useQuery({
    queryKey: ['elements', 'testimonials'],
    queryFn: async ({ signal }) => {
      const data = await gqlRequest(
        TopReviewsDocument,
        { filter: { ratingAtLeast: 5, verified: true }, limit: 6 },
        { signal },
      );
      return z.object({ items: z.array(ReviewSchema) }).parse(data.searchReviews).items;
    },
    staleTime: 10 * 60_000,
  });
  if (!reviews) return <ProductGridSkeleton count={3} label="Loading testimonials" />;
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {reviews.map((review) => (
        <li key={review.id}>
          <Testimonial
            quote={review.comment ?? review.title ?? ''}
            name={review.reviewer.name}
            rating={review.rating}
            detail={review.verified ? 'Verified buyer' : null}
          />
        </li>
      ))}
    </ul>
  );
}

export function InstagramsSection() {
  const { store } = useStoreData();
  const { data } = useQuery(productsQueryOptions({ filter: { isFeatured: true }, limit: 8 }));
  const profile = store?.socialLinks?.instagram ?? null;
  return (
    <div className="space-y-4">
      <ul className="grid grid-cols-3 gap-1 sm:grid-cols-6">
        {data?.items.slice(0, 6).map((product) => (
          <li key={product.id}>
            <ProductImage
              imageKey={product.images[1]?.imageKey ?? product.images[0]?.imageKey}
              alt={product.title}
              widths={[200, 400]}
              sizes="(min-width: 640px) 16vw, 33vw"
              className="aspect-square"
            />
          </li>
        ))}
      </ul>
      {profile ? (
        <a href={profile} target="_blank" rel="noopener noreferrer" className="btn-secondary">
          Follow us on Instagram
        </a>
      ) : null}
    </div>
  );
}
