import { describe, expect, it } from 'vitest';
import { documents, extraDocuments } from './documents.js';
import { address, orderInput, PHONE, SERUM } from './fixtures.js';
import { absolute, codeOf, STORE_ID, TARGET, useContractTarget } from './harness.js';

const { gql, tokenFor, clock, proven } = useContractTarget();

const NOT_AUTHORIZED = {
  message: 'You are not authorized to make this call.',
  errorType: 'UnauthorizedException',
};

describe('auth like AppSync', () => {
  it('refuses a missing or wrong API key with 401', async () => {
    expect((await gql(documents.getStore, { id: STORE_ID }, { apiKey: null })).status).toBe(401);
    expect((await gql(documents.getStore, { id: STORE_ID }, { apiKey: 'wrong' })).status).toBe(401);
  });

  it('refuses a malformed, unsigned or expired token with 401, with or without the API key', async () => {
    const signed = await tokenFor(`+91${PHONE}`, 'sub-1');
    const [, payload] = signed.split('.');
    const unsigned = `eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.${payload ?? ''}.`;
    for (const token of ['not-a-jwt', unsigned, `Bearer ${signed.slice(0, -4)}AAAA`]) {
      for (const key of [{ apiKey: null }, {}]) {
        const refused = await gql(documents.getUser, {}, { token, ...key });
        expect(refused.status).toBe(401);
        expect(refused.errors).toEqual([NOT_AUTHORIZED]);
      }
    }
    expect((await gql(documents.getUser, {}, { token: signed })).status).toBe(200);
    clock.advance(2 * 3600_000);
    const expired = await gql(documents.getUser, {}, { token: signed });
    expect(expired.status).toBe(401);
    expect(expired.errors).toEqual([NOT_AUTHORIZED]);
  });

  it.each(['getUser', 'searchOrders', 'searchUserAddresses'] as const)(
    '%s without a user token is Unauthorized',
    async (name) => {
      const answer = await gql(documents[name], {});
      expect(answer.errors[0]?.message).toBe('Unauthorized');
      expect(codeOf(answer)).toBe('UNAUTHORIZED');
    },
  );

  it('accepts "Bearer <token>" for the signed-in user', async () => {
    const answer = await gql<{ getUser: { id: string; phone: string; totalRewards: number } }>(
      documents.getUser,
      {},
      {
        token: `Bearer ${await tokenFor(`+91${PHONE}`, 'sub-1')}`,
      },
    );
    expect(answer.data?.getUser).toMatchObject({
      id: 'sub-1',
      phone: `+91${PHONE}`,
      totalRewards: 0,
    });
  });
});

