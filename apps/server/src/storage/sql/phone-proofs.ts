import { wholeNumber, type PhoneProofsRepository } from '@haat/storefront-backend';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { phoneProofs } from '../schema/index.js';
import { preparedOn, type Run } from './executor.js';

/** How long after its expiry a proof is kept before an insert forgets it. */
const KEPT_AFTER_EXPIRY_MS = 24 * 60 * 60_000;

/** Uses a live, unused proof of the phone: every guest COD order runs it (built once per connection). */
const useProof = preparedOn((tx) =>
  tx
    .update(phoneProofs)
    .set({ usedAt: sql`${sql.placeholder('now')}::bigint` })
    .where(
      and(
        eq(phoneProofs.hash, sql.placeholder('hash')),
        eq(phoneProofs.phone, sql.placeholder('phone')),
        isNull(phoneProofs.usedAt),
        gt(phoneProofs.expiresAt, sql.placeholder('now')),
      ),
    )
    .returning({ hash: phoneProofs.hash })
    .prepare('phone_proof_use'),
);

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
        const used = await useProof(tx).execute({ hash, phone, now });
        return used.length > 0;
      }),
  };
}
