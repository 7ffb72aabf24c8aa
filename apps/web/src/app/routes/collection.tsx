import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { PageHead } from '@/components/PageHead';
import { collectionHead, collectionTitle } from '@/lib/head/pageHeads';
import { simpleHead } from '@/lib/head/simpleHead';
import { ProductGridSkeleton } from '@/components/Skeleton';
import { collectionQueryOptions } from '@/features/catalog/api/collections';
import { collectionScope } from '@/features/listing/api/prefetchListing';
import { CollectionIntro } from '@/features/listing/components/CollectionIntro';
import { Listing } from '@/features/listing/components/Listing';
import { sortKeyOf } from '@/features/listing/listingState';
import NotFoundRoute from './not-found';

/** /collections/{slug}: the collection's banner and text above the shared listing. */
export default function CollectionRoute() {
  const slug = useParams().slug ?? '';
  const { data: collection, isPending, isError } = useQuery(collectionQueryOptions(slug));
  if (isPending) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-6">
        <ProductGridSkeleton label="Loading collection" />
      </div>
    );
  }
  if (!isError && !collection) return <NotFoundRoute />;
  const title = collection ? collectionTitle(collection) : slug.replace(/-/g, ' ');
  return (
    <>
      <PageHead
        head={collection ? collectionHead(collection) : simpleHead(title, `/collections/${slug}`)}
      />
      <Listing
        key={slug}
        title={title}
        scope={collectionScope(slug, collection ?? null)}
        variant="collection"
        defaultSort={sortKeyOf(collection?.defaultSorting)}
        intro={collection ? <CollectionIntro collection={collection} /> : null}
      />
    </>
  );
}
