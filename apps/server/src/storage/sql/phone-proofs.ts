import { wholeNumber, type PhoneProofsRepository } from '@haat/storefront-backend';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { phoneProofs } from '../schema/index.js';
import type { Run } from './executor.js';

/** How long after its expiry a proof is kept before an insert forgets it. */
const KEPT_AFTER_EXPIRY_MS = 24 * 60 * 60_000;

/** Phone proofs in SQL: `phone_proofs`, used by one conditional UPDATE. */
export function sqlPhoneProofs(run: Run): PhoneProofsRepository {
  return {
    insert: (proof) =>
      run(async (tx) => {
        wholeNumber(proof.expiresAt, 'A proof expiry', 0);
        // Up to 100 long-expired proofs, skipping any another transaction holds: never waits.
        await tx.execute(
          sql`delete from ${phoneProofs} where hash in (select hash from ${phoneProofs}
              where expires_at < ${proof.createdAt - KEPT_AFTER_EXPIRY_MS}
              limit 100 for update skip locked)`,
        );
        await tx.insert(phoneProofs).values({ ...proof });
      }),
    use: (hash, phone, now) =>
      run(async (tx) => {
        const used = await tx
          .update(phoneProofs)
          .set({ usedAt: now })
          .where(
            and(
              eq(phoneProofs.hash, hash),
              eq(phoneProofs.phone, phone),
              isNull(phoneProofs.usedAt),
              gt(phoneProofs.expiresAt, now),
            ),
          )
          .returning({ hash: phoneProofs.hash });
        return used.length > 0;
      }),
  };
}
