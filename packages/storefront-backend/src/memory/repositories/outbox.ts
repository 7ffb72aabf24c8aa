import type { OutboxRecord, OutboxRepository } from '../../ports/storage/outbox.js';
import { wholeNumber } from '../../storage/checks.js';
import { copy } from '../copy.js';
import { assertNew } from '../checks.js';
import type { Draft, Run } from '../draft.js';
import { compareText } from '../paging.js';

const oldestFirst = (a: OutboxRecord, b: OutboxRecord): number =>
  a.availableAt - b.availableAt || compareText(a.id, b.id);

const update = (draft: Draft, row: OutboxRecord, changes: Partial<OutboxRecord>) =>
  draft.write('outbox').set(row.id, { ...row, ...changes });

/** The outbox in the memory adapter (the mutex plays `FOR UPDATE SKIP LOCKED`). */
export function memoryOutbox(run: Run): OutboxRepository {
  return {
    enqueue: (message) =>
      run((draft) => {
        const rows = draft.read('outbox');
        if ([...rows.values()].some((row) => row.dedupeKey === message.dedupeKey)) return false;
        assertNew(rows, message.id, 'outbox message id');
        draft.write('outbox').set(message.id, {
          ...copy(message),
          status: 'pending',
          attempts: 0,
          claimToken: null,
          leaseUntil: null,
          sentAt: null,
          providerMessageId: null,
          lastError: null,
        });
        return true;
      }),
    claim: ({ now, leaseMs, limit, token }) =>
      run((draft) => {
        wholeNumber(limit, 'A claim limit', 1);
        wholeNumber(leaseMs, 'A lease', 1);
        const lapsed = (row: OutboxRecord) => row.leaseUntil !== null && row.leaseUntil <= now;
        for (const row of draft.read('outbox').values()) {
          if (row.status === 'sending' && lapsed(row)) {
            update(draft, row, {
              status: 'unconfirmed',
              claimToken: null,
              leaseUntil: null,
              lastError: 'The dispatcher stopped while the provider was being called',
            });
          }
        }
        const due = [...draft.read('outbox').values()]
          .filter(
            (row) =>
              (row.status === 'pending' && row.availableAt <= now) ||
              (row.status === 'claimed' && lapsed(row)),
          )
          .sort(oldestFirst)
          .slice(0, limit)
          .map((row) => ({
            ...row,
            status: 'claimed' as const,
            claimToken: token,
            leaseUntil: now + leaseMs,
          }));
        for (const row of due) draft.write('outbox').set(row.id, row);
        return copy(due);
      }),
    markSending: (id, token, now) =>
      run((draft) => {
        const row = draft.read('outbox').get(id);
        if (!row || row.status !== 'claimed' || row.claimToken !== token) return false;
        if (row.leaseUntil === null || row.leaseUntil <= now) return false;
        update(draft, row, { status: 'sending', attempts: row.attempts + 1 });
        return true;
      }),
    settle: (id, token, settlement) =>
      run((draft) => {
        const row = draft.read('outbox').get(id);
        if (!row || row.claimToken !== token) return false;
        if (row.status !== 'claimed' && row.status !== 'sending') return false;
        const released = { claimToken: null, leaseUntil: null };
        switch (settlement.status) {
          case 'sent':
            update(draft, row, {
              ...released,
              status: 'sent',
              sentAt: settlement.at,
              providerMessageId: settlement.providerMessageId,
              lastError: null,
            });
            break;
          case 'retry':
            update(draft, row, {
              ...released,
              status: 'pending',
              availableAt: settlement.at,
              lastError: settlement.error,
            });
            break;
          default:
            update(draft, row, {
              ...released,
              status: settlement.status,
              lastError: settlement.error,
            });
        }
        return true;
      }),
    byId: (id) => run((draft) => copy(draft.read('outbox').get(id) ?? null)),
    list: (orderId, limit) =>
      run((draft) => {
        wholeNumber(limit, 'A list limit', 1);
        return copy(
          [...draft.read('outbox').values()]
            .filter((row) => orderId === null || row.orderId === orderId)
            .sort((a, b) => a.createdAt - b.createdAt || compareText(a.id, b.id))
            .slice(0, limit),
        );
      }),
  };
}
