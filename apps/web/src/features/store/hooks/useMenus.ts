import { useMemo } from 'react';
import type { MenuNode } from '@/lib/schemas/menu';
import { useInitialData } from './useInitialData';

const NONE: readonly MenuNode[] = [];

/** Drops archived entries and sorts every level by priority ascending (spec 9), three levels deep. */
export function arrangeMenu(nodes: readonly MenuNode[], depth = 1): MenuNode[] {
  return nodes
    .filter((node) => node.isArchive !== true)
    .sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0))
    .map((node) => ({
      ...node,
      children: depth < 3 ? arrangeMenu(node.children ?? [], depth + 1) : [],
    }));
}

/** The main menu from the store data, arranged for display. */
export function useMenus(): readonly MenuNode[] {
  const menus = useInitialData((data) => data.menus, NONE);
  return useMemo(() => arrangeMenu(menus), [menus]);
}
