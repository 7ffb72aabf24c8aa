import { describe, expect, it } from 'vitest';
import { documents, extraDocuments } from './documents.js';
import { address, FACE_WASH, orderInput, PHONE, SERUM } from './fixtures.js';
import { absolute, STORE_ID, TARGET, useContractTarget } from './harness.js';

const { gql, tokenFor, lastCodeFor, payInWindow } = useContractTarget();

type Data = Record<string, Record<string, unknown>>;

/** Runs a document and fails the test on any GraphQL error. */
async function ok(
  source: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<Data> {
  const answer = await gql<Data>(source, variables, token ? { token } : {});
  expect(answer.errors, source.slice(0, 60)).toEqual([]);
  expect(answer.data).not.toBeNull();
  return answer.data ?? {};
}

describe('a shopper journey runs every operation without errors', () => {
  it('browses the catalogue', async () => {
    await ok(documents.getInitialData, { storeId: STORE_ID, deviceType: 'WEB' });
    await ok(documents.getStore, { id: STORE_ID });
    await ok(documents.ListVariantGroups, { storeId: STORE_ID });
    await ok(documents.searchCollectionTypes, { filter: { slug: 'serum' } });
    await ok(documents.searchProducts, {
      filter: { collectionSlug: 'serum' },
      sort: 'PRICE_LOW',
      limit: 4,
      aggregates: [{ name: 'tags', type: 'TERMS', field: 'TAGS' }],
    });
    await ok(documents.getProduct, { id: SERUM.id });
    await ok(documents.byslugProduct, { slug: SERUM.slug, variantFilter: { status: 'ENABLED' } });
    await ok(documents.byProductIdLinkedProduct, { productId: SERUM.id });
    await ok(documents.searchProductFaqs, { filter: { productId: SERUM.id } });
    await ok(documents.searchReviews, { filter: { productId: SERUM.id }, limit: 5 });
    await ok(documents.GetCoupon, { code: 'glow10' });
    await ok(documents.GetCouponRule, { code: 'GLOW10', storeId: STORE_ID });
    await ok(documents.applyCoupon, { storeId: STORE_ID, code: 'GLOW10', deviceType: 'WEB' });
    await ok(documents.GetZipCode, { id: '560001' });
    await ok(documents.CheckInventory, {
      input: {
        storeId: STORE_ID,
        items: [
          {
            recordKey: `${SERUM.id}-${SERUM.single30}`,
            productId: SERUM.id,
            variantId: SERUM.single30,
          },
        ],
      },
    });
  });

  it('signs in, keeps a profile, addresses and a cart, orders and reviews', async () => {
    const sent = await ok(documents.ensureUserAndDispatchOTP, {
      storeId: STORE_ID,
      phone: PHONE,
    });
    expect(sent['ensureUserAndDispatchOTP']?.['isExistingUser']).toBe(false);
    const verified = await ok(documents.verifyCustomOTP, {
      storeId: STORE_ID,
      phone: PHONE,
      otp: lastCodeFor(PHONE),
    });
    expect(verified['verifyCustomOTP']?.['isVerified']).toBe(true);
    const token = await tokenFor(`+91${PHONE}`);

    await ok(documents.getUser, {}, token);
    await ok(documents.GetUser, { storeId: STORE_ID }, token);
    await ok(
      documents.updateUser,
      { input: { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com' } },
      token,
    );
    const created = await ok(documents.createUserAddress, { input: address() }, token);
    const addressId = String(created['createUserAddress']?.['id']);
    await ok(documents.searchUserAddresses, {}, token);
    await ok(
      documents.updateUserAddress,
      { input: { id: addressId, landmark: 'Opposite the park' } },
      token,
    );
    await ok(documents.deleteUserAddress, { input: { id: addressId } }, token);
    await ok(
      documents.manageShoppingCart,
      {
        input: {
          storeId: STORE_ID,
          couponCodeId: null,
          data: [{ productId: SERUM.id, variantId: SERUM.single30, quantity: 1, source: null }],
        },
      },
      token,
    );
    await ok(extraDocuments.getShoppingCart, { storeId: STORE_ID }, token);

    const cod = await ok(documents.CreateOrder, { input: orderInput() }, token);
    const codId = String(cod['createOrder']?.['id']);
    expect(cod['createOrder']?.['status']).toBe('CONFIRMED');
    const confirmed = await ok(documents.GetOrder, { id: codId });
    expect(confirmed['getOrder']?.['status']).toBe('CONFIRMED');
    await ok(documents.getOrder, { id: codId });
    await ok(documents.searchOrders, { limit: 10 }, token);
    await ok(documents.ByorderIdcreatedAtPayment, { orderId: codId });

    const prepaid = await ok(
      documents.CreateOrder,
      { input: orderInput({ paymentType: 'PREPAID' }) },
      token,
    );
    const prepaidId = String(prepaid['createOrder']?.['id']);
    const transaction = await ok(
      documents.CreateTransaction,
      { input: { idempotencyKey: crypto.randomUUID(), orderId: prepaidId } },
      token,
    );
    const paid = await payInWindow(String(transaction['createTransaction']?.['razorpayOrderId']));
    await ok(documents.ValidateTransaction, {
      input: {
        idempotencyKey: crypto.randomUUID(),
        orderId: prepaidId,
        razorpayPaymentId: paid.razorpay_payment_id,
        razorpayOrderId: paid.razorpay_order_id,
        razorpaySignature: paid.razorpay_signature,
      },
    });

    const upload = await ok(
      extraDocuments.createReviewImageUpload,
      {
        input: {
          productId: FACE_WASH.id,
          fileName: 'me.jpg',
          contentType: 'image/jpeg',
          size: 4,
        },
      },
      token,
    );
    const slot = upload['createReviewImageUpload'] ?? {};
    const put = await fetch(absolute(String(slot['uploadUrl'])), {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]),
    });
    expect(put.status).toBe(200);
    const image = await fetch(`${TARGET.cdnUrl}/${String(slot['key'])}?w=400`);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(
      new Uint8Array([0xff, 0xd8, 0xff, 0xd9]),
    );
    const review = await ok(
      documents.createReview,
      {
        input: {
          idempotencyKey: crypto.randomUUID(),
          productId: SERUM.id,
          rating: 5,
          title: 'Glow!',
          comment: 'Lovely serum',
          images: [slot['key']],
        },
      },
      token,
    );
    expect(review['createReview']?.['verified']).toBe(true);
    await ok(
      documents.updateReview,
      { input: { id: review['createReview']?.['id'], rating: 4 } },
      token,
    );
  });
});