describe('profile, address book and cart', () => {
  const token = () => tokenFor(`+91${PHONE}`);

  it('updateUser changes given fields only and validates them', async () => {
    const answer = await gql<{ updateUser: Record<string, unknown> }>(
      documents.updateUser,
      { input: { firstName: 'Asha', email: 'asha@example.com', dob: '1994-02-11' } },
      { token: await token() },
    );
    expect(answer.data?.updateUser).toMatchObject({
      firstName: 'Asha',
      lastName: null,
      email: 'asha@example.com',
      dob: '1994-02-11',
    });
    const bad = await gql(
      documents.updateUser,
      { input: { email: 'nope' } },
      { token: await token() },
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
  });

  it.each([
    [{ firstName: ' ' }, 'Please enter your first name'],
    [{ firstName: 'A'.repeat(51) }, 'First name is too long (at most 50 characters).'],
    [{ gender: 'G'.repeat(21) }, 'Gender is too long (at most 20 characters).'],
    [{ email: 'meera@' }, 'Please enter a valid email.'],
    [{ dob: '2023-02-29' }, 'Please enter a valid date of birth'],
    [{ dob: '2999-01-01' }, 'Date of birth cannot be in the future'],
  ])('updateUser refuses %j: %s', async (input, message) => {
    const refused = await gql(documents.updateUser, { input }, { token: await token() });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors[0]?.message).toBe(message);
  });

  it('keeps an address book validated like checkout', async () => {
    const created = await gql<{
      createUserAddress: { id: string; phone: string; country: string };
    }>(documents.createUserAddress, { input: address() }, { token: await token() });
    expect(created.data?.createUserAddress).toMatchObject({ phone: `+91${PHONE}`, country: 'IN' });
    const id = created.data?.createUserAddress.id;
    const invalid = await gql(
      documents.createUserAddress,
      { input: address({ pinCode: '000000' }) },
      { token: await token() },
    );
    expect(codeOf(invalid)).toBe('INVALID_ADDRESS');
    expect(invalid.errors[0]?.message).toBe('Please enter valid pincode');
    const updated = await gql<{ updateUserAddress: { city: string; landmark: string } }>(
      documents.updateUserAddress,
      { input: { id, landmark: 'Gate 2' } },
      { token: await token() },
    );
    expect(updated.data?.updateUserAddress).toMatchObject({
      city: 'Bengaluru',
      landmark: 'Gate 2',
    });
    const other = await tokenFor('+919123456780');
    expect(
      codeOf(await gql(documents.deleteUserAddress, { input: { id } }, { token: other })),
    ).toBe('NOT_FOUND');
    await gql(documents.deleteUserAddress, { input: { id } }, { token: await token() });
    const list = await gql<{ searchUserAddresses: { total: number } }>(
      documents.searchUserAddresses,
      {},
      { token: await token() },
    );
    expect(list.data?.searchUserAddresses.total).toBe(0);
  });

  it('manageShoppingCart keeps one cart id per user', async () => {
    const input = {
      storeId: STORE_ID,
      couponCodeId: 'cpn-glow10',
      data: [{ productId: SERUM.id, variantId: SERUM.single30, quantity: 2 }],
    };
    const first = await gql<{ manageShoppingCart: { success: boolean; shoppingCartId: string } }>(
      documents.manageShoppingCart,
      { input },
      { token: await token() },
    );
    const second = await gql<{ manageShoppingCart: { shoppingCartId: string } }>(
      documents.manageShoppingCart,
      { input: { ...input, data: [] } },
      { token: await token() },
    );
    expect(first.data?.manageShoppingCart.success).toBe(true);
    expect(second.data?.manageShoppingCart.shoppingCartId).toBe(
      first.data?.manageShoppingCart.shoppingCartId,
    );
    const cart = await gql<{ getShoppingCart: { data: unknown[]; couponCodeId: string } }>(
      extraDocuments.getShoppingCart,
      { storeId: STORE_ID },
      { token: await token() },
    );
    expect(cart.data?.getShoppingCart).toMatchObject({ data: [], couponCodeId: 'cpn-glow10' });
    expect(codeOf(await gql(documents.manageShoppingCart, { input }))).toBe('UNAUTHORIZED');
  });

  it('searchOrders lists the user’s orders and guest orders to their verified phone, newest first', async () => {
    await gql(documents.CreateOrder, { input: orderInput() }, { token: await token() });
    await clock.passTime(1000);
    await gql(documents.CreateOrder, { input: orderInput() }, { token: await token() });
    await gql(documents.CreateOrder, { input: await proven(orderInput()) });
    const answer = await gql<{ searchOrders: { items: { code: string }[]; total: number } }>(
      documents.searchOrders,
      {},
      { token: await token() },
    );
    expect(answer.data?.searchOrders.items.map((o) => o.code)).toEqual([
      'HAAT-10236',
      'HAAT-10235',
      'HAAT-10234',
    ]);
  });
});

