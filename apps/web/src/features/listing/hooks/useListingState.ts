import { useSearchParams } from 'react-router-dom';
import {
  readListingState,
  writeListingState,
  type ListingState,
  type SortKey,
} from '../listingState';

/** The listing state kept in the URL, and a setter that writes a change back (back/forward work). */
export function useListingState(defaultSort: SortKey = 'default') {
  const [params, setParams] = useSearchParams();
  const state = readListingState(params, defaultSort);
  const update = (change: Partial<ListingState>) =>
    setParams((current) => writeListingState(current, change, defaultSort));
  const hrefFor = (change: Partial<ListingState>) =>
    `?${writeListingState(params, change, defaultSort).toString()}`;
  return { state, update, hrefFor };
}
