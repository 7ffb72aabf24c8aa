import { lazy, Suspense } from 'react';
import { RailPlaceholder } from '@/components/RailShell';
import { RenderWhenNear } from '@/components/RenderWhenNear';

const TITLE = 'Pairs well with';

// Its own chunk (the rail and its product cards): none of it is on a product page's first screen.
const LinkedProductsRail = lazy(() => import('./LinkedProductsRail'));

const placeholder = <RailPlaceholder title={TITLE} />;

/** Products linked to this one (byProductIdLinkedProduct), as a rail, asked for as the shopper nears it. */
export function LinkedProducts({ productId }: { productId: string }) {
  return (
    <RenderWhenNear placeholder={placeholder}>
      <Suspense fallback={placeholder}>
        <LinkedProductsRail productId={productId} title={TITLE} />
      </Suspense>
    </RenderWhenNear>
  );
}
