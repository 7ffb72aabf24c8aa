import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CartLineRecord } from '@haat/storefront-backend';
import { epochMs } from './columns.js';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** Address books (AddressRecord). */
export const addresses = pgTable(
  'addresses',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    country: text('country').notNull(),
    state: text('state'),
    city: text('city').notNull(),
    pinCode: text('pin_code').notNull(),
    landmark: text('landmark'),
    address: text('address').notNull(),
    location: text('location'),
    area: text('area'),
    createdAt: epochMs('created_at').notNull(),
    updatedAt: epochMs('updated_at').notNull(),
  },
  (t) => [index('addresses_user').on(t.userId, t.createdAt)],
);

/** Server copies of signed-in carts (CartRecord): one per user and store. */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    storeId: text('store_id').notNull(),
    couponCodeId: text('coupon_code_id'),
    lines: jsonb('lines').$type<readonly CartLineRecord[]>().notNull(),
    updatedAt: epochMs('updated_at').notNull(),
  },
  (t) => [unique('carts_user_store_unique').on(t.userId, t.storeId)],
);

/** Reviews (ReviewRecord): one per user and product (shoppers' reviews); ratings 1 to 5. */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    productId: text('product_id').notNull(),
    verified: boolean('verified').notNull().default(false),
    reviewerName: text('reviewer_name').notNull(),
    reviewerEmail: text('reviewer_email'),
    rating: smallint('rating').notNull(),
    title: text('title'),
    comment: text('comment'),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: epochMs('created_at').notNull(),
    updatedAt: epochMs('updated_at').notNull(),
    /**
     * Shipped with the catalogue. The sample shop's fake reviewers sometimes review a product
     * twice, so the one-per-user-and-product rule holds for shoppers' reviews only.
     */
    seeded: boolean('seeded').notNull().default(false),
  },
  (t) => [
    uniqueIndex('reviews_user_product_unique')
      .on(t.userId, t.productId)
      .where(sql`not ${t.seeded}`),
    index('reviews_product_created').on(t.productId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** Review-image upload slots (UploadRecord) and, once uploaded, their bytes. */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    userId: text('user_id').notNull(),
    productId: text('product_id').notNull(),
    contentType: text('content_type').notNull(),
    maxBytes: integer('max_bytes').notNull(),
    expiresAt: epochMs('expires_at').notNull(),
    createdAt: epochMs('created_at').notNull(),
    size: integer('size'),
    uploadedAt: epochMs('uploaded_at'),
    bytes: bytea('bytes'),
    /** SHA-256 (hex) of the secret in the slot's upload URL: the owner's proof. */
    secretHash: text('secret_hash'),
    /** The review the image belongs to; null until a review takes it (then it is never swept). */
    reviewId: text('review_id'),
  },
  (t) => [
    check('uploads_size_within_max', sql`${t.size} is null or ${t.size} <= ${t.maxBytes}`),
    // The per-user count of open slots and the sweep read the unattached slots only.
    index('uploads_unattached_user')
      .on(t.userId)
      .where(sql`${t.reviewId} is null`),
  ],
);
