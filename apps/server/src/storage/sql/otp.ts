import { OTP_SEND_WINDOW_MS, otpSendRefusal, type OtpRepository } from '@haat/storefront-backend';
import { and, asc, eq, gt } from 'drizzle-orm';
import { otpCodes, otpPhones, otpSends } from '../schema/index.js';
import type { Run, Tx } from './executor.js';

/** Locks the phone's row (created on first use): its sends and attempts take turns. */
async function lockPhone(tx: Tx, phone: string): Promise<void> {
  await tx.insert(otpPhones).values({ phone }).onConflictDoNothing();
  await tx.select().from(otpPhones).where(eq(otpPhones.phone, phone)).for('update');
}

/** The phone's sends within the window before `now`, oldest first. */
async function recentSends(tx: Tx, phone: string, now: number): Promise<number[]> {
  const rows = await tx
    .select({ sentAt: otpSends.sentAt })
    .from(otpSends)
    .where(and(eq(otpSends.phone, phone), gt(otpSends.sentAt, now - OTP_SEND_WINDOW_MS)))
    .orderBy(asc(otpSends.sentAt));
  return rows.map((row) => row.sentAt);
}

/**
 * One-time codes in SQL: `issue` and `attempt` first lock the phone's `otp_phones` row, so the
 * limits hold across server processes; the send log is `otp_sends`.
 */
export function sqlOtp(run: Run): OtpRepository {
  return {
    issue: ({ phone, codeHash, now, validForMs, ...limits }) =>
      run(async (tx) => {
        await lockPhone(tx, phone);
        const sends = await recentSends(tx, phone, now);
        const refusal = otpSendRefusal(sends, now, limits);
        if (refusal) return { status: 'refused' as const, ...refusal };
        const code = {
          codeHash,
          issuedAt: now,
          expiresAt: now + validForMs,
          attempts: 0,
          verified: false,
        };
        await tx
          .insert(otpCodes)
          .values({ phone, ...code })
          .onConflictDoUpdate({ target: otpCodes.phone, set: code });
        await tx.insert(otpSends).values({ phone, sentAt: now });
        return { status: 'issued' as const, sendsLeft: limits.maxSendsPerHour - sends.length - 1 };
      }),
    attempt: ({ phone, codeHash, now, maxAttempts, consume = true }) =>
      run(async (tx) => {
        await lockPhone(tx, phone);
        const [code] = await tx.select().from(otpCodes).where(eq(otpCodes.phone, phone));
        if (!code || (code.verified && !consume)) return { status: 'not-requested' as const };
        if (now >= code.expiresAt) return { status: 'expired' as const };
        if (!code.verified && code.attempts >= maxAttempts) {
          return { status: 'attempts-exceeded' as const };
        }
        const attempts = code.attempts + 1;
        if (code.codeHash !== codeHash) {
          await tx.update(otpCodes).set({ attempts }).where(eq(otpCodes.phone, phone));
          return { status: 'wrong' as const, attemptsLeft: Math.max(0, maxAttempts - attempts) };
        }
        if (consume) await tx.delete(otpCodes).where(eq(otpCodes.phone, phone));
        else
          await tx
            .update(otpCodes)
            .set({ attempts, verified: true })
            .where(eq(otpCodes.phone, phone));
        return { status: 'verified' as const, attemptsLeft: Math.max(0, maxAttempts - attempts) };
      }),
    sendWait: (phone, now, limits) =>
      run(
        async (tx) =>
          otpSendRefusal(await recentSends(tx, phone, now), now, limits)?.retryAfterMs ?? 0,
      ),
  };
}
