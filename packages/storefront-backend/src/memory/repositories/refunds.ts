import type { RefundRecord, RefundsRepository } from '../../ports/storage/refunds.js';
import { refundMayAdvance } from '../../storage/refund-progress.js';
import { copy } from '../copy.js';
import type { Run } from '../draft.js';
import { compareText, oldestFirst } from '../paging.js';

/** Refunds in the memory adapter. */
export function memoryRefunds(run: Run): RefundsRepository {
  const find = (rows: ReadonlyMap<string, RefundRecord>, providerRefundId: string) =>
    [...rows.values()].find((row) => row.providerRefundId === providerRefundId) ?? null;
  return {
    claim: (refund) =>
      run((draft) => {
        const existing = draft.read('refunds').get(refund.id);
        if (existing) return { status: 'exists' as const, refund: copy(existing) };
        if (refund.status !== 'claimed') throw new Error(`A refund is claimed first: ${refund.id}`);
        draft.write('refunds').set(refund.id, copy(refund));
        return { status: 'claimed' as const, refund: copy(refund) };
      }),
    advance: (id, update) =>
      run((draft) => {
        const row = draft.read('refunds').get(id);
        if (!row) return null;
        if (!refundMayAdvance(row.status, update.status)) return copy(row);
        const other =
          update.providerRefundId === null
            ? null
            : find(draft.read('refunds'), update.providerRefundId);
        if (other && other.id !== id) {
          throw new Error(
            `Provider refund ${update.providerRefundId} belongs to refund ${other.id}`,
          );
        }
        const advanced: RefundRecord = {
          ...row,
          status: update.status,
          providerRefundId: update.providerRefundId ?? row.providerRefundId,
          failureReason: update.failureReason ?? row.failureReason,
          updatedAt: update.at,
        };
        draft.write('refunds').set(id, advanced);
        return copy(advanced);
      }),
    askFailed: (id, failure) =>
      run((draft) => {
        const row = draft.read('refunds').get(id);
        if (!row) return null;
        if (row.status !== 'claimed' || row.failedAsks !== failure.failedAsks) return copy(row);
        const noted: RefundRecord = {
          ...row,
          failedAsks: row.failedAsks + 1,
          lastAskError: failure.message,
          nextAskAt: failure.nextAskAt,
          updatedAt: failure.at,
        };
        draft.write('refunds').set(id, noted);
        return copy(noted);
      }),
    byId: (id) => run((draft) => copy(draft.read('refunds').get(id) ?? null)),
    byProviderRefundId: (providerRefundId) =>
      run((draft) => copy(find(draft.read('refunds'), providerRefundId))),
    byOrder: (orderId) =>
      run((draft) =>
        copy(
          [...draft.read('refunds').values()]
            .filter((row) => row.orderId === orderId)
            .sort(oldestFirst),
        ),
      ),
    claimedDueBefore: (dueBefore, limit) =>
      run((draft) => {
        if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
          throw new RangeError(`At most 1 to 1000 refunds: ${limit}`);
        }
        return copy(
          [...draft.read('refunds').values()]
            .filter((row) => row.status === 'claimed' && row.nextAskAt < dueBefore)
            .sort((a, b) => a.nextAskAt - b.nextAskAt || compareText(a.id, b.id))
            .slice(0, limit),
        );
      }),
  };
}
