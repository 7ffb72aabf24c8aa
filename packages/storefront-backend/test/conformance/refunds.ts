import { asPaise } from '@haat/commerce-core';
import { describe, expect, it } from 'vitest';
import type { RefundRecord } from '../../src/ports/storage/refunds.js';
import { NOW } from './builders.js';
import { concurrently, type Harness } from './harness.js';

const refund = (id: string, changes: Partial<RefundRecord> = {}): RefundRecord => ({
  id,
  orderId: id.split(':')[0] ?? id,
  amount: asPaise(47405),
  destination: 'original',
  speed: 'normal',
  status: 'claimed',
  providerPaymentId: 'pay_29QQoUBi66xm2f',
  providerRefundId: null,
  reason: 'Cancelled before dispatch',
  failureReason: null,
  nextAskAt: NOW + 300_000,
  failedAsks: 0,
  lastAskError: null,
  createdAt: NOW,
  updatedAt: NOW,
  ...changes,
});

/** Refunds: claimed once per key before any money moves, moved forward only. */
export function refundsConformance(harness: Harness): void {
  describe('refunds', () => {
    it('lets exactly one of 10 concurrent claims of a refund key carry it out', async () => {
      const { repos } = await harness.open();
      const outcomes = await concurrently(10, (i) =>
        repos.refunds.claim(refund('o1:F1', { reason: `attempt ${i}` })),
      );
      expect(outcomes.filter((o) => o.status === 'claimed')).toHaveLength(1);
      const winner = outcomes.find((o) => o.status === 'claimed')?.refund;
      for (const o of outcomes) expect(o.refund).toEqual(winner);
      expect(await repos.refunds.byOrder('o1')).toEqual([winner]);
    });

    it('moves a refund forward only: a late or repeated report changes nothing', async () => {
      const { repos } = await harness.open();
      await repos.refunds.claim(refund('o1:F1'));
      await repos.refunds.claim(refund('o1:F2', { createdAt: NOW + 1, updatedAt: NOW + 1 }));
      expect(
        await repos.refunds.advance('o1:F1', {
          status: 'pending',
          providerRefundId: 'rfnd_1',
          at: NOW + 5,
        }),
      ).toEqual(
        refund('o1:F1', { status: 'pending', providerRefundId: 'rfnd_1', updatedAt: NOW + 5 }),
      );
      const processed = refund('o1:F1', {
        status: 'processed',
        providerRefundId: 'rfnd_1',
        updatedAt: NOW + 6,
      });
      expect(
        await repos.refunds.advance('o1:F1', {
          status: 'processed',
          providerRefundId: 'rfnd_1',
          at: NOW + 6,
        }),
      ).toEqual(processed);
      expect(
        await repos.refunds.advance('o1:F1', {
          status: 'failed',
          providerRefundId: 'rfnd_1',
          at: NOW + 7,
          failureReason: 'late',
        }),
      ).toEqual(processed);
      expect(
        await repos.refunds.advance('o1:F1', {
          status: 'pending',
          providerRefundId: 'rfnd_1',
          at: NOW + 8,
        }),
      ).toEqual(processed);
      expect(await repos.refunds.byProviderRefundId('rfnd_1')).toEqual(processed);
      expect(
        await repos.refunds.advance('o1:F2', {
          status: 'failed',
          providerRefundId: null,
          at: NOW + 9,
          failureReason: 'Bank refused',
        }),
      ).toEqual(
        refund('o1:F2', {
          status: 'failed',
          failureReason: 'Bank refused',
          createdAt: NOW + 1,
          updatedAt: NOW + 9,
        }),
      );
      expect(
        await repos.refunds.advance('o9:F1', {
          status: 'pending',
          providerRefundId: null,
          at: NOW,
        }),
      ).toBeNull();
      expect(await repos.refunds.byProviderRefundId('rfnd_404')).toBeNull();
      expect((await repos.refunds.byOrder('o1')).map((r) => r.id)).toEqual(['o1:F1', 'o1:F2']);
    });

    it('answers claimed refunds soonest due first, at most the limit, and pushes a failed ask back', async () => {
      const { repos } = await harness.open();
      await repos.refunds.claim(refund('o1:F1', { nextAskAt: NOW + 300 }));
      await repos.refunds.claim(refund('o2:F1', { nextAskAt: NOW + 100 }));
      await repos.refunds.claim(refund('o3:F1', { nextAskAt: NOW + 200 }));
      await repos.refunds.claim(refund('o4:F1', { nextAskAt: NOW }));
      await repos.refunds.advance('o4:F1', { status: 'pending', providerRefundId: null, at: NOW });
      const due = async (before: number, limit: number) =>
        (await repos.refunds.claimedDueBefore(before, limit)).map((r) => r.id);
      expect(await due(NOW + 200, 10)).toEqual(['o2:F1']);
      expect(await due(NOW + 1000, 2)).toEqual(['o2:F1', 'o3:F1']);
      const failure = {
        failedAsks: 0,
        at: NOW + 400,
        message: 'The amount is more than is left to refund',
        nextAskAt: NOW + 700,
      };
      const pushedBack = refund('o2:F1', {
        failedAsks: 1,
        lastAskError: 'The amount is more than is left to refund',
        nextAskAt: NOW + 700,
        updatedAt: NOW + 400,
      });
      expect(await repos.refunds.askFailed('o2:F1', failure)).toEqual(pushedBack);
      // The same failure reported twice (two sweeps asked at once) is recorded once.
      expect(
        await repos.refunds.askFailed('o2:F1', { ...failure, at: NOW + 401, nextAskAt: NOW + 9 }),
      ).toEqual(pushedBack);
      expect(await due(NOW + 1000, 10)).toEqual(['o3:F1', 'o1:F1', 'o2:F1']);
      expect(await due(NOW + 700, 10)).toEqual(['o3:F1', 'o1:F1']);
      expect((await repos.refunds.askFailed('o4:F1', failure))?.failedAsks).toBe(0);
      expect(await repos.refunds.askFailed('o9:F1', failure)).toBeNull();
      await expect(repos.refunds.claimedDueBefore(NOW, 0)).rejects.toThrow(RangeError);
    });

    it('records one of 10 concurrent reports of the same failed ask', async () => {
      const { repos } = await harness.open();
      await repos.refunds.claim(refund('o1:F1'));
      await concurrently(10, (i) =>
        repos.refunds.askFailed('o1:F1', {
          failedAsks: 0,
          at: NOW + i,
          message: `timed out ${i}`,
          nextAskAt: NOW + 600_000,
        }),
      );
      expect(await repos.refunds.byId('o1:F1')).toMatchObject({
        failedAsks: 1,
        nextAskAt: NOW + 600_000,
      });
    });

    it('refuses one gateway refund id for two refunds', async () => {
      const { repos } = await harness.open();
      await repos.refunds.claim(refund('o1:F1'));
      await repos.refunds.claim(refund('o2:F1'));
      await repos.refunds.advance('o1:F1', {
        status: 'pending',
        providerRefundId: 'rfnd_1',
        at: NOW,
      });
      await expect(
        repos.refunds.advance('o2:F1', { status: 'pending', providerRefundId: 'rfnd_1', at: NOW }),
      ).rejects.toThrow();
      expect((await repos.refunds.byId('o2:F1'))?.status).toBe('claimed');
    });
  });
}
