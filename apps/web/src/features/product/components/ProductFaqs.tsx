import { lazy, Suspense } from 'react';
import { RenderWhenNear } from '@/components/RenderWhenNear';

// Its own chunk (the accordion, the request): none of it is on a product page's first screen, and
// leaving it out of the first render lets the gallery's picture show sooner.
const ProductFaqsList = lazy(() => import('./ProductFaqsList'));

/**
 * The product's questions and answers, asked for (code and data) as the shopper nears them. No
 * placeholder heading: a product without questions shows no section at all.
 */
export function ProductFaqs({ productId }: { productId: string }) {
  return (
    <RenderWhenNear placeholder={null}>
      <Suspense fallback={null}>
        <ProductFaqsList productId={productId} />
      </Suspense>
    </RenderWhenNear>
  );
}
