import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { storeQueryOptions } from '@/features/store/api/store';

export function Footer() {
  const { data: store } = useQuery(storeQueryOptions());
  return (
    <footer className="mt-12 border-t border-line bg-surface-muted">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 text-sm sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-brand">{store?.name ?? 'haat'}</p>
          <p className="mt-1 text-ink-muted">
            {store?.description ?? 'Skincare made for Indian weather, delivered across India.'}
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="space-y-1">
            <li>
              <Link to="/shop">Shop all</Link>
            </li>
            <li>
              <Link to="/pages/account">My account</Link>
            </li>
            <li>
              <Link to="/pages/wishlist">Wishlist</Link>
            </li>
          </ul>
        </nav>
        <p className="text-ink-muted">© Haat Skincare. Prices in INR, inclusive of all taxes.</p>
      </div>
    </footer>
  );
}
