import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ProductCard } from '@/components/product-card/ProductCard';
import { ProductGridSkeleton } from '@/components/Skeleton';
import { track } from '@/lib/analytics/track';
import { useStoreSettings } from '@/features/store/hooks/storeData';
import { searchResultsQueryOptions } from '../api/searchQueries';
import { SEARCH_HINTS } from '../hooks/useTypingPlaceholder';

/** The /search page body: product cards for the term, or an empty state (never an error). */
export function SearchResults({ term }: { term: string }) {
  const { blockInventory } = useStoreSettings();
  const { data: products, isPending } = useQuery({
    ...searchResultsQueryOptions(term),
    enabled: term !== '',
  });
  useEffect(() => {
    if (term && products)
      track({ name: 'search', searchTerm: term, resultsCount: products.length });
  }, [term, products]);

  if (!term) return <Suggestions heading="What are you looking for?" />;
  if (isPending) return <ProductGridSkeleton label="Searching" />;
  if (!products || products.length === 0) {
    return (
      <div className="py-8">
        <p role="status" className="font-medium">
          No products found for “{term}”.
        </p>
        <Suggestions heading="Try one of these" />
      </div>
    );
  }
  return (
    <>
      <p role="status" className="mb-4 text-sm text-ink-muted">
        {products.length} {products.length === 1 ? 'product' : 'products'} found for “{term}”
      </p>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 lg:grid-cols-4">
        {products.map((product, index) => (
          <li key={product.id} className="flex">
            <ProductCard product={product} blockInventory={blockInventory} priority={index < 2} />
          </li>
        ))}
      </ul>
    </>
  );
}

function Suggestions({ heading }: { heading: string }) {
  return (
    <section aria-label={heading} className="mt-4">
      <h2 className="mb-2 font-semibold">{heading}</h2>
      <ul className="flex flex-wrap gap-2">
        {SEARCH_HINTS.map((hint) => (
          <li key={hint}>
            <Link to={`/search?search=${encodeURIComponent(hint)}`} className="chip">
              {hint}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
