import {
  OTP_SEND_WINDOW_MS,
  otpAttemptStep,
  otpSendRefusal,
  type OtpRepository,
} from '@haat/storefront-backend';
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
 * limits hold across server processes; the send log is `otp_sends`. What an attempt answers and
 * writes is storefront-backend's `otpAttemptStep`, decided under that lock.
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
    attempt: (attempt) =>
      run(async (tx) => {
        const { phone } = attempt;
        await lockPhone(tx, phone);
        const [code] = await tx.select().from(otpCodes).where(eq(otpCodes.phone, phone));
        const { outcome, next } = otpAttemptStep(code ?? null, attempt);
        if (next === 'delete') await tx.delete(otpCodes).where(eq(otpCodes.phone, phone));
        else if (next) {
          const { codeHash, expiresAt, attempts, verified } = next;
          await tx
            .update(otpCodes)
            .set({ codeHash, expiresAt, attempts, verified })
            .where(eq(otpCodes.phone, phone));
        }
        return outcome;
      }),
    sendWait: (phone, now, limits) =>
      run(
        async (tx) =>
          otpSendRefusal(await recentSends(tx, phone, now), now, limits)?.retryAfterMs ?? 0,
      ),
  };
}
