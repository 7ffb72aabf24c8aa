import { sampleShop } from '@haat/sample-shop';
import { describe, expect, it } from 'vitest';
import { testBackend, testContext } from '../../testing/test-backend.js';
import { resolveField } from '../../testing/resolve-field.js';
import { refusalOf } from '../../testing/refusal.js';
import { verifiedUser } from '../../users/verified-user.js';
import { reviewsDomain } from '../domain.js';
import { fixture } from '../image-metadata/__tests__/fixtures.js';
import { stripImageMetadata } from '../image-metadata/strip-image-metadata.js';
import { UPLOAD_LIMITS } from '../upload-slot.js';
import { getReviewImage, putReviewImage, sweepReviewUploads } from '../uploads.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const MB = 1024 * 1024;
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]); // the smallest JPEG: SOI, EOI

interface Slot {
  readonly key: string;
  readonly uploadUrl: string;
}

/** The secret of a slot's upload URL (`?token=`). */
const tokenOf = (slot: Slot) =>
  new URL(slot.uploadUrl, 'http://shop.test').searchParams.get('token');

async function setUp() {
  const t = testBackend();
  const [product, other] = await t.deps.storage.repos.catalogue.productsByIds(
    sampleShop.products.slice(0, 2).map((p) => p.id),
  );
  if (!product || !other) throw new Error('The sample shop has products');
  const signIn = async (phone: string) => {
    const user = await verifiedUser(t.deps, phone, t.deps.clock.now());
    return () => testContext(t.deps, { kind: 'user', userId: user.id, phone: user.phone });
  };
  const asha = await signIn('+919876500005');
  /** A slot of `size` bytes of `contentType` (a 4-byte JPEG by default). */
  const slot = async (size = 4, contentType = 'image/jpeg', as = asha) =>
    (await resolveField(
      reviewsDomain,
      'Mutation',
      'createReviewImageUpload',
      { input: { productId: product.id, fileName: 'face.jpg', contentType, size } },
      as(),
    )) as Slot;
  const put = (target: Slot, bytes: Uint8Array, token = tokenOf(target)) =>
    putReviewImage(t.deps, target.key, bytes, token);
  const writeReview = (images: string[], productId = product.id, as = asha) =>
    resolveField(
      reviewsDomain,
      'Mutation',
      'createReview',
      {
        input: {
          idempotencyKey: `key-${productId}-${images.join()}`,
          productId,
          rating: 5,
          images,
        },
      },
      as(),
    ) as Promise<{ id: string; images: string[] }>;
  return { t, product, other, asha, signIn, slot, put, writeReview };
}

const gone = { status: 403, body: 'Upload URL expired or unknown' };
const taken = { status: 409, body: 'This upload URL was used already: ask for a new one' };
const tooLarge = { status: 413, body: 'File size does not match the upload' };

