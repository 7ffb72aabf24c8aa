import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fromBase64,
  fromBase64Url,
  fromHex,
  toBase64,
  toBase64Url,
  toHex,
  utf8,
} from '../encoding.js';
import { hmacSha256, hmacSha256Key, sha256Hex } from '../hmac.js';

describe('hex', () => {
  it('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array(), (bytes) => {
        expect(fromHex(toHex(bytes))).toEqual(bytes);
      }),
    );
  });

  it.each(['0', 'zz', '0g', ' 00'])('refuses %j', (text) => expect(fromHex(text)).toBeNull());
});

describe('base64', () => {
  it('round-trips any bytes, padded and URL-safe', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 70_000 }), (bytes) => {
        expect(fromBase64(toBase64(bytes))).toEqual(bytes);
        expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
      }),
      { numRuns: 30 },
    );
  });

  it('reads base64url only in its one canonical spelling', () => {
    expect(fromBase64Url('-_8')).toEqual(new Uint8Array([251, 255]));
    expect(fromBase64Url('+/8')).toBeNull();
    expect(fromBase64Url('-_8=')).toBeNull();
    expect(fromBase64Url('-_9')).toBeNull();
    expect(fromBase64Url('A')).toBeNull();
  });
});

describe('hmacSha256 and sha256Hex', () => {
  it('match RFC 4231 test case 2 and the FIPS 180-2 "abc" digest', async () => {
    const mac = await hmacSha256(await hmacSha256Key('Jefe'), 'what do ya want for nothing?');
    expect(toHex(mac)).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
    await expect(sha256Hex('abc')).resolves.toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('refuses an empty secret', () => {
    expect(() => hmacSha256Key('')).toThrow(RangeError);
  });

  it('encodes text as UTF-8', () => {
    expect(utf8('₹')).toEqual(new Uint8Array([226, 130, 185]));
  });
});
