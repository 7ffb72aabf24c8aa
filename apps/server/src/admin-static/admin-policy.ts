/**
 * The staff console's Content-Security-Policy: its own origin only. No inline script (its
 * `index.html` loads one module from `/admin/assets/`); inline styles are allowed because the
 * toasts (sonner) and Radix's popovers set `style` at run time, and a style cannot run code. No
 * third party at all (no payment frames, no analytics): the console talks to `/admin/graphql`,
 * `/graphql` (sign-in codes) and `/cognito-idp`, and shows pictures from `/cdn`.
 *
 * @example
 * adminContentSecurityPolicy(true).includes("script-src 'self'"); // true
 */
export function adminContentSecurityPolicy(https: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'none'",
    "worker-src 'none'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}
