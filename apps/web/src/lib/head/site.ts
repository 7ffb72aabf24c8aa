import { env } from '@/lib/env';

/** The shop's name in every title and sharing tag. */
export const SITE_NAME = 'Haat Skincare';

let publicUrl = env.siteUrl;

/**
 * The shop's public address, without a trailing slash: canonical links, sharing tags and JSON-LD
 * are built on it. The server's `PUBLIC_URL` wherever the server rendered the page (it hands it
 * to the app in the page, see `lib/ssr/payload.ts`); the build's `VITE_SITE_URL` otherwise (dev).
 *
 * @example
 * siteUrl(); // 'https://haat.in'
 */
export const siteUrl = (): string => publicUrl;

/**
 * Sets the public address once, at start: the server from its settings, the app from the
 * server-rendered page, so both write the same canonical links.
 *
 * @example
 * setSiteUrl('http://127.0.0.1:8080/'); // siteUrl() === 'http://127.0.0.1:8080'
 */
export function setSiteUrl(url: string): void {
  publicUrl = url.replace(/\/+$/, '');
}

/**
 * An absolute address on the shop for a path (or an absolute URL, kept as is).
 *
 * @example
 * absoluteUrl('/shop'); // 'https://haat.in/shop'
 */
export const absoluteUrl = (path: string): string => new URL(path, `${publicUrl}/`).href;