describe('review image uploads', () => {
  it('gives a slot whose URL carries its secret, keeps its bytes, serves them, and lets a review use the image', async () => {
    const { t, slot, put, writeReview } = await setUp();
    const upload = await slot();
    expect(upload).toMatchObject({
      method: 'PUT',
      headers: [{ name: 'content-type', value: 'image/jpeg' }],
      maxBytes: 4,
      expiresAt: '2026-01-01T04:45:00.000Z',
    });
    expect(upload.uploadUrl).toMatch(new RegExp(`^/cdn/${upload.key}\\?token=[0-9a-f]{64}$`));
    expect(await getReviewImage(t.deps, upload.key)).toBeNull();
    expect(await put(upload, JPEG)).toMatchObject({ status: 200 });
    expect(await getReviewImage(t.deps, upload.key)).toEqual({
      status: 200,
      body: JPEG,
      headers: { 'content-type': 'image/jpeg', 'cache-control': 'max-age=31536000' },
    });
    expect(await writeReview([upload.key])).toMatchObject({ images: [upload.key] });
  });

  it('takes one upload: other bytes later, even from its owner and after the review is published, change nothing', async () => {
    const { t, slot, put, writeReview } = await setUp();
    const upload = await slot(10);
    expect(await put(upload, JPEG)).toMatchObject({ status: 200 });
    const other = new Uint8Array([0xff, 0xd8, 0xff, 0xdb, 0x00, 0x04, 0x01, 0x02, 0xff, 0xd9]);
    expect(await put(upload, other)).toMatchObject(taken);
    await writeReview([upload.key]);
    expect(await put(upload, other)).toMatchObject(taken);
    expect((await getReviewImage(t.deps, upload.key))?.body).toEqual(JPEG);
  });

  it('answers a retry of the same image as the first upload (its answer may have been lost)', async () => {
    const { t, slot, put } = await setUp();
    const upload = await slot();
    expect(await put(upload, JPEG)).toMatchObject({ status: 200 });
    expect(await put(upload, JPEG)).toEqual({ status: 200, body: null, headers: {} });
    expect((await getReviewImage(t.deps, upload.key))?.body).toEqual(JPEG);
  });

  it('takes the upload only with its slot’s secret: none, a wrong one or another slot’s is refused, nothing kept', async () => {
    const { t, slot, put } = await setUp();
    const upload = await slot();
    const another = await slot();
    for (const token of [null, '', 'x'.repeat(64), tokenOf(another)]) {
      expect(await put(upload, JPEG, token)).toMatchObject(gone);
    }
    expect(await getReviewImage(t.deps, upload.key)).toBeNull();
    expect(await put(upload, JPEG)).toMatchObject({ status: 200 });
  });

  it('refuses unknown, expired, empty and oversized uploads', async () => {
    const { t, slot, put } = await setUp();
    const upload = await slot();
    expect(await put(upload, new Uint8Array([0xff, 0xd8, 0xff, 0xd9, 0]))).toMatchObject(tooLarge);
    expect(await put(upload, new Uint8Array(0))).toMatchObject(tooLarge);
    expect(await putReviewImage(t.deps, 'reviews/u-nope', JPEG, tokenOf(upload))).toMatchObject(
      gone,
    );
    t.clock.advance(15 * MINUTE);
    expect(await put(upload, JPEG)).toMatchObject(gone);
  });

  it('refuses content that is not the image type of its slot, whatever it declares, and keeps nothing', async () => {
    const { t, slot, put } = await setUp();
    const upload = await slot();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    for (const bytes of [new TextEncoder().encode('<svg/>'), png]) {
      expect(await put(upload, bytes)).toEqual({
        status: 415,
        body: 'File content does not match its type (image/jpeg)',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      });
    }
    expect(await getReviewImage(t.deps, upload.key)).toBeNull();
  });

  it('refuses an image it cannot read rather than keep it with its metadata', async () => {
    const { t, slot, put } = await setUp();
    const upload = await slot();
    expect(await put(upload, new Uint8Array([0xff, 0xd8, 0xff, 0x00]))).toMatchObject({
      status: 415,
      body: 'The image could not be read (image/jpeg): it may be damaged or incomplete',
    });
    expect(await getReviewImage(t.deps, upload.key)).toBeNull();
  });

  it.each([
    ['exif-gps.jpg', 'image/jpeg'],
    ['exif-gps.png', 'image/png'],
    ['exif-gps.webp', 'image/webp'],
  ] as const)('publishes %s without its GPS position, camera or names', async (name, type) => {
    const { t, slot, put } = await setUp();
    const bytes = fixture(name);
    const upload = await slot(bytes.length, type);
    expect(await put(upload, bytes)).toMatchObject({ status: 200 });
    const served = (await getReviewImage(t.deps, upload.key))?.body as Uint8Array;
    expect(served).toEqual(stripImageMetadata(bytes, type));
    const text = new TextDecoder('latin1').decode(served);
    for (const word of ['GPS', 'HaatPhone', 'Asha Rao']) expect(text).not.toContain(word);
  });

  it('refuses other types and sizes over 5 MB', async () => {
    const { slot } = await setUp();
    expect(await refusalOf(slot(4, 'image/gif'))).toMatchObject({
      message: 'Please upload a JPEG, PNG or WebP image.',
    });
    expect(await refusalOf(slot(5 * MB + 1))).toMatchObject({
      message: 'Images must be at most 5 MB.',
    });
  });
});

