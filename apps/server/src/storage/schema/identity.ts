import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { epochMs, paise } from './columns.js';

/** Shoppers (UserRecord). One per phone; the reward balance never goes below zero. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    phone: text('phone').notNull().unique('users_phone_unique'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    gender: text('gender'),
    dob: text('dob'),
    profilePhotoUrl: text('profile_photo_url'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    isAdmin: boolean('is_admin').notNull().default(false),
    isCognitoConfirmed: boolean('is_cognito_confirmed').notNull().default(false),
    authProvider: text('auth_provider'),
    totalOrders: integer('total_orders').notNull().default(0),
    rewardBalance: paise('reward_balance_paise').notNull().default(0),
    createdAt: epochMs('created_at').notNull(),
  },
  (t) => [check('users_reward_balance_not_negative', sql`${t.rewardBalance} >= 0`)],
);

/**
 * One row per phone that ever asked for a code: `issue` and `attempt` lock it (`SELECT … FOR
 * UPDATE`) so a phone's sends and attempts take turns across server processes.
 */
export const otpPhones = pgTable('otp_phones', {
  phone: text('phone').primaryKey(),
});

/**
 * Refresh tokens by hash (RefreshTokenRecord); `jti` is the session the tokens name, which has
 * one row per refresh token it was given (rotation: `retired_at` set on the replaced ones).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    hash: text('hash').primaryKey(),
    jti: text('jti').notNull(),
    userId: text('user_id').notNull(),
    createdAt: epochMs('created_at').notNull(),
    expiresAt: epochMs('expires_at').notNull(),
    revoked: boolean('revoked').notNull().default(false),
    retiredAt: epochMs('retired_at'),
  },
  (t) => [index('refresh_tokens_user').on(t.userId), index('refresh_tokens_session').on(t.jti)],
);

/**
 * The live one-time code of a phone (at most one): its hash, validity, attempts, and whether it
 * was verified without being consumed. A new send replaces it; a consuming right code deletes it.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    phone: text('phone').primaryKey(),
    codeHash: text('code_hash').notNull(),
    issuedAt: epochMs('issued_at').notNull(),
    expiresAt: epochMs('expires_at').notNull(),
    /** Attempts taken on this code (wrong ones, and a right one that did not consume it). */
    attempts: integer('attempts').notNull().default(0),
    /** Set by a right code entered without consuming it (verifyCustomOTP); one sign-in may follow. */
    verified: boolean('verified').notNull().default(false),
  },
  (t) => [check('otp_codes_attempts_not_negative', sql`${t.attempts} >= 0`)],
);

/** Every code sent, for the resend interval and the hourly cap (kept in the database, so the
 * limits hold across server processes). */
export const otpSends = pgTable(
  'otp_sends',
  {
    phone: text('phone').notNull(),
    sentAt: epochMs('sent_at').notNull(),
  },
  (t) => [index('otp_sends_phone_time').on(t.phone, t.sentAt)],
);
