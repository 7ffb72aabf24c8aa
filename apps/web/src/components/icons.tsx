import type { ReactElement } from 'react';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** The storefront's line icons, by name (24 × 24, currentColor). */
export const ICONS: Readonly<Record<string, ReactElement>> = {
  search: (
    <>
      <circle cx="11" cy="11" r="7" {...stroke} />
      <path d="M20 20l-4-4" {...stroke} />
    </>
  ),
  cart: (
    <>
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" {...stroke} />
      <circle cx="9" cy="20" r="1.5" fill="currentColor" />
      <circle cx="17" cy="20" r="1.5" fill="currentColor" />
    </>
  ),
  account: (
    <>
      <circle cx="12" cy="8" r="4" {...stroke} />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" {...stroke} />
    </>
  ),
  heart: (
    <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" {...stroke} />
  ),
  eye: (
    <>
      <path d="M2 12s3.6-6 10-6 10 6 10 6-3.6 6-10 6S2 12 2 12z" {...stroke} />
      <circle cx="12" cy="12" r="3" {...stroke} />
    </>
  ),
  menu: <path d="M3 6h18M3 12h18M3 18h18" {...stroke} />,
  close: <path d="M6 6l12 12M18 6L6 18" {...stroke} />,
  truck: (
    <>
      <path d="M3 6h11v9H3zM14 10h4l3 3v2h-7" {...stroke} />
      <circle cx="7" cy="17" r="2" {...stroke} />
      <circle cx="17" cy="17" r="2" {...stroke} />
    </>
  ),
  cash: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="2" {...stroke} />
      <circle cx="12" cy="12" r="2.5" {...stroke} />
    </>
  ),
  return: <path d="M9 14l-5-5 5-5M4 9h10a6 6 0 0 1 0 12h-3" {...stroke} />,
  leaf: <path d="M5 19c0-8 6-14 15-14 0 9-6 15-14 15M5 19l7-7" {...stroke} />,
  star: (
    <path d="M12 3l2.7 5.6 6.1.8-4.4 4.3 1 6.1L12 17l-5.4 2.8 1-6.1L3.2 9.4l6.1-.8z" {...stroke} />
  ),
  tag: (
    <>
      <path d="M3 12V4h8l10 10-8 8z" {...stroke} />
      <circle cx="7.5" cy="8.5" r="1.5" fill="currentColor" />
    </>
  ),
};

/** One icon by name, decorative (give the control around it the name). */
export function Icon({ name, size = 24 }: { name: string; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      {ICONS[name]}
    </svg>
  );
}
