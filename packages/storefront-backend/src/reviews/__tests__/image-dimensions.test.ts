import { describe, expect, it } from 'vitest';
import { fixture } from '../image-metadata/__tests__/fixtures.js';
import { imageDimensionsOf } from '../image-dimensions.js';

describe('imageDimensionsOf', () => {
  it.each([
    ['exif-gps.jpg', 'image/jpeg', { width: 6, height: 4 }],
    ['exif-gps-progressive.jpg', 'image/jpeg', { width: 6, height: 4 }],
    ['plain.jpg', 'image/jpeg', { width: 6, height: 4 }],
    ['exif-gps.png', 'image/png', { width: 6, height: 4 }],
    ['exif-gps.webp', 'image/webp', { width: 6, height: 4 }],
    ['sample-shop-shampoo-200.webp', 'image/webp', { width: 200, height: 200 }],
  ] as const)('reads %s as %j', (name, type, size) => {
    expect(imageDimensionsOf(fixture(name), type)).toEqual(size);
  });

  it('answers null for a header that does not say', () => {
    expect(imageDimensionsOf(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg')).toBeNull();
    expect(imageDimensionsOf(fixture('plain.jpg'), 'image/gif')).toBeNull();
  });
});
