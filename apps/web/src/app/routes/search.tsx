import { useSearchParams } from 'react-router-dom';
import { PageHead } from '@/components/PageHead';
import { searchHead } from '@/lib/head/pageHeads';
import { SearchResults } from '@/features/search/components/SearchResults';

/** /search?search=…: the header holds the search box; the page lists what it found. */
export default function SearchRoute() {
  const [params] = useSearchParams();
  const term = params.get('search')?.trim() ?? '';
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <PageHead head={searchHead(term)} />
      <h1 className="mb-4 text-2xl font-semibold">{term ? `Results for “${term}”` : 'Search'}</h1>
      <SearchResults term={term} />
    </div>
  );
}
