/**
 * What the page shell shows on each page (spec 2 "Page shell": pages switch on a top runner,
 * timer, coupon banner, sticky checkout bar, search and footer; hideCart and hideMainMenu hide
 * the cart icon and the menu bar; the header border toggles by path). Decided by path so the
 * shell renders at once, before the page's own code has loaded.
 *
 * `search`: 'box' is the header search of spec 2 (the 'Search for products...' button, the
 * input on /search); 'icon' is its icon variant, a search button that toggles the box open (the
 * order page, which keeps its header compact); false shows none (checkout, a focused flow).
 */
export interface ShellFlags {
  topRunner: boolean;
  timer: boolean;
  couponBanner: boolean;
  stickyCheckout: boolean;
  search: 'box' | 'icon' | false;
  footer: boolean;
  hideCart: boolean;
  hideMainMenu: boolean;
  headerBorder: boolean;
}

const base: ShellFlags = {
  topRunner: false,
  timer: false,
  couponBanner: false,
  stickyCheckout: false,
  search: 'box',
  footer: true,
  hideCart: false,
  hideMainMenu: false,
  headerBorder: true,
};

const rules: readonly [RegExp, Partial<ShellFlags>][] = [
  // Home: the banner sits flush under the header, so no border.
  [/^\/$/, { topRunner: true, timer: true, couponBanner: true, headerBorder: false }],
  [/^\/(shop|collections)(\/|$)/, { topRunner: true, timer: true, couponBanner: true }],
  [/^\/products\//, { timer: true, couponBanner: true }],
  [/^\/pages\/cart$/, { stickyCheckout: true, hideMainMenu: true }],
  [/^\/pages\/checkout$/, { hideCart: true, hideMainMenu: true, search: false, footer: false }],
  [/^\/order\//, { hideMainMenu: true, search: 'icon' }],
];

/** The shell flags for a path. */
export function shellFlags(pathname: string): ShellFlags {
  const match = rules.find(([pattern]) => pattern.test(pathname));
  return match ? { ...base, ...match[1] } : base;
}
