import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from '../encoding.js';
import { openJson, sealingKey, sealJson } from '../seal.js';

describe('sealJson / openJson', () => {
  it('opens what it sealed, for any JSON value, and two seals of one value differ', async () => {
    const key = await sealingKey('secret', 'test');
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        const [a, b] = [await sealJson(key, value), await sealJson(key, value)];
        expect(a).not.toBe(b);
        expect(await openJson(key, a)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 50 },
    );
  });

  it('opens nothing sealed with another secret or purpose, edited, cut short or made up', async () => {
    const key = await sealingKey('secret', 'test');
    const sealed = await sealJson(key, { phone: '+919876543210' });
    const bytes = fromBase64Url(sealed) ?? new Uint8Array();
    const flipped = Uint8Array.from(bytes);
    flipped[flipped.length - 1] = (flipped[flipped.length - 1] ?? 0) ^ 1;
    expect(await openJson(await sealingKey('other', 'test'), sealed)).toBeNull();
    expect(await openJson(await sealingKey('secret', 'other'), sealed)).toBeNull();
    for (const text of [toBase64Url(flipped), sealed.slice(0, 20), '', 'not base64!', 'eyJ9']) {
      expect(await openJson(key, text)).toBeNull();
    }
  });

  it('refuses an empty secret', () => {
    expect(() => sealingKey('', 'test')).toThrow(RangeError);
  });
});
