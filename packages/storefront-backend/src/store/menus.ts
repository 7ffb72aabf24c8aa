import type { Menu } from '@haat/storefront-api/catalogue';
import type { MenuFilterInput } from '@haat/storefront-api/resolvers';

const prune = (menus: readonly Menu[], includeArchived: boolean): Menu[] =>
  menus
    .filter((menu) => includeArchived || !menu.isArchive)
    .sort((a, b) => a.priority - b.priority)
    .map((menu) => ({ ...menu, children: prune(menu.children, includeArchived) }));

const findSubtree = (menus: readonly Menu[], id: string): Menu | undefined => {
  for (const menu of menus) {
    if (menu.id === id) return menu;
    const inner = findSubtree(menu.children, id);
    if (inner) return inner;
  }
  return undefined;
};

/**
 * The menu tree (or the subtree under `filter.parentId`), each level sorted by priority
 * ascending, archived entries dropped unless `filter.includeArchived`.
 *
 * @example
 * menuTree(catalogue.menus, { parentId: 'menu-skin' }).map((menu) => menu.name);
 */
export function menuTree(
  menus: readonly Menu[],
  filter: MenuFilterInput | null | undefined,
): Menu[] {
  const roots = filter?.parentId ? (findSubtree(menus, filter.parentId)?.children ?? []) : menus;
  return prune(roots, filter?.includeArchived === true);
}
