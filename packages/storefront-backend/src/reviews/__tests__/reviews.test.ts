import { sampleShop } from '@haat/sample-shop';
import { describe, expect, it } from 'vitest';
import { anOrder } from '../../../test/conformance/builders.js';
import { testBackend, testContext, type TestBackend } from '../../testing/test-backend.js';
import { resolveField } from '../../testing/resolve-field.js';
import { refusalOf } from '../../testing/refusal.js';
import { verifiedUser } from '../../users/verified-user.js';
import { reviewsDomain } from '../domain.js';

type Deps = TestBackend;

async function setUp() {
  const t = testBackend();
  const product = await t.deps.storage.repos.catalogue.productById(
    sampleShop.products[0]?.id ?? '',
  );
  if (!product) throw new Error('The sample shop has no products');
  const user = await verifiedUser(t.deps, '+919876500005', t.deps.clock.now());
  const context = () => testContext(t.deps, { kind: 'user', userId: user.id, phone: user.phone });
  return { t, product, user, context };
}

const review = (productId: string, overrides: object = {}) => ({
  idempotencyKey: `key-${productId}-0001`,
  productId,
  rating: 4,
  title: '  Lovely serum ',
  comment: 'Light and fast to absorb.',
  ...overrides,
});

/** Inserts one order of the product by the user (PENDING, its ONLINE payment UNPAID). */
async function order(t: Deps, n: number, userId: string, productId: string) {
  const placed = anOrder(n, { userId, productId, createdAt: t.deps.clock.now() });
  await t.deps.storage.repos.orders.insert(placed.order, placed.payments);
  return placed;
}

describe('reviewsDomain: createReview', () => {
  it('writes a cleaned review, unverified without an order of the product', async () => {
    const { product, user, context } = await setUp();
    expect(
      await resolveField(
        reviewsDomain,
        'Mutation',
        'createReview',
        { input: review(product.id) },
        context(),
      ),
    ).toMatchObject({
      userId: user.id,
      productId: product.id,
      verified: false,
      rating: 4,
      title: 'Lovely serum',
      reviewer: { name: 'Haat customer', email: null },
      createdAt: '2026-01-01T04:30:00.000Z',
    });
  });

  it('is not verified by an order that was never paid', async () => {
    const { t, product, user, context } = await setUp();
    await order(t, 1, user.id, product.id);
    const written = await resolveField(
      reviewsDomain,
      'Mutation',
      'createReview',
      { input: review(product.id) },
      context(),
    );
    expect(written).toMatchObject({ verified: false });
  });

  it('is verified by a paid order holding the product', async () => {
    const { t, product, user, context } = await setUp();
    const placed = await order(t, 1, user.id, product.id);
    const [payment] = placed.payments;
    await t.deps.storage.repos.payments.markPaid(payment?.id ?? '', 'pay_1', t.deps.clock.now());
    const written = await resolveField(
      reviewsDomain,
      'Mutation',
      'createReview',
      { input: review(product.id) },
      context(),
    );
    expect(written).toMatchObject({ verified: true });
  });

  it('is verified by a delivered cash-on-delivery order', async () => {
    const { t, product, user, context } = await setUp();
    const placed = anOrder(1, { userId: user.id, productId: product.id, paymentType: 'COD' });
    await t.deps.storage.repos.orders.insert(placed.order, placed.payments);
    await t.deps.storage.repos.orders.transition({
      id: placed.order.id,
      from: ['PENDING'],
      to: 'DELIVERED',
      at: t.deps.clock.now(),
    });
    const written = await resolveField(
      reviewsDomain,
      'Mutation',
      'createReview',
      { input: review(product.id) },
      context(),
    );
    expect(written).toMatchObject({ verified: true });
  });

  it('answers a repeat with the same key with the first review, and refuses a second review', async () => {
    const { product, context } = await setUp();
    const create = (input: object) =>
      resolveField(reviewsDomain, 'Mutation', 'createReview', { input }, context());
    const first = await create(review(product.id));
    expect(await create(review(product.id))).toEqual(first);
    expect(
      await refusalOf(create(review(product.id, { idempotencyKey: 'another-key-0002' }))),
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'You have already reviewed this product. Edit your review instead.',
    });
    expect(await refusalOf(create(review(product.id, { rating: 1 })))).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
  });

  it('refuses bad ratings, long texts, unknown products and images not uploaded', async () => {
    const { product, context } = await setUp();
    const create = (input: object) =>
      refusalOf(resolveField(reviewsDomain, 'Mutation', 'createReview', { input }, context()));
    expect(await create(review(product.id, { rating: 6 }))).toMatchObject({
      message: 'Rating must be 1 to 5.',
    });
    expect(await create(review(product.id, { comment: 'x'.repeat(2001) }))).toMatchObject({
      message: 'Comment is too long (at most 2000 characters).',
    });
    expect(await create(review('no-such-product'))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Product not found',
    });
    expect(await create(review(product.id, { images: ['reviews/u-unknown'] }))).toMatchObject({
      message: 'An image was not uploaded. Please add it again.',
    });
  });
});

