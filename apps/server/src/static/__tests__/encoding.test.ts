import { describe, expect, it } from 'vitest';
import { cachePolicyOf, IMMUTABLE, REVALIDATE, SHORT } from '../cache-policy.js';
import { preferredEncoding } from '../encoding.js';

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0', null],
    ['gzip;q=0, br;q=0', null],
  ] as const)('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('cachePolicyOf', () => {
  it.each([
    ['/assets/index-BKMnHuDT.js', IMMUTABLE],
    ['/assets/chunk-6KYCQHYJ-BOJR-qHs.js', IMMUTABLE],
    ['/assets/index-D1UMyupl.css', IMMUTABLE],
    ['/index.html', REVALIDATE],
    ['/assets/page.html', REVALIDATE],
    ['/favicon.svg', SHORT],
    ['/assets/logo.svg', SHORT],
    ['/cdn/products/serum-400.webp', SHORT],
  ])('%s → %s', (path, expected) => {
    expect(cachePolicyOf(path)).toBe(expected);
  });
});
