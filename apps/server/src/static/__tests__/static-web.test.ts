import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet, startTestApp, type TestApp } from '../../../test/harness.js';
import { IMMUTABLE, REVALIDATE, SHORT } from '../cache-policy.js';
import { warmCompressedCopies } from '../warm-copies.js';
import { loadWebFiles, type WebFiles } from '../web-files.js';

const INDEX = `<!doctype html><html><head><title>Haat</title>
<script type="module" crossorigin src="/assets/index-BKMnHuDT.js"></script>
<link rel="stylesheet" href="/assets/index-D1UMyupl.css"></head><body><div id="root"></div></body></html>`;
const SCRIPT = `export const products = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: `p${i}`, title: 'Vitamin C Glow Serum' })))};`;

let root: string;
let files: WebFiles;
let server: TestApp;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'haat-web-'));
  await mkdir(join(root, 'assets'));
  await mkdir(join(root, 'cdn/products'), { recursive: true });
  await writeFile(join(root, 'index.html'), INDEX);
  await writeFile(join(root, 'assets/index-BKMnHuDT.js'), SCRIPT);
  await writeFile(join(root, 'assets/index-D1UMyupl.css'), 'body{margin:0}'.repeat(200));
  // A copy the build compressed itself: served as is, never recompressed.
  await writeFile(
    join(root, 'assets/index-D1UMyupl.css.br'),
    brotliCompressSync('body{margin:0}'.repeat(200)),
  );
  await writeFile(join(root, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  await writeFile(
    join(root, 'cdn/products/serum-400.webp'),
    Buffer.from([82, 73, 70, 70, 1, 2, 3, 4]),
  );
  files = await loadWebFiles(root);
  server = await startTestApp({ webFiles: files });
});

afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers });

describe('static web', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const response = await get('/assets/index-BKMnHuDT.js', { 'accept-encoding': 'identity' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe(SCRIPT);
  });

  it('serves HTML to be revalidated, answering 304 while its ETag matches', async () => {
    const first = await get('/', { 'accept-encoding': 'identity' });
    expect(first.headers.get('cache-control')).toBe(REVALIDATE);
    expect(first.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(await first.text()).toBe(INDEX);
    const again = await get('/', { 'if-none-match': etag, 'accept-encoding': 'identity' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('sends brotli or gzip as the browser accepts, with Vary', async () => {
    const url = `${server.url}/assets/index-BKMnHuDT.js`;
    const brotli = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toBe('Accept-Encoding');
    expect(brotli.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT);

    const gzip = await rawGet(url, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    expect(gzip.headers['etag']).not.toBe(brotli.headers['etag']);

    const plain = await rawGet(url, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('compresses a file once and keeps the copy; a precompressed copy is used as built', async () => {
    const script = files.get('/assets/index-BKMnHuDT.js');
    const first = await script?.encoded('br');
    expect(await script?.encoded('br')).toBe(first);
    const css = files.get('/assets/index-D1UMyupl.css');
    expect(await css?.encoded('br')).toEqual(
      await readFile(join(root, 'assets/index-D1UMyupl.css.br')),
    );
    expect(files.has('/assets/index-D1UMyupl.css.br')).toBe(false);
    expect(await warmCompressedCopies(files)).toBe(4);
  });

  it('answers index.html for client routes and pages', async () => {
    for (const path of [
      '/products/vitamin-c-glow-serum',
      '/pages/cart?cart=1',
      '/search?search=serum',
    ]) {
      const response = await get(path, { accept: 'text/html', 'accept-encoding': 'identity' });
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(INDEX);
    }
  });

  it('answers a real 404 for missing files and for the API, CDN and asset paths', async () => {
    for (const path of [
      '/assets/index-gone1234.js',
      '/favicon.ico',
      '/graphql',
      '/cdn/products/none.webp',
      '/api/unknown',
      '/.well-known/x',
    ]) {
      const response = await get(path, { accept: 'text/html' });
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe('Not Found');
    }
  });

  it('serves other files for an hour, uncompressed when compression would not help', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers.get('cache-control')).toBe(SHORT);
    const picture = await rawGet(`${server.url}/cdn/products/serum-400.webp`, {
      'accept-encoding': 'br',
    });
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['content-encoding']).toBeUndefined();
  });

  it('sends the security headers with every page: no inline script, no framing', async () => {
    const response = await get('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });
});

describe("the web app's index.html", () => {
  it('has no inline script, so the policy needs no unsafe-inline', async () => {
    const html = await readFile(
      fileURLToPath(new URL('../../../../web/index.html', import.meta.url)),
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