describe('reviewsDomain: updateReview and searchReviews', () => {
  it("changes only the user's own review", async () => {
    const { t, product, context } = await setUp();
    const written = (await resolveField(
      reviewsDomain,
      'Mutation',
      'createReview',
      { input: review(product.id) },
      context(),
    )) as { id: string };
    t.clock.advance(1000);
    expect(
      await resolveField(
        reviewsDomain,
        'Mutation',
        'updateReview',
        { input: { id: written.id, rating: 5, title: null } },
        context(),
      ),
    ).toMatchObject({
      rating: 5,
      title: null,
      comment: 'Light and fast to absorb.',
      updatedAt: '2026-01-01T04:30:01.000Z',
    });
    const other = await verifiedUser(t.deps, '+919876500006', t.deps.clock.now());
    const stranger = testContext(t.deps, { kind: 'user', userId: other.id, phone: other.phone });
    expect(
      await refusalOf(
        resolveField(
          reviewsDomain,
          'Mutation',
          'updateReview',
          { input: { id: written.id, rating: 1 } },
          stranger,
        ),
      ),
    ).toMatchObject({ code: 'NOT_FOUND', message: 'Review not found' });
  });

  it('finds the new review with the rating aggregates over every match', async () => {
    const { t, product, user, context } = await setUp();
    await resolveField(
      reviewsDomain,
      'Mutation',
      'createReview',
      { input: review(product.id) },
      context(),
    );
    const found = await resolveField(
      reviewsDomain,
      'Query',
      'searchReviews',
      { filter: { userId: user.id }, limit: 10 },
      testContext(t.deps),
    );
    expect(found).toMatchObject({
      total: 1,
      nextToken: null,
      items: [{ userId: null, rating: 4 }],
      aggregateItems: [
        {
          name: 'rating',
          type: 'TERMS',
          buckets: [
            { key: '4', docCount: 1 },
            { key: '1', docCount: 0 },
            { key: '2', docCount: 0 },
            { key: '3', docCount: 0 },
            { key: '5', docCount: 0 },
          ],
          value: null,
        },
        { name: 'averageRating', type: 'AVG', buckets: [], value: 4 },
      ],
    });
  });
});

describe('searchReviews: nobody else’s personal data', () => {
  it('answers a reviewer’s user id and email to that reviewer only', async () => {
    const { t, product, user, context } = await setUp();
    await t.deps.storage.repos.users.update(user.id, { email: 'meera@example.com' });
    await resolveField(
      reviewsDomain,
      'Mutation',
      'createReview',
      { input: review(product.id) },
      context(),
    );
    const other = await verifiedUser(t.deps, '+919876500006', t.deps.clock.now());
    const search = async (caller: Parameters<typeof testContext>[1]) => {
      const found = (await resolveField(
        reviewsDomain,
        'Query',
        'searchReviews',
        { filter: { productId: product.id }, limit: 100 },
        testContext(t.deps, caller),
      )) as {
        items: { userId: string | null; reviewer: { name: string; email: string | null } }[];
      };
      return found.items;
    };
    const mine = (await search({ kind: 'user', userId: user.id, phone: user.phone })).filter(
      (item) => item.userId !== null,
    );
    expect(mine.map(({ userId, reviewer }) => ({ userId, email: reviewer.email }))).toEqual([
      { userId: user.id, email: 'meera@example.com' },
    ]);
    for (const caller of [
      undefined,
      { kind: 'user', userId: other.id, phone: other.phone } as const,
    ]) {
      const items = await search(caller);
      expect(items.length).toBeGreaterThan(1);
      expect(items.every((item) => item.userId === null && item.reviewer.email === null)).toBe(
        true,
      );
      expect(items.every((item) => item.reviewer.name.length > 0)).toBe(true);
    }
  });
});
