import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripImageMetadata } from '../strip-image-metadata.js';
import { fixture } from './fixtures.js';

const PRIVATE = ['GPS', 'HaatPhone', 'Secret Model', 'Asha Rao', 'Exif\0\0II', 'xmpmeta'];
const text = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);
const leaks = (bytes: Uint8Array) => PRIVATE.filter((word) => text(bytes).includes(word));

const ascii = (value: string) => [...value].map((c) => c.charCodeAt(0));
const u16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u32le = (n: number) => [...u32be(n)].reverse();

describe('stripImageMetadata on real files', () => {
  it.each([
    ['exif-gps.jpg', 'image/jpeg'],
    ['exif-gps-progressive.jpg', 'image/jpeg'],
    ['exif-gps.png', 'image/png'],
    ['exif-gps.webp', 'image/webp'],
  ] as const)('drops the GPS position, camera, names and XMP of %s', (name, type) => {
    const original = fixture(name);
    expect(leaks(original).length).toBeGreaterThan(2);
    const clean = stripImageMetadata(original, type);
    expect(clean).not.toBeNull();
    expect(leaks(clean!)).toEqual([]);
    expect(clean!.length).toBeLessThan(original.length);
    expect(stripImageMetadata(clean!, type)).toEqual(clean); // nothing left to strip
  });

  it('keeps an upright orientation (6) of a JPEG alone, in a minimal big-endian Exif', () => {
    const clean = stripImageMetadata(fixture('exif-gps.jpg'), 'image/jpeg')!;
    const exif = text(clean).indexOf('Exif\0\0MM');
    expect(exif).toBeGreaterThan(0);
    expect([...clean.subarray(exif + 14, exif + 16)]).toEqual([0x00, 0x01]); // one entry
    expect([...clean.subarray(exif + 16, exif + 26)]).toEqual([
      0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06,
    ]);
  });

  it('leaves a JPEG without metadata byte for byte', () => {
    expect(stripImageMetadata(fixture('plain.jpg'), 'image/jpeg')).toEqual(fixture('plain.jpg'));
  });

  it('leaves a sample shop picture (WebP, no metadata) byte for byte', () => {
    const picture = fixture('sample-shop-shampoo-200.webp');
    expect(stripImageMetadata(picture, 'image/webp')).toEqual(picture);
  });

  it('never throws and never keeps metadata, whatever prefix of a file arrives', () => {
    const files = [
      ['exif-gps.jpg', 'image/jpeg'],
      ['exif-gps.png', 'image/png'],
      ['exif-gps.webp', 'image/webp'],
    ] as const;
    fc.assert(
      fc.property(fc.constantFrom(...files), fc.nat(2000), ([name, type], cut) => {
        const original = fixture(name);
        const clean = stripImageMetadata(original.subarray(0, cut % original.length), type);
        return clean === null || leaks(clean).length === 0;
      }),
    );
  });
});

// Synthetic files: segments and chunks of every kind, metadata marked with SECRET.
const SECRET = ascii('SECRET');
const hasSecret = (bytes: Uint8Array) => text(bytes).includes('SECRET');

const segment = (marker: number, body: number[]) => [
  0xff,
  marker,
  ...u16(body.length + 2),
  ...body,
];
const jpegParts = {
  jfif: segment(0xe0, [...ascii('JFIF\0'), 1, 2, 0, 0, 1, 0, 1, 0, 0]),
  exif: segment(0xe1, [...ascii('Exif\0\0MM'), 0, 42, ...u32be(8), 0, 0, ...SECRET]),
  xmp: segment(0xe1, [...ascii('http://ns.adobe.com/xap/1.0/\0'), ...SECRET]),
  icc: segment(0xe2, [...ascii('ICC_PROFILE\0'), 1, 1, 9, 9]),
  mpf: segment(0xe2, [...ascii('MPF\0'), ...SECRET]),
  iptc: segment(0xed, [...ascii('Photoshop 3.0\0'), ...SECRET]),
  adobe: segment(0xee, [...ascii('Adobe'), 0, 100, 0, 0, 0, 0, 1]),
  comment: segment(0xfe, SECRET),
  dqt: segment(0xdb, [0, ...Array.from({ length: 64 }, (_, i) => i + 1)]),
  sof: segment(0xc0, [8, 0, 4, 0, 6, 1, 1, 0x11, 0]),
  dht: segment(0xc4, [0, 1, ...Array.from({ length: 15 }, () => 0), 7]),
};
const KEPT_JPEG = new Set(['jfif', 'icc', 'adobe', 'dqt', 'sof', 'dht']);

