import { Link, useLocation } from 'react-router-dom';
import { AccountButton } from '@/features/auth/components/AccountButton';
import { CartButton } from '@/features/cart/components/CartButton';
import { HeaderSearch } from './HeaderSearch';

export function Header() {
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-3">
        <button type="button" className="icon-btn min-[500px]:hidden" aria-label="Open menu">
          <MenuIcon />
        </button>
        <Link to="/" className="text-xl font-bold tracking-tight text-brand" aria-label="Haat home">
          haat
        </Link>
        <div className="min-w-0 flex-1">
          <HeaderSearch onSearchPage={pathname === '/search'} />
        </div>
        <AccountButton />
        <CartButton />
      </div>
    </header>
  );
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" fill="none" />
    </svg>
  );
}
