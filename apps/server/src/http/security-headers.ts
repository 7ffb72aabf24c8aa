import type { FastifyInstance } from 'fastify';

/** What the page may load besides its own origin. */
export interface SecurityHeadersOptions {
  /** Razorpay Checkout is in use: its script, frames and API calls are allowed. */
  readonly razorpay: boolean;
  /** The site is served over HTTPS (PUBLIC_URL): browsers are told to keep to it. */
  readonly https: boolean;
}

/** Razorpay Checkout's origins (script, its payment frame, and the calls the frame makes). */
const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
};

/**
 * The security headers of every response. The Content-Security-Policy allows no inline script
 * (the build's `index.html` has none: its one script is `/assets/index-….js`); inline styles are
 * allowed because sonner (the toasts) and Razorpay Checkout insert `<style>` elements at run
 * time, and a style cannot run code. `frame-ancestors 'none'` and `X-Frame-Options: DENY` keep
 * the shop out of other sites' frames (clickjacking).
 *
 * @example
 * securityHeaders({ razorpay: false, https: false })['x-content-type-options']; // 'nosniff'
 */
export function securityHeaders(options: SecurityHeadersOptions): Record<string, string> {
  const extra = (sources: readonly string[]) => (options.razorpay ? ` ${sources.join(' ')}` : '');
  const policy = [
    "default-src 'self'",
    `script-src 'self'${extra(RAZORPAY.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${extra(RAZORPAY.img)}`,
    "font-src 'self' data:",
    `connect-src 'self'${extra(RAZORPAY.connect)}`,
    `frame-src ${options.razorpay ? RAZORPAY.frame.join(' ') : "'none'"}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return {
    'content-security-policy': policy,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': `camera=(), microphone=(), geolocation=(), usb=(), payment=(self${options.razorpay ? ' "https://api.razorpay.com"' : ''})`,
    // Razorpay opens bank and UPI pages in pop-ups that report back to the page.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    ...(options.https
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/**
 * Adds `securityHeaders` to every response (pages, assets, API answers and errors).
 *
 * @example
 * addSecurityHeaders(app, { razorpay: config.razorpay !== null, https: true });
 */
export function addSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
