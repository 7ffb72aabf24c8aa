import { randomBytes } from 'node:crypto';
import { phoneProofHash } from '@haat/storefront-backend';
import type pg from 'pg';

/** How long the proofs these tests write stay valid: longer than any test. */
const VALID_FOR_MS = 60 * 60_000;

/**
 * Proofs of phones for guests' cash-on-delivery orders, written straight into the database the
 * server processes share (as verifyCheckoutPhone would write them once a code was right), so a
 * race of many orders needs no code step per buyer. One proof per phone given, in order.
 *
 * @example
 * const [proof] = await phoneProofsIn(db, ['+919876543210']);
 */
export async function phoneProofsIn(db: pg.Pool, phones: readonly string[]): Promise<string[]> {
  const now = Date.now();
  const proofs = phones.map(() => randomBytes(32).toString('hex'));
  const hashes = await Promise.all(proofs.map((proof) => phoneProofHash(proof)));
  await db.query(
    `insert into phone_proofs (hash, phone, created_at, expires_at)
     select unnest($1::text[]), unnest($2::text[]), $3::bigint, $4::bigint`,
    [hashes, [...phones], now, now + VALID_FOR_MS],
  );
  return proofs;
}
