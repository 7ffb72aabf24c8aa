import { Link } from 'react-router-dom';
import { ProductImage } from '@/components/ProductImage';
import { track } from '@/lib/analytics/track';
import { useCollections } from '@/features/store/hooks/storeData';

/** The store's collections (not archived, by priority) as picture tiles. */
export function CollectionTiles() {
  const collections = useCollections();
  if (collections.length === 0) return null;
  return (
    <section aria-labelledby="home-collections" className="mx-auto max-w-6xl px-4">
      <h2 id="home-collections" className="mb-3 text-xl font-semibold">
        Shop by collection
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
