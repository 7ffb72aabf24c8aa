/**
 * The storefront-backend ports this server implements, as the backend package declares them
 * (packages/storefront-backend/src/ports: tokens.ts, payment-gateway.ts, sms-sender.ts,
 * clock.ts, ids.ts). The package is not in this branch yet; when it is, these declarations are
 * replaced by imports from `@haat/storefront-backend` and the compiler checks the adapters
 * against the real ports.
 */
import type { Paise } from '@haat/commerce-core';

/** Milliseconds since the Unix epoch, injected. */
export interface Clock {
  now(): number;
}

/** Cryptographically random UUIDs in production. */
export interface IdSource {
  uuid(): string;
}

/** The ID token (what the web app sends to the GraphQL API) or the access token. */
export type TokenUse = 'id' | 'access';

export interface TokenSubject {
  readonly userId: string;
  readonly phone: string;
}

/** A sign-in session: its id (the tokens' `origin_jti`) and when it began (epoch ms). */
export interface TokenSession {
  readonly jti: string;
  readonly signedInAt: number;
}

export interface SessionTokens {
  readonly idToken: string;
  readonly accessToken: string;
  readonly expiresInSeconds: number;
}

export interface SignInTokens extends SessionTokens {
  readonly refreshToken: string;
  readonly refreshTokenHash: string;
  readonly session: TokenSession;
}

export interface TokenSigner {
  signIn(subject: TokenSubject, now: number): Promise<SignInTokens>;
  refresh(subject: TokenSubject, session: TokenSession, now: number): Promise<SessionTokens>;
  hashRefreshToken(refreshToken: string): Promise<string>;
}

export interface VerifiedClaims {
  readonly sub: string;
  readonly username: string;
  readonly tokenUse: TokenUse;
  readonly clientId: string;
  /** Epoch seconds. */
  readonly issuedAt: number;
  /** Epoch seconds. */
  readonly expiresAt: number;
  readonly originJti: string;
  /** ID tokens only. */
  readonly phoneNumber: string | null;
}

export interface TokenVerifier {
  verify(token: string, use: TokenUse): Promise<VerifiedClaims | null>;
}

export interface ProviderOrderRequest {
  readonly amountPaise: Paise;
  /** At most 40 characters (Razorpay's limit). */
  readonly receipt: string;
  /** Up to 15 string notes. */
  readonly notes: Readonly<Record<string, string>>;
}

export interface CheckoutSignature {
  readonly providerOrderId: string;
  readonly paymentId: string;
  readonly signature: string;
}

export interface PaymentGateway {
  createOrder(request: ProviderOrderRequest): Promise<{ readonly providerOrderId: string }>;
  verifyCheckoutSignature(payment: CheckoutSignature): Promise<boolean>;
}

export interface SmsSender {
  /** Sends `code` to `phone` (`+91` and 10 digits). */
  sendOtp(phone: string, code: string): Promise<void>;
}
