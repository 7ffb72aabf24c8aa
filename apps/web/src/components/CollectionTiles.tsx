import { useId } from 'react';
import { Link } from 'react-router-dom';
import { track } from '@/lib/analytics/track';
import type { Collection } from '@/lib/schemas/collection';
import { ProductImage } from './ProductImage';

/** Collections as round picture tiles linking to their pages. */
export function CollectionTiles({
  collections,
  title = 'Shop by collection',
}: {
  collections: readonly Collection[];
  title?: string;
}) {
  const headingId = useId();
  if (collections.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4">
      <h2 id={headingId} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      <ul className="flex snap-x gap-3 overflow-x-auto pb-2 sm:grid sm:grid-cols-5 sm:overflow-visible">
        {collections.map((collection, index) => (
          <li key={collection.id} className="w-28 shrink-0 snap-start sm:w-auto">
            <Link
              to={`/collections/${collection.slug}`}
              className="flex flex-col items-center gap-2 text-center text-sm font-medium"
              onClick={() =>
                track({
                  name: 'tile_click',
                  tileName: collection.name,
                  position: index,
                  link: `/collections/${collection.slug}`,
                })
              }
            >
              <ProductImage
                imageKey={collection.imageUrl}
                alt=""
                width={800}
                height={800}
                widths={[200, 400]}
                sizes="(min-width: 640px) 18vw, 112px"
                className="aspect-square rounded-full"
              />
              {collection.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
