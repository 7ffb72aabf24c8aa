import { Link, useLocation } from 'react-router-dom';
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
        <Link to="/pages/account" className="icon-btn" aria-label="Account">
          <AccountIcon />
        </Link>
        <Link to="/pages/cart" className="icon-btn" aria-label="Cart">
          <CartIcon />
        </Link>
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

function AccountIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <circle cx="12" cy="8" r="4" stroke="currentColor" strokeWidth="2" fill="none" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" stroke="currentColor" strokeWidth="2" fill="none" />
    </svg>
  );
}

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2"
        stroke="currentColor"
        strokeWidth="2"
        fill="none"
      />
      <circle cx="9" cy="20" r="1.5" fill="currentColor" />
      <circle cx="17" cy="20" r="1.5" fill="currentColor" />
    </svg>
  );
}
