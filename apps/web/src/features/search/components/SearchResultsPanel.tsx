import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Price } from '@/components/Price';
import { ProductImage } from '@/components/ProductImage';
import { searchHitsQueryOptions } from '../api/searchQueries';

interface SearchResultsPanelProps {
  id: string;
  term: string;
  onPick: () => void;
}

/** The header's results panel: up to 8 hits as links, then a link to every result. */
export function SearchResultsPanel({ id, term, onPick }: SearchResultsPanelProps) {
  const { data: hits, isPending } = useQuery(searchHitsQueryOptions(term));
  return (
    <div
      id={id}
      role="region"
      aria-label="Search results"
      className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70dvh] overflow-y-auto rounded-lg border border-line bg-surface p-2 shadow-lg"
    >
      {isPending ? (
        <p role="status" className="p-3 text-sm text-ink-muted">
          Searching…
        </p>
      ) : !hits || hits.length === 0 ? (
        <p role="status" className="p-3 text-sm">
          No products found for “{term}”.
        </p>
      ) : (
        <>
          <p role="status" className="sr-only">
            {hits.length} {hits.length === 1 ? 'product' : 'products'} found
          </p>
          <ul className="divide-y divide-line">
            {hits.slice(0, 8).map((hit) => (
              <li key={hit.id}>
                <Link
                  to={`/products/${hit.slug}`}
                  className="flex items-center gap-3 p-2 hover:bg-surface-muted"
                  onClick={onPick}
                >
                  <ProductImage
                    imageKey={hit.imageKey}
                    alt=""
                    width={48}
                    height={48}
                    widths={[200]}
                    sizes="48px"
                    className="size-12 shrink-0 rounded"
                  />
                  <span className="flex-1 text-sm">
                    <span className="line-clamp-2">{hit.title}</span>
                    <Price price={hit.price} listingPrice={hit.listingPrice} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to={`/search?search=${encodeURIComponent(term)}`}
            className="mt-1 block p-2 text-center text-sm font-medium text-brand underline"
            onClick={onPick}
          >
            See all results for “{term}”
          </Link>
        </>
      )}
    </div>
  );
}
