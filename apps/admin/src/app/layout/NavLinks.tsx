import { NavLink } from 'react-router-dom';
import { cn } from '@/lib/utils';
import type { NavItem } from '../navigation';

/**
 * The navigation's links grouped under their headings; the current screen is marked
 * (`aria-current="page"`).
 *
 * @example
 * <NavLinks items={allowedNav(staff.permissions)} onNavigate={closeSheet} />
 */
export function NavLinks({
  items,
  onNavigate,
}: {
  items: readonly NavItem[];
  onNavigate?: () => void;
}) {
  const groups = [...new Set(items.map((item) => item.group))];
  return (
    <div className="grid gap-4">
      {groups.map((group) => (
        <div key={group} className="grid gap-1">
          <h2 className="px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {group}
          </h2>
          <ul className="grid gap-0.5">
            {items
              .filter((item) => item.group === group)
              .map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === '/'}
                    onClick={onNavigate}
                    className={({ isActive }) =>
                      cn(
                        'block rounded-md px-2 py-2 text-sm hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
                        isActive && 'bg-accent font-semibold',
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
