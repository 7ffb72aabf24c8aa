import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SmartLink } from '@/components/SmartLink';
import { track } from '@/lib/analytics/track';
import type { MenuNode } from '@/lib/schemas/menu';
import { useMenus } from '@/features/store/hooks/useMenus';

/**
 * The main menu bar (500 px and wider): top-level entries; an entry with children opens a panel
 * with its second level and, under each, the third. Escape or a click elsewhere closes it.
 */
export function MenuBar() {
  const menus = useMenus();
  // The open panel belongs to the page it was opened on: any navigation closes it.
  const { key } = useLocation();
  const [opened, setOpened] = useState<{ id: string; at: string } | null>(null);
  const open = opened?.at === key ? opened.id : null;
  const setOpen = (id: string | null) => setOpened(id === null ? null : { id, at: key });
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    if (open === null) return;
    const onPointer = (event: MouseEvent) => {
      if (!bar.current?.contains(event.target as Node)) setOpened(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpened(null);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (menus.length === 0) return null;
  return (
    <nav
      ref={bar}
      aria-label="Main"
      className="relative hidden border-t border-line min-[500px]:block"
    >
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-1 px-2">
        {menus.map((item) =>
          item.children?.length ? (
            <li key={item.id}>
              <button
                type="button"
                className="flex min-h-11 items-center gap-1 px-3 text-sm font-medium"
                aria-expanded={open === item.id}
                aria-controls={`menu-${item.id}`}
                onClick={() => {
                  if (open !== item.id)
                    track({ name: 'top_navbar_click', label: item.label, link: item.link ?? null });
                  setOpen(open === item.id ? null : item.id);
                }}
              >
                {item.label}
                <span aria-hidden="true" className="text-xs">
                  ▾
                </span>
              </button>
              {open === item.id ? <MenuPanel item={item} /> : null}
            </li>
          ) : (
            <li key={item.id}>
              <SmartLink
                to={item.link}
                className="flex min-h-11 items-center px-3 text-sm font-medium"
              >
                {item.label}
              </SmartLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

const categoryClick = (node: MenuNode) =>
  track({
    name: 'category_click',
    categoryName: node.label,
    categoryId: node.id,
    link: node.link ?? null,
  });

function MenuPanel({ item }: { item: MenuNode }) {
  return (
    <div
      id={`menu-${item.id}`}
      className="absolute inset-x-0 top-full z-30 border-y border-line bg-surface shadow-lg"
    >
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-5 sm:grid-cols-3 lg:grid-cols-4">
        {item.link && item.link !== '#' ? (
          <SmartLink
            to={item.link}
            className="font-semibold text-brand underline"
            onClick={() => categoryClick(item)}
          >
            Shop all {item.label}
          </SmartLink>
        ) : null}
        {item.children?.map((child) => (
          <div key={child.id}>
            <SmartLink
              to={child.link}
              className="font-semibold"
              onClick={() => categoryClick(child)}
            >
              {child.label}
            </SmartLink>
            {child.children?.length ? (
              <ul className="mt-2 space-y-1.5 text-sm text-ink-muted">
                {child.children.map((leaf) => (
                  <li key={leaf.id}>
                    <SmartLink
                      to={leaf.link}
                      className="hover:text-ink hover:underline"
                      onClick={() => categoryClick(leaf)}
                    >
                      {leaf.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
      </div>
    </div>
  );
}
