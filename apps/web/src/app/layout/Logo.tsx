import { Link } from 'react-router-dom';
import { imageUrl } from '@/lib/images';
import { useStoreData } from '@/features/store/hooks/useStoreData';

/**
 * The store logo linking to /. The box has a fixed size, so swapping the wordmark for the
 * store's logo image once the store has loaded moves nothing.
 */
export function Logo() {
  const { store } = useStoreData();
  const key = store?.imageUrl;
  return (
    <Link to="/" aria-label="Haat home" className="flex h-8 w-24 shrink-0 items-center">
      {key ? (
        <img
          src={imageUrl(key, 240)}
          srcSet={`${imageUrl(key, 240)} 1x, ${imageUrl(key, 480)} 2x`}
          width={96}
          height={24}
          alt=""
          className="h-6 w-24 object-contain object-left"
        />
      ) : (
        <span aria-hidden="true" className="text-xl font-bold tracking-tight text-brand">
          haat
        </span>
      )}
    </Link>
  );
}
