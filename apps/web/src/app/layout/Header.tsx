import { lazy, Suspense, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { AccountButton } from '@/features/auth/components/AccountButton';
import { CartButton } from '@/features/cart/components/CartButton';
import { useMediaQuery } from '@/lib/useMediaQuery';
import { HeaderSearch, HeaderSearchBox, SearchIcon } from './HeaderSearch';
import { Logo } from './Logo';
import type { ShellFlags } from './shellFlags';

// Not needed for the first paint of a phone: loaded when first shown (the bar from 500 px only).
const MenuBar = lazy(() => import('./menu/MenuBar').then((m) => ({ default: m.MenuBar })));
const MenuDrawer = lazy(() => import('./menu/MenuDrawer').then((m) => ({ default: m.MenuDrawer })));

/**
 * Spec 2 header: menu toggle (below 500 px), logo, search, account and cart icons, then the main
 * menu bar (500 px and up). hideCart / hideMainMenu come from the page; the border by path.
 */
export function Header({ flags }: { flags: ShellFlags }) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const searchBoxId = useId();
  const wide = useMediaQuery('(min-width: 500px)');
  // The icon variant's box: open until the shopper closes it or leaves the page.
  const [searchOpenOn, setSearchOpenOn] = useState<string | null>(null);
  const searchOpen = flags.search === 'icon' && searchOpenOn === pathname;
  return (
    <header
      className={`sticky top-0 z-30 bg-surface ${flags.headerBorder ? 'border-b border-line' : ''}`}
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 px-3 py-1.5 min-[500px]:flex-nowrap">
        {flags.hideMainMenu ? null : (
          <button
            type="button"
            className="icon-btn min-[500px]:hidden"
            aria-label="Open menu"
            aria-haspopup="dialog"
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </button>
        )}
        <Logo />
        {/* Below 500 px the search takes its own row under the icons. */}
        <div className="order-last w-full pb-1 min-[500px]:order-none min-[500px]:w-auto min-[500px]:flex-1 min-[500px]:pb-0">
          {flags.search === 'box' ? <HeaderSearch onSearchPage={pathname === '/search'} /> : null}
          {searchOpen ? (
            <div id={searchBoxId}>
              <HeaderSearchBox />
            </div>
          ) : null}
        </div>
        <div className="ml-auto flex items-center">
          {flags.search === 'icon' ? (
            <button
              type="button"
              className="icon-btn"
              aria-label="Search"
              aria-expanded={searchOpen}
              aria-controls={searchOpen ? searchBoxId : undefined}
              onClick={() => setSearchOpenOn(searchOpen ? null : pathname)}
            >
              <SearchIcon size={24} />
            </button>
          ) : null}
          <AccountButton />
          {flags.hideCart ? null : <CartButton />}
        </div>
      </div>
      {flags.hideMainMenu ? null : (
        // The bar's height is reserved from the start, so nothing moves when it arrives.
        <div className="hidden min-h-11 border-t border-line min-[500px]:block">
          {wide ? (
            <Suspense fallback={null}>
              <MenuBar />
            </Suspense>
          ) : null}
        </div>
      )}
      {menuOpen ? (
        <Suspense fallback={null}>
          <MenuDrawer onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
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