describe('review image upload caps', () => {
  it('opens at most 10 slots a user holds outside a review; others’ slots do not count', async () => {
    const { slot, signIn } = await setUp();
    for (let i = 0; i < UPLOAD_LIMITS.maxOpenSlots; i += 1) await slot();
    expect(await refusalOf(slot())).toMatchObject({
      code: 'BAD_USER_INPUT',
      message:
        'You have 10 images waiting to be added to a review. Post your review first, or try again tomorrow.',
    });
    const ravi = await signIn('+919876500006');
    expect(await slot(4, 'image/jpeg', ravi)).toMatchObject({ method: 'PUT' });
  });

  it('holds at most 25 MB in open slots (their sizes once uploaded)', async () => {
    const { slot } = await setUp();
    for (let i = 0; i < 5; i += 1) await slot(5 * MB);
    expect(await refusalOf(slot(1))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message:
        'Images waiting to be added to a review may take 25 MB together. Post your review first, or try again tomorrow.',
    });
  });

  it('frees a slot when its image joins a review, or when it lapses unused', async () => {
    const { t, slot, put, writeReview } = await setUp();
    const uploads: Slot[] = [];
    for (let i = 0; i < UPLOAD_LIMITS.maxOpenSlots; i += 1) uploads.push(await slot());
    await put(uploads[0]!, JPEG);
    await writeReview([uploads[0]!.key]);
    expect(await slot()).toMatchObject({ method: 'PUT' }); // one freed by the review
    expect(await refusalOf(slot())).toMatchObject({ code: 'BAD_USER_INPUT' });
    t.clock.advance(15 * MINUTE); // the ten slots nothing was sent to lapse
    expect(await slot()).toMatchObject({ method: 'PUT' });
  });
});

describe('sweepReviewUploads', () => {
  it('deletes slots nothing was sent to and images no review took within 24 hours, keeps the rest', async () => {
    const { t, slot, put, writeReview } = await setUp();
    const unused = await slot();
    const waiting = await slot();
    const published = await slot();
    await put(waiting, JPEG);
    await put(published, JPEG);
    await writeReview([published.key]);
    expect(await sweepReviewUploads(t.deps)).toBe(0);
    t.clock.advance(15 * MINUTE);
    expect(await sweepReviewUploads(t.deps)).toBe(1); // the unused slot
    expect(await t.deps.storage.repos.uploads.byKey(unused.key)).toBeNull();
    t.clock.advance(DAY);
    expect(await sweepReviewUploads(t.deps)).toBe(1); // the image no review took
    expect(await getReviewImage(t.deps, waiting.key)).toBeNull();
    expect((await getReviewImage(t.deps, published.key))?.body).toEqual(JPEG);
  });

  it('no longer lets a review take an image whose 24 hours are over, swept or not', async () => {
    const { t, slot, put, writeReview } = await setUp();
    const upload = await slot();
    await put(upload, JPEG);
    t.clock.advance(DAY);
    expect(await refusalOf(writeReview([upload.key]))).toMatchObject({
      message: 'An image was not uploaded. Please add it again.',
    });
  });

  it('sweeps an image its review dropped, once its 24 hours are over', async () => {
    const { t, slot, put, writeReview, asha } = await setUp();
    const first = await slot();
    const second = await slot();
    await put(first, JPEG);
    await put(second, JPEG);
    const written = await writeReview([first.key]);
    await resolveField(
      reviewsDomain,
      'Mutation',
      'updateReview',
      { input: { id: written.id, images: [second.key] } },
      asha(),
    );
    t.clock.advance(DAY);
    expect(await sweepReviewUploads(t.deps)).toBe(1);
    expect(await getReviewImage(t.deps, first.key)).toBeNull();
    expect((await getReviewImage(t.deps, second.key))?.body).toEqual(JPEG);
  });

  it('lets one image belong to one review only', async () => {
    const { slot, put, writeReview, other } = await setUp();
    const upload = await slot();
    await put(upload, JPEG);
    await writeReview([upload.key]);
    expect(await refusalOf(writeReview([upload.key], other.id))).toMatchObject({
      message: 'An image was not uploaded. Please add it again.',
    });
  });
});
