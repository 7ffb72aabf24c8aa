import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CDN_DIR } from '../cdn-files.js';
import { imageKeys } from '../image-keys.js';
import { imageFile, imageShape, parseCdnRequest, pickWidth } from '../images.js';

describe('generated pictures', () => {
  const keys = [...imageKeys()];

  it('exist for every image key at every width', () => {
    const missing = keys.flatMap((key) =>
      imageShape(key)
        .widths.map((w) => imageFile(key, w))
        .filter((file) => !existsSync(join(CDN_DIR, file))),
    );
    expect(missing).toEqual([]);
  });

  it('stay modest in size', () => {
    const bytes = keys.flatMap((key) =>
      imageShape(key).widths.map((w) => statSync(join(CDN_DIR, imageFile(key, w))).size),
    );
    expect(bytes.reduce((a, b) => a + b, 0)).toBeLessThan(6 * 1024 * 1024);
  });
});

describe('pickWidth', () => {
  it.each([
    [null, 800],
    [1, 200],
    [200, 200],
    [201, 400],
    [400, 400],
    [640, 800],
    [2000, 800],
    [Number.NaN, 800],
  ])('w=%s → %s', (w, expected) => {
    expect(pickWidth([200, 400, 800], w)).toBe(expected);
  });
});

describe('parseCdnRequest', () => {
  const q = (s: string) => new URLSearchParams(s);

  it('maps a key and width to the nearest generated file', () => {
    expect(parseCdnRequest('products/neem-tea-tree-face-wash-1', q('w=300&q=80&fm=webp'))).toEqual({
      kind: 'image',
      key: 'products/neem-tea-tree-face-wash-1',
      width: 400,
      file: 'products/neem-tea-tree-face-wash-1-400.webp',
    });
    expect(parseCdnRequest('/banners/sunscreen-season-web', q('w=1000'))).toMatchObject({
      file: 'banners/sunscreen-season-web-1440.webp',
    });
    expect(parseCdnRequest('banners/sunscreen-season-mobile', q(''))).toMatchObject({
      file: 'banners/sunscreen-season-mobile-750.webp',
    });
    expect(parseCdnRequest('brand/logo.webp', q('w=200'))).toMatchObject({
      file: 'brand/logo-240.webp',
    });
  });

  it('passes concrete files through', () => {
    expect(parseCdnRequest('products/neem-tea-tree-face-wash-1-200.webp', q(''))).toEqual({
      kind: 'file',
      file: 'products/neem-tea-tree-face-wash-1-200.webp',
    });
  });

  it('refuses other formats, bad quality and paths that are not keys', () => {
    expect(parseCdnRequest('products/x-1', q('fm=png')).kind).toBe('invalid');
    expect(parseCdnRequest('products/x-1', q('q=0')).kind).toBe('invalid');
    expect(parseCdnRequest('products/x-1', q('q=abc')).kind).toBe('invalid');
    expect(parseCdnRequest('../etc/passwd', q('')).kind).toBe('invalid');
    for (const path of [
      '../../../../etc/hosts-400.webp',
      'products/../../../secret-400.webp',
      'products/..%2f..%2fsecret-400.webp',
      '/products/./neem-tea-tree-face-wash-1-400.webp',
      'products\\..\\x-400.webp',
      'Products/neem-tea-tree-face-wash-1-400.webp',
    ]) {
      expect(parseCdnRequest(path, q('')).kind, path).toBe('invalid');
    }
    expect(parseCdnRequest('products', q('')).kind).toBe('invalid');
  });
});
