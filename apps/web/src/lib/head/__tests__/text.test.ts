import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainText } from '../text';

describe('plainText', () => {
  it.each([
    ['<p>Light <b>gel</b> &amp; fast</p>', 160, 'Light gel & fast'],
    ['one two three', 8, 'one two…'],
    ['<script>x()</script>Kept', 160, 'Kept'],
    ['&#8377;599 &unknown; &#99999999;', 160, '₹599 &unknown; &#99999999;'],
    ['  spaced\n\n out  ', 160, 'spaced out'],
  ])('%j (at most %i) reads %j', (html, max, expected) => {
    expect(plainText(html, max)).toBe(expected);
  });

  it('never exceeds the limit (plus the ellipsis) and never keeps a tag', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 200 }), (html, max) => {
        const text = plainText(`<p>${html}</p>`, max);
        expect(text.length).toBeLessThanOrEqual(max + 1);
        expect(text).not.toMatch(/<p>|<\/p>/);
      }),
    );
  });
});
