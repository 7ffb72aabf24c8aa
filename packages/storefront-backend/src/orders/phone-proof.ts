import { apiErrorMessages } from '@haat/storefront-api/errors';
import type { CheckoutPhoneProof } from '@haat/storefront-api/resolvers';
import { sha256Hex } from '../crypto/hmac.js';
import type { BackendDeps, ShopCatalogue } from '../deps.js';
import { apiError, badInput } from '../errors.js';
import { checkOtp } from '../otp/check.js';
import { otpPhone } from '../otp/phone.js';
import type { Repositories } from '../ports/storage.js';
import { newAccessKey } from './access-key.js';

/** How long a phone proof may be used after the checkout's code was verified. */
export const PHONE_PROOF_TTL_MS = 15 * 60_000;

/**
 * What storage keeps of a phone proof: the SHA-256 (hex) of its secret. Hosts' tests that write
 * proofs straight into a database use it.
 *
 * @example
 * await phoneProofHash(proof); // 'c0ff…' (64 hex digits)
 */
export function phoneProofHash(proof: string): Promise<string> {
  return sha256Hex(`haat-phone-proof:${proof}`);
}

const hashOf = phoneProofHash;

/**
 * A new proof that the shopper holds `phone` (normalised `+91…`): 64 random hex digits, stored
 * only as a hash, valid {@link PHONE_PROOF_TTL_MS}. Tests and hosts' tests mint one this way
 * without a code; the checkout gets one from {@link verifyCheckoutPhone}.
 *
 * @example
 * const { proof } = await issuePhoneProof(deps, '+919876543210', now);
 */
export async function issuePhoneProof(
  deps: Pick<BackendDeps, 'storage' | 'ids'>,
  phone: string,
  now: number,
): Promise<{ readonly proof: string; readonly expiresAt: number }> {
  const proof = newAccessKey(deps.ids);
  const expiresAt = now + PHONE_PROOF_TTL_MS;
  await deps.storage.repos.phoneProofs.insert({
    hash: await hashOf(proof),
    phone,
    createdAt: now,
    expiresAt,
  });
  return { proof, expiresAt };
}

/**
 * verifyCheckoutPhone: the checkout's one-time code for a guest's cash-on-delivery order, checked
 * as sign-in checks codes (`checkOtp`: 5 tries, expiry, the same messages and refusals) and used
 * up when right; then a proof of the phone for CreateOrder's `phoneProof`. A wrong code answers
 * isVerified false with the tries left and no proof.
 *
 * @example
 * const answer = await verifyCheckoutPhone(deps, now, '9876543210', '042917');
 * answer.phoneProof; // '3f2a…' (64 hex digits)
 */
export async function verifyCheckoutPhone(
  deps: BackendDeps,
  now: number,
  rawPhone: string,
  otp: string,
): Promise<CheckoutPhoneProof> {
  const phone = otpPhone(rawPhone);
  if (!/^\d{6}$/.test(otp.trim())) throw badInput('Enter the 6-digit code.');
  const check = await checkOtp(deps, now, phone, otp);
  if (!check.verified) {
    return {
      isVerified: false,
      attemptsLeft: check.attemptsLeft,
      message: check.message,
      phoneProof: null,
      expiresAt: null,
    };
  }
  const { proof, expiresAt } = await issuePhoneProof(deps, phone, now);
  return {
    isVerified: true,
    attemptsLeft: check.attemptsLeft,
    message: null,
    phoneProof: proof,
    expiresAt: new Date(expiresAt).toISOString(),
  };
}

/**
 * Uses up the proof a guest's cash-on-delivery order carries, with the order's transaction (a
 * refused order rolls the use back, so the shopper keeps the proof): it must be a live,
 * unused proof of the shipping phone, else PHONE_NOT_VERIFIED.
 *
 * @example
 * await usePhoneProof(repos, input.phoneProof, order.shippingAddress.phone, now);
 */
export async function usePhoneProof(
  repos: Repositories<ShopCatalogue>,
  proof: string | null | undefined,
  phone: string | null,
  now: number,
): Promise<void> {
  const presented = proof?.trim();
  const used =
    presented &&
    phone !== null &&
    (await repos.phoneProofs.use(await hashOf(presented), phone, now));
  if (!used) throw apiError('PHONE_NOT_VERIFIED', apiErrorMessages.PHONE_NOT_VERIFIED);
}
