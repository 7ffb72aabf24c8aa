import { describe, expect, it } from 'vitest';
import { seedReviewRecords } from '../seed-reviews.js';

const seeded = {
  id: 'r1',
  userId: 'usr-1',
  productId: 'serum',
  verified: true,
  rating: 5,
  title: '',
  comment: 'Lovely',
  images: ['reviews/r1-1'],
  reviewer: { name: 'Asha', email: '' },
  createdAt: '2025-01-02T03:04:05.000Z',
  updatedAt: '2025-01-03T00:00:00.000Z',
};

describe('seedReviewRecords', () => {
  it('converts dates to epoch ms and empty texts to null', () => {
    expect(seedReviewRecords({ reviews: [seeded] })).toEqual([
      {
        id: 'r1',
        userId: 'usr-1',
        productId: 'serum',
        verified: true,
        reviewerName: 'Asha',
        reviewerEmail: null,
        rating: 5,
        title: null,
        comment: 'Lovely',
        images: ['reviews/r1-1'],
        createdAt: Date.UTC(2025, 0, 2, 3, 4, 5),
        updatedAt: Date.UTC(2025, 0, 3),
      },
    ]);
  });

  it('refuses a seed with an unreadable date', () => {
    expect(() => seedReviewRecords({ reviews: [{ ...seeded, createdAt: 'yesterday' }] })).toThrow(
      'Seeded review r1 has an invalid createdAt: yesterday',
    );
  });
});