/** Entropy-coded data: 0xFF bytes stuffed (FF 00), restart markers between runs. */
const scanData = fc
  .array(fc.oneof(fc.integer({ min: 0, max: 254 }), fc.constant(0xff)), { maxLength: 40 })
  .chain((data) =>
    fc.constant(
      data.flatMap((byte, i) =>
        byte === 0xff ? [0xff, 0x00] : i % 9 === 8 ? [byte, 0xff, 0xd0 + (i % 8)] : [byte],
      ),
    ),
  );

describe('stripJpegMetadata (synthetic)', () => {
  it('keeps the picture’s segments in order and drops Exif, XMP, MPF, IPTC, comments and what follows EOI', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...(Object.keys(jpegParts) as (keyof typeof jpegParts)[])), {
          maxLength: 10,
        }),
        scanData,
        (names, data) => {
          const sos = segment(0xda, [1, 1, 0, 0, 63, 0]);
          const head = names.flatMap((name) => jpegParts[name]);
          const file = new Uint8Array([
            0xff,
            0xd8,
            ...head,
            ...sos,
            ...data,
            0xff,
            0xd9,
            ...SECRET,
          ]);
          const clean = stripImageMetadata(file, 'image/jpeg');
          const kept = names
            .filter((name) => KEPT_JPEG.has(name))
            .flatMap((name) => jpegParts[name]);
          expect(clean).toEqual(new Uint8Array([0xff, 0xd8, ...kept, ...sos, ...data, 0xff, 0xd9]));
          expect(hasSecret(clean!)).toBe(false);
        },
      ),
    );
  });

  it.each([
    ['not a JPEG', [0x89, 0x50]],
    ['a segment running past the end', [0xff, 0xd8, 0xff, 0xdb, 0x00, 0x40, 1, 2]],
    ['junk where a marker should be', [0xff, 0xd8, 0x12, 0x34]],
    ['cut before any scan', [0xff, 0xd8, ...jpegParts.dqt]],
  ])('refuses %s', (_name, bytes) => {
    expect(stripImageMetadata(new Uint8Array(bytes), 'image/jpeg')).toBeNull();
  });

  it('accepts the smallest JPEG, SOI then EOI, as it is', () => {
    const tiny = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);
    expect(stripImageMetadata(tiny, 'image/jpeg')).toEqual(tiny);
  });
});

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const chunk = (type: string, data: number[]) => [
  ...u32be(data.length),
  ...ascii(type),
  ...data,
  ...u32be(0x12345678), // CRCs are kept as they are, not checked
];
const pngParts = {
  text: chunk('tEXt', [...ascii('Author\0'), ...SECRET]),
  itxt: chunk('iTXt', [...ascii('XML:com.adobe.xmp\0\0\0\0\0'), ...SECRET]),
  ztxt: chunk('zTXt', [...ascii('Comment\0\0'), ...SECRET]),
  exif: chunk('eXIf', [...ascii('MM'), 0, 42, ...SECRET]),
  time: chunk('tIME', [7, 234, 1, 2, 3, 4, 5]),
  unknown: chunk('prVt', SECRET),
  gama: chunk('gAMA', u32be(45455)),
  phys: chunk('pHYs', [...u32be(2835), ...u32be(2835), 1]),
  idat: chunk('IDAT', [0x78, 0x9c, 1, 2, 3]),
};
const KEPT_PNG = new Set(['gama', 'phys', 'idat']);

