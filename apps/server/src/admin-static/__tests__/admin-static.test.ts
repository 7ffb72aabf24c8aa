import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { IMMUTABLE, REVALIDATE } from '../../static/cache-policy.js';
import { loadWebFiles } from '../../static/web-files.js';

const ADMIN_INDEX = `<!doctype html><html><head><title>Haat admin</title>
<script type="module" crossorigin src="/admin/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>`;
const WEB_INDEX = '<!doctype html><title>Haat</title>';

let root: string;
let server: TestApp;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'haat-admin-'));
  await mkdir(join(root, 'admin/assets'), { recursive: true });
  await mkdir(join(root, 'web'));
  await writeFile(join(root, 'admin/index.html'), ADMIN_INDEX);
  await writeFile(join(root, 'admin/assets/index-Ab12Cd34.js'), 'export const console = "staff";');
  await writeFile(join(root, 'web/index.html'), WEB_INDEX);
  server = await startTestApp({
    adminFiles: await loadWebFiles(join(root, 'admin')),
    webFiles: await loadWebFiles(join(root, 'web')),
  });
});

afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

const get = (path: string) =>
  fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'identity' } });

describe('the staff console at /admin', () => {
  it('answers its index for /admin and every client route under it, revalidated on each load', async () => {
    for (const path of [
      '/admin',
      '/admin/',
      '/admin/orders',
      '/admin/orders/HAAT-10234?x=1',
      '/admin/catalogue/stock/p-1%3Av-2',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe(REVALIDATE);
      expect(await response.text(), path).toBe(ADMIN_INDEX);
    }
  });

  it('serves its hashed assets as immutable for a year', async () => {
    const response = await get('/admin/assets/index-Ab12Cd34.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('has its own policy: no inline script, nothing from another origin, never framed, not indexed', async () => {
    const response = await get('/admin/orders');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).not.toContain('razorpay');
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers a real 404 for missing assets, the API path and files, never the storefront', async () => {
    for (const path of [
      '/admin/assets/gone-12345678.js',
      '/admin/assets/nothing',
      '/admin/graphql',
      '/admin/robots.txt',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe('Not Found');
    }
  });

  it('leaves the storefront where it was', async () => {
    const response = await get('/products/serum');
    expect(await response.text()).toBe(WEB_INDEX);
  });
});

describe("the console's index.html", () => {
  it('has no inline script, so its policy needs no unsafe-inline', async () => {
    const html = await readFile(
      fileURLToPath(new URL('../../../../admin/index.html', import.meta.url)),
      'utf8',
    );
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body.trim()).toBe('');
    }
  });
});

describe('without an admin build', () => {
  it('answers 404 at /admin instead of the storefront page', async () => {
    const web = await startTestApp({ webFiles: await loadWebFiles(join(root, 'web')) });
    try {
      const response = await fetch(`${web.url}/admin/orders`);
      expect(response.status).toBe(404);
    } finally {
      await web.close();
    }
  });
});
