import { useState } from 'react';
import { Dialog } from '@/components/Dialog';
import { SmartLink } from '@/components/SmartLink';
import { track } from '@/lib/analytics/track';
import type { MenuNode } from '@/lib/schemas/menu';
import { useMenus } from '@/features/store/hooks/useMenus';

/** The menu drawer of small screens: every level as a nested disclosure list. */
export function MenuDrawer({ onClose }: { onClose: () => void }) {
  const menus = useMenus();
  return (
    <Dialog title="Menu" onClose={onClose} placement="left">
      <nav aria-label="Main">
        {menus.length === 0 ? (
          <p className="text-ink-muted">The menu could not be loaded.</p>
        ) : (
          <MenuList items={menus} level={1} onNavigate={onClose} />
        )}
      </nav>
    </Dialog>
  );
}

function MenuList({
  items,
  level,
  onNavigate,
}: {
  items: readonly MenuNode[];
  level: number;
  onNavigate: () => void;
}) {
  return (
    <ul className={level === 1 ? 'divide-y divide-line' : 'ml-3 border-l border-line pl-3'}>
      {items.map((item) => (
        <MenuEntry key={item.id} item={item} level={level} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}

/** Top-level entries are the top navbar; deeper ones are categories (spec 7 tracking). */
function trackMenu(item: MenuNode, level: number) {
  if (level === 1) track({ name: 'top_navbar_click', label: item.label, link: item.link ?? null });
  else
    track({
      name: 'category_click',
      categoryName: item.label,
      categoryId: item.id,
      link: item.link ?? null,
    });
}

function MenuEntry({
  item,
  level,
  onNavigate,
}: {
  item: MenuNode;
  level: number;
  onNavigate: () => void;
}) {
  const [open, setOpen] = useState(false);
  const children = item.children ?? [];
  const text = level === 1 ? 'font-medium' : 'text-sm';
  if (children.length === 0) {
    return (
      <li>
        <SmartLink
          to={item.link}
          className={`flex min-h-11 items-center ${text}`}
          onClick={() => {
            trackMenu(item, level);
            onNavigate();
          }}
        >
          {item.label}
        </SmartLink>
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        className={`flex min-h-11 w-full items-center justify-between ${text}`}
        aria-expanded={open}
        onClick={() => {
          if (!open) trackMenu(item, level);
          setOpen(!open);
        }}
      >
        {item.label}
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
      {open ? (
        <div className="pb-2">
          {item.link && item.link !== '#' ? (
            <SmartLink
              to={item.link}
              className="ml-3 flex min-h-11 items-center text-sm text-brand underline"
              onClick={onNavigate}
            >
              Shop all {item.label}
            </SmartLink>
          ) : null}
          <MenuList items={children} level={level + 1} onNavigate={onNavigate} />
        </div>
      ) : null}
    </li>
  );
}
