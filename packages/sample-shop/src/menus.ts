import { STORE_ID } from './constants.js';
import type { Menu } from '@haat/storefront-api/catalogue';

interface MenuSeed {
  label: string;
  link: string;
  priority: number;
  isArchive?: boolean;
  children?: MenuSeed[];
}

function slugify(label: string): string {
  return label
    .toLowerCase()
    .replace(/₹/g, 'rs-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function build(seed: MenuSeed, parent: Menu | null): Menu {
  const slug = slugify(seed.label);
  const menu: Menu = {
    id: parent ? `${parent.id}--${slug}` : `menu-${slug}`,
    parentId: parent?.id ?? null,
    storeId: STORE_ID,
    priority: seed.priority,
    isArchive: seed.isArchive ?? false,
    label: seed.label,
    link: seed.link,
    slug,
    children: [],
  };
  menu.children = (seed.children ?? []).map((child) => build(child, menu));
  return menu;
}

// Three levels; priorities deliberately out of list order (menus sort by priority ascending).
const tree: MenuSeed[] = [
  {
    label: 'Skin',
    link: '/shop?category=skin',
    priority: 2,
    children: [
      {
        label: 'Face',
        link: '/shop?category=skin',
        priority: 1,
        children: [
          { label: 'Face Wash', link: '/shop?category=face-wash', priority: 2 },
          { label: 'Serums', link: '/shop?category=serum', priority: 1 },
          { label: 'Moisturisers', link: '/shop?category=moisturiser', priority: 3 },
          { label: 'Lip Care', link: '/products/beetroot-tinted-lip-balm', priority: 4 },
        ],
      },
      {
        label: 'Sun Care',
        link: '/shop?category=sunscreen',
        priority: 2,
        children: [
          { label: 'Sunscreen', link: '/shop?category=sunscreen', priority: 1 },
          { label: 'Kids Sunscreen', link: '/products/kids-gentle-sunscreen-spf50', priority: 2 },
        ],
      },
      {
        label: 'Shop by Concern',
        link: '#',
        priority: 3,
        children: [
          { label: 'Dull Skin', link: '/search?search=vitamin%20c', priority: 2 },
          { label: 'Acne & Oil Control', link: '/search?search=acne', priority: 1 },
          { label: 'Pigmentation', link: '/search?search=pigmentation', priority: 3 },
          { label: 'Dry Skin', link: '/search?search=dry%20skin', priority: 4 },
        ],
      },
    ],
  },
  {
    label: 'Hair',
    link: '/shop?category=hair',
    priority: 3,
    children: [
      {
        label: 'Hair Oils',
        link: '/shop?category=hair-oil',
        priority: 1,
        children: [
          { label: 'Onion Hair Oil', link: '/products/onion-bhringraj-hair-oil', priority: 1 },
          { label: 'Rosemary Hair Oil', link: '/products/rosemary-methi-hair-oil', priority: 2 },
          { label: 'Hair Growth Serum', link: '/products/redensyl-hair-serum', priority: 3 },
        ],
      },
      { label: 'Shampoo & Conditioner', link: '/shop?category=shampoo', priority: 2 },
    ],
  },
  {
    label: 'Body',
    link: '/shop?category=body',
    priority: 4,
    children: [
      { label: 'Body Lotions', link: '/shop?category=body-lotion', priority: 1 },
      { label: 'Foot Care', link: '/products/urea-foot-cream', priority: 2 },
    ],
  },
  { label: 'Combos', link: '/collections/combos', priority: 5 },
  { label: 'Bestsellers', link: '/collections/bestsellers', priority: 1 },
  {
    label: 'Offers',
    link: '#',
    priority: 6,
    children: [
      { label: 'Buy 2 Get 1 on Serums', link: '/shop?category=serum&couponCode=B2G1', priority: 1 },
      { label: 'Any 3 Sunscreens at ₹999', link: '/shop?category=sunscreen', priority: 2 },
      {
        label: 'Diwali Gift Sets',
        link: '/collections/diwali-gift-sets',
        priority: 3,
        isArchive: true,
      },
    ],
  },
];

/** The main menu as a tree (children nested, each row also carries its parentId). */
export const menus: Menu[] = tree.map((seed) => build(seed, null));