describe('stripPngMetadata (synthetic)', () => {
  it('keeps IHDR, the picture’s chunks and IEND in order; drops text, Exif, time, unknown chunks and what follows IEND', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...(Object.keys(pngParts) as (keyof typeof pngParts)[])), {
          maxLength: 10,
        }),
        (names) => {
          const ihdr = chunk('IHDR', [...u32be(6), ...u32be(4), 8, 2, 0, 0, 0]);
          const iend = chunk('IEND', []);
          const body = names.flatMap((name) => pngParts[name]);
          const file = new Uint8Array([...PNG_SIGNATURE, ...ihdr, ...body, ...iend, ...SECRET]);
          const kept = names.filter((name) => KEPT_PNG.has(name)).flatMap((name) => pngParts[name]);
          expect(stripImageMetadata(file, 'image/png')).toEqual(
            new Uint8Array([...PNG_SIGNATURE, ...ihdr, ...kept, ...iend]),
          );
        },
      ),
    );
  });

  it.each([
    ['a wrong signature', [0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]],
    ['a first chunk other than IHDR', [...PNG_SIGNATURE, ...pngParts.idat, ...chunk('IEND', [])]],
    ['no IEND', [...PNG_SIGNATURE, ...chunk('IHDR', [0, 0, 0, 1]), ...pngParts.idat]],
  ])('refuses %s', (_name, bytes) => {
    expect(stripImageMetadata(new Uint8Array(bytes), 'image/png')).toBeNull();
  });
});

const riffChunk = (type: string, data: number[]) => [
  ...ascii(type),
  ...u32le(data.length),
  ...data,
  ...(data.length % 2 === 1 ? [0] : []),
];
const webpParts = {
  iccp: riffChunk('ICCP', [1, 2, 3]),
  anim: riffChunk('ANIM', [0, 0, 0, 0, 0, 0]),
  alph: riffChunk('ALPH', [0, 9, 9]),
  exif: riffChunk('EXIF', [...ascii('MM'), 0, 42, ...SECRET]),
  xmp: riffChunk('XMP ', [...ascii('<x:xmpmeta>'), ...SECRET]),
  unknown: riffChunk('PRVT', SECRET),
};
const KEPT_WEBP = new Set(['iccp', 'anim', 'alph']);
const riff = (chunks: number[]) => [
  ...ascii('RIFF'),
  ...u32le(4 + chunks.length),
  ...ascii('WEBP'),
  ...chunks,
];

describe('stripWebpMetadata (synthetic)', () => {
  it('keeps the picture’s chunks, drops EXIF, XMP and unknown chunks, clears their VP8X flags and writes the RIFF size anew', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...(Object.keys(webpParts) as (keyof typeof webpParts)[])), {
          maxLength: 8,
        }),
        fc.array(fc.nat(255), { minLength: 1, maxLength: 9 }),
        (names, frame) => {
          const vp8x = (flags: number) => riffChunk('VP8X', [flags, 0, 0, 0, 5, 0, 0, 3, 0, 0]);
          const image = riffChunk('VP8L', frame);
          const body = names.flatMap((name) => webpParts[name]);
          const file = new Uint8Array(riff([...vp8x(0x3c), ...body, ...image]));
          const kept = names
            .filter((name) => KEPT_WEBP.has(name))
            .flatMap((name) => webpParts[name]);
          expect(stripImageMetadata(file, 'image/webp')).toEqual(
            new Uint8Array(riff([...vp8x(0x30), ...kept, ...image])),
          );
        },
      ),
    );
  });

  it.each([
    ['no RIFF header', ascii('RIFX\0\0\0\0WEBP')],
    ['a chunk running past the end', riff([...ascii('VP8L'), ...u32le(50), 1, 2])],
    ['no image chunk', riff(webpParts.exif)],
  ])('refuses %s', (_name, bytes) => {
    expect(stripImageMetadata(new Uint8Array(bytes), 'image/webp')).toBeNull();
  });
});

describe('stripImageMetadata', () => {
  it('refuses a type that is not a review image type', () => {
    expect(stripImageMetadata(fixture('plain.jpg'), 'image/gif')).toBeNull();
  });
});
