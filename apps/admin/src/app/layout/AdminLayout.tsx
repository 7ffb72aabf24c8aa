import { useQueryClient } from '@tanstack/react-query';
import { MenuIcon } from 'lucide-react';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { signOutStaff } from '@/features/auth/session';
import type { StaffSession } from '@/stores/sessionStore';
import { allowedNav } from '../navigation';
import { NavLinks } from './NavLinks';
import { RouteErrorBoundary } from './RouteErrorBoundary';

const ROLE_NAMES = {
  OWNER: 'Owner',
  MANAGER: 'Manager',
  SUPPORT: 'Support',
  PACKER: 'Packer',
} as const;

/**
 * The console's shell: a skip link, the navigation (a side column on a laptop, a sheet behind
 * the Menu button on a phone) with only the screens the role may open, the account menu with
 * Sign out, and the screen.
 *
 * @example
 * <Route element={<AdminLayout staff={staff} />}>…</Route>
 */
export function AdminLayout({ staff }: { staff: StaffSession }) {
  const queryClient = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);
  const items = allowedNav(staff.permissions);
  return (
    <div className="min-h-dvh md:grid md:grid-cols-[14rem_1fr]">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background p-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to the screen
      </a>
      <aside className="hidden border-r bg-muted/40 p-3 md:block print:hidden">
        <p className="mb-4 px-2 text-lg font-bold text-primary">haat admin</p>
        <nav aria-label="Console">
          <NavLinks items={items} />
        </nav>
      </aside>
      <div className="min-w-0">
        <header className="flex items-center justify-between gap-2 border-b px-3 py-2 print:hidden">
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger asChild>
              <Button variant="outline" size="sm" className="md:hidden">
                <MenuIcon aria-hidden="true" /> Menu
              </Button>
            </SheetTrigger>
            <SheetContent side="left" className="w-72 p-3">
              <SheetHeader className="p-0">
                <SheetTitle>haat admin</SheetTitle>
                <SheetDescription className="sr-only">The console&apos;s screens</SheetDescription>
              </SheetHeader>
              <nav aria-label="Console">
                <NavLinks items={items} onNavigate={() => setMenuOpen(false)} />
              </nav>
            </SheetContent>
          </Sheet>
          <span className="hidden md:block" />
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="sm">
                {staff.name ?? staff.phone} · {ROLE_NAMES[staff.role]}
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuLabel>Signed in as {staff.phone}</DropdownMenuLabel>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => void signOutStaff(queryClient)}>
                Sign out
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </header>
        <main id="main" tabIndex={-1} className="mx-auto max-w-6xl p-3 md:p-6 focus:outline-none">
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        </main>
      </div>
    </div>
  );
}
