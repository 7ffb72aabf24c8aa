import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageTypeOf } from '../image-type.js';

const text = (value: string) => new TextEncoder().encode(value);
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const webp = (size: readonly number[]) => [...text('RIFF'), ...size, ...text('WEBP')];

describe('imageTypeOf', () => {
  it.each([
    ['a JPEG', [...JPEG, 0xe0, 0x00, 0x10], 'image/jpeg'],
    ['a PNG', [...PNG, 0x00, 0x00, 0x00, 0x0d], 'image/png'],
    ['a WebP', [...webp([0x24, 0x00, 0x00, 0x00]), ...text('VP8 ')], 'image/webp'],
    ['an SVG', [...text('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')], null],
    ['an HTML page', [...text('<!doctype html><script>alert(1)</script>')], null],
    ['a GIF', [...text('GIF89a'), 0x01, 0x00], null],
    ['a RIFF that is not WebP', [...text('RIFF'), 0, 0, 0, 0, ...text('WAVE')], null],
    ['a PNG signature cut short', PNG.slice(0, 7), null],
    ['nothing', [], null],
  ])('reads %s as %s', (_, bytes, type) => {
    expect(imageTypeOf(new Uint8Array(bytes))).toBe(type);
  });

  it('knows each type by its first bytes, whatever follows', () => {
    const rest = fc.uint8Array({ maxLength: 64 });
    fc.assert(
      fc.property(rest, (tail) => {
        expect(imageTypeOf(new Uint8Array([...JPEG, ...tail]))).toBe('image/jpeg');
        expect(imageTypeOf(new Uint8Array([...PNG, ...tail]))).toBe('image/png');
      }),
    );
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 4, maxLength: 4 }), rest, (size, tail) => {
        expect(imageTypeOf(new Uint8Array([...webp([...size]), ...tail]))).toBe('image/webp');
      }),
    );
  });

  it('reads no image in text (what SVG and HTML are), whatever it says', () => {
    fc.assert(
      fc.property(fc.string(), (content) => {
        fc.pre(!content.startsWith('RIFF'));
        expect(imageTypeOf(text(content))).toBeNull();
      }),
    );
  });
});