describe('reviews', () => {
  const token = () => tokenFor(`+91${PHONE}`);

  it('searchReviews answers reviewers’ names to anyone, a user id and email to the reviewer only', async () => {
    const reviews = `query reviews($filter: SearchReviewsFilter) { searchReviews(filter: $filter, limit: 100) {
      items { userId reviewer { name email } } } }`;
    const author = { token: await token() };
    await gql(documents.updateUser, { input: { email: 'asha@example.com' } }, author);
    const created = await gql(
      documents.createReview,
      { input: { idempotencyKey: crypto.randomUUID(), productId: SERUM.id, rating: 5 } },
      author,
    );
    expect(created.errors).toEqual([]);
    type Items = {
      searchReviews: {
        items: { userId: string | null; reviewer: { name: string; email: string | null } }[];
      };
    };
    const seen = async (options = {}) =>
      (await gql<Items>(reviews, { filter: { productId: SERUM.id } }, options)).data?.searchReviews
        .items ?? [];
    const stranger = { token: await tokenFor('+919123456780') };
    for (const options of [{}, stranger]) {
      const items = await seen(options);
      expect(items.length).toBeGreaterThan(1);
      expect(items.filter((item) => item.userId !== null || item.reviewer.email !== null)).toEqual(
        [],
      );
      expect(items.every((item) => item.reviewer.name.length > 0)).toBe(true);
    }
    const own = (await seen(author)).filter((item) => item.userId !== null);
    expect(own.map((item) => item.reviewer.email)).toEqual(['asha@example.com']);
    const me = await gql<{ getUser: { id: string } }>(documents.getUser, {}, author);
    expect(own.map((item) => item.userId)).toEqual([me.data?.getUser.id]);
  });

  it('searchReviews answers rating buckets 1–5 and the average', async () => {
    const answer = await gql<{
      searchReviews: {
        total: number;
        aggregateItems: {
          name: string;
          value: number | null;
          buckets: { key: string; docCount: number }[];
        }[];
      };
    }>(documents.searchReviews, { filter: { productId: SERUM.id }, limit: 2 });
    const [rating, average] = answer.data?.searchReviews.aggregateItems ?? [];
    expect(rating?.buckets.map((b) => b.key).sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(rating?.buckets.reduce((sum, b) => sum + b.docCount, 0)).toBe(
      answer.data?.searchReviews.total,
    );
    expect(average?.value).toBeGreaterThan(3);
  });

  it('createReview is idempotent, one per product, and needs uploaded images', async () => {
    const input = {
      idempotencyKey: crypto.randomUUID(),
      productId: SERUM.id,
      rating: 5,
      title: 'Great 😍 serum',
      comment: 'Glow!',
    };
    const first = await gql<{ createReview: { id: string; title: string; verified: boolean } }>(
      documents.createReview,
      { input },
      { token: await token() },
    );
    expect(first.data?.createReview).toMatchObject({ title: 'Great serum', verified: false });
    const replay = await gql<{ createReview: { id: string } }>(
      documents.createReview,
      { input },
      { token: await token() },
    );
    expect(replay.data?.createReview.id).toBe(first.data?.createReview.id);
    const second = await gql(
      documents.createReview,
      { input: { ...input, idempotencyKey: crypto.randomUUID() } },
      { token: await token() },
    );
    expect(codeOf(second)).toBe('BAD_USER_INPUT');
    const withImage = await gql(
      documents.createReview,
      {
        input: {
          ...input,
          idempotencyKey: crypto.randomUUID(),
          productId: 'prd-hyaluronic-acid-serum',
          images: ['reviews/u-not-uploaded'],
        },
      },
      { token: await token() },
    );
    expect(withImage.errors[0]?.message).toBe('An image was not uploaded. Please add it again.');
    expect(codeOf(await gql(documents.createReview, { input }))).toBe('UNAUTHORIZED');
  });

  it('upload slots refuse wrong types and sizes; uploads past expiry are refused', async () => {
    const auth = { token: await token() };
    const slot = (input: Record<string, unknown>) =>
      gql<{ createReviewImageUpload: { uploadUrl: string } }>(
        extraDocuments.createReviewImageUpload,
        {
          input: {
            productId: SERUM.id,
            fileName: 'a.jpg',
            contentType: 'image/jpeg',
            size: 10,
            ...input,
          },
        },
        auth,
      );
    expect(codeOf(await slot({ contentType: 'image/gif' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await slot({ size: 6 * 1024 * 1024 }))).toBe('BAD_USER_INPUT');
    const url = absolute((await slot({})).data?.createReviewImageUpload.uploadUrl ?? '');
    expect(url.startsWith(`${TARGET.cdnUrl}/reviews/u-`)).toBe(true);
    clock.advance(16 * 60_000);
    expect((await fetch(url, { method: 'PUT', body: new Uint8Array([1]) })).status).toBe(403);
  });

  it('an upload URL takes one upload, from the holder of its secret, and keeps no Exif', async () => {
    const auth = { token: await token() };
    // A JPEG whose Exif names a GPS position: SOI, APP1, EOI.
    const exif = [...'Exif\0\0MM\0*GPS 12.97N 77.59E'].map((c) => c.charCodeAt(0));
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0, exif.length + 2, ...exif, 0xff, 0xd9]);
    const answer = await gql<{ createReviewImageUpload: { key: string; uploadUrl: string } }>(
      extraDocuments.createReviewImageUpload,
      {
        input: {
          productId: SERUM.id,
          fileName: 'a.jpg',
          contentType: 'image/jpeg',
          size: jpeg.length,
        },
      },
      auth,
    );
    const url = new URL(absolute(answer.data?.createReviewImageUpload.uploadUrl ?? ''));
    const bare = new URL(url.pathname, url);
    const put = (target: URL, body = jpeg) =>
      fetch(target, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body });
    expect((await put(bare)).status).toBe(403);
    expect((await put(url)).status).toBe(200);
    const other = new Uint8Array([0xff, 0xd8, 0xff, 0xdb, 0x00, 0x04, 0x01, 0x02, 0xff, 0xd9]);
    const again = await put(url, other);
    expect(again.status).toBe(409);
    expect(await again.text()).toBe('This upload URL was used already: ask for a new one');
    const served = new Uint8Array(await (await fetch(bare)).arrayBuffer());
    expect(served).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]));
  });
});
