import { STORE_ID } from './constants.js';
import { customerCare, policies } from './policies.js';
import type { Announcement, Banner, Store } from '@haat/storefront-api/catalogue';

/** Banner image keys: `banners/<name>-web` (1440×480) and `banners/<name>-mobile` (750×750). */
export function bannerKeys(name: string): { webKey: string; mobileKey: string } {
  return { webKey: `banners/${name}-web`, mobileKey: `banners/${name}-mobile` };
}

// Priorities are not in list order, so sorting is observable; one banner is archived.
const banners: Banner[] = [
  {
    name: 'vitamin-c-glow',
    ...bannerKeys('vitamin-c-glow'),
    link: '/products/vitamin-c-brightening-serum',
    isArchive: false,
    priority: 2,
    deviceType: 'ALL',
  },
  {
    name: 'sunscreen-season',
    ...bannerKeys('sunscreen-season'),
    link: '/shop?category=sunscreen',
    isArchive: false,
    priority: 1,
    deviceType: 'ALL',
  },
  {
    name: 'hair-fall-kit',
    ...bannerKeys('hair-fall-kit'),
    link: '/products/hair-fall-control-kit',
    isArchive: false,
    priority: 4,
    deviceType: 'ALL',
  },
  {
    name: 'new-arrivals',
    ...bannerKeys('new-arrivals'),
    link: '/collections/new-arrivals',
    isArchive: false,
    priority: 3,
    deviceType: 'MOBILE',
  },
  {
    name: 'diwali-sale',
    ...bannerKeys('diwali-sale'),
    link: '/collections/diwali-gift-sets',
    isArchive: true,
    priority: 0,
    deviceType: 'ALL',
  },
];

const announcements: Announcement[] = [
  {
    label: 'Free shipping on orders above ₹499',
    link: '/shop',
    color: '#1F4D3A',
    textColor: '#FFFFFF',
    deviceType: 'ALL',
    isArchive: false,
  },
  {
    label: 'Extra 5% off on prepaid orders, up to ₹100',
    link: null,
    color: '#F6E7C8',
    textColor: '#5A3E12',
    deviceType: 'ALL',
    isArchive: false,
  },
  {
    label: 'Use GLOW10 for 10% off on orders of ₹499 and above',
    link: '/shop?couponCode=GLOW10',
    color: '#FCE4EC',
    textColor: '#7A1F3D',
    deviceType: 'WEB',
    isArchive: false,
  },
  {
    label: 'Diwali sale ends tonight: up to 40% off',
    link: '/collections/diwali-gift-sets',
    color: '#7A1F3D',
    textColor: '#FFFFFF',
    deviceType: 'ALL',
    isArchive: true,
  },
];

export const store: Store = {
  id: STORE_ID,
  name: 'Haat',
  title: 'Haat Skincare',
  description:
    'Haat makes clean, effective skincare and haircare rooted in Indian ingredients: neem, kumkumadi, ubtan and onion, with modern actives like vitamin C, niacinamide and ceramides. Made in India, dermatologically tested, cruelty free.',
  isActive: true,
  webUrl: 'https://haatskincare.in',
  trackingUrl: 'https://haatskincare.in/track-order',
  imageUrl: 'brand/logo',
  darkImageUrl: 'brand/logo-dark',
  banners,
  announcements,
  socialLinks: {
    instagram: 'https://www.instagram.com/haatskincare',
    facebook: 'https://www.facebook.com/haatskincare',
    twitter: 'https://twitter.com/haatskincare',
    youtube: 'https://www.youtube.com/@haatskincare',
    pinterest: 'https://in.pinterest.com/haatskincare',
  },
  customerCare,
  policies,
};
