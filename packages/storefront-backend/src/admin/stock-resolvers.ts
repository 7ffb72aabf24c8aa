import type {
  AdminMutationResolvers,
  AdminQueryResolvers,
  StockLedgerEntry,
  StockLevel,
} from '@haat/storefront-api/admin-resolvers';
import { adjustStock } from '../inventory/adjust-stock.js';
import type { StockLedgerRecord, StockLevelRecord } from '../ports/storage/stock-ledger.js';
import { withStaffNames } from './actor-names.js';
import { adminError, isoOf, staffActor, type AdminContext } from './admin-context.js';
import { ACTOR_KINDS } from './audit-resolvers.js';
import { cursorParts, cursorText, pageSize } from './paging.js';

/**
 * A level as the contract's `StockLevel`: titled "Product — Variant" (the key when the catalogue
 * no longer has the product). An untracked key's counts never change, so its `available` is
 * what it was seeded with; `tracked: false` tells staff nothing limits its sales.
 *
 * @example
 * stockLevelOf(level); // { key: 'p1:v2', title: 'Serum — 30 ml', available: 7, … }
 */
export const stockLevelOf = (level: StockLevelRecord): StockLevel => ({
  key: level.key,
  productId: level.productId,
  variantId: level.variantId,
  title: [level.productTitle, level.variantTitle].filter((part) => part).join(' — ') || level.key,
  tracked: level.tracked,
  onHand: level.onHand,
  reserved: level.reserved,
  available: level.onHand - level.reserved,
});

const entryOf = (entry: StockLedgerRecord): StockLedgerEntry => ({
  id: entry.id,
  key: entry.key,
  delta: entry.delta,
  onHandAfter: entry.onHandAfter,
  reason: entry.reason,
  orderId: entry.orderId,
  note: entry.note,
  actor: { kind: ACTOR_KINDS[entry.actor.kind], id: entry.actor.id, name: null },
  at: isoOf(entry.at),
});

/**
 * The levels list's cursor: the last key of a page, in the admin lists' one cursor format
 * (`cursorText`, its time unused: levels are ordered by key alone).
 */
const levelCursor = (key: string): string => cursorText(0, key);

/**
 * `stockLevels` (by key; `search` in the key, title or SKU, `availableAtMost`) and
 * `stockLedger` (one key's changes of units on hand, newest first), each in pages of `first`
 * (1–200, default 50) after the cursor of the page before. Permissions are checked before these
 * run (`assertMay`: STOCK_READ).
 *
 * @example
 * await stockQueries.stockLevels({}, { filter: { availableAtMost: 5 }, first: 50 }, context, info);
 */
export const stockQueries = {
  stockLevels: async (_parent, { filter, first, after }, context) => {
    const limit = pageSize(first);
    const atMost = filter?.availableAtMost ?? undefined;
    if (atMost !== undefined && !Number.isSafeInteger(atMost)) {
      throw adminError('BAD_USER_INPUT', 'filter.availableAtMost must be a whole number.');
    }
    const page = await context.deps.storage.repos.stockLedger.levels(
      { search: filter?.search?.trim() || undefined, availableAtMost: atMost },
      { limit, after: after ? cursorParts(after)[1] : null },
    );
    return {
      items: page.items.map(stockLevelOf),
      pageInfo: {
        endCursor: page.next === null ? null : levelCursor(page.next),
        hasNextPage: page.next !== null,
      },
      total: page.total,
    };
  },
  stockLedger: async (_parent, { key, first, after }, context) => {
    const limit = pageSize(first);
    const cursor = after ? cursorParts(after) : null;
    const page = await context.deps.storage.repos.stockLedger.entries(key, {
      limit,
      after: cursor ? { at: cursor[0], id: cursor[1] } : null,
    });
    return {
      items: await withStaffNames(context, page.items.map(entryOf)),
      pageInfo: {
        endCursor: page.next ? cursorText(page.next.at, page.next.id) : null,
        hasNextPage: page.next !== null,
      },
      total: page.total,
    };
  },
} satisfies Pick<AdminQueryResolvers<AdminContext>, 'stockLevels' | 'stockLedger'>;

/**
 * `adjustStock` as the calling staff member (`adjustStock`: one transaction with its ledger and
 * audit entries, idempotent by `idempotencyKey`); a refusal is the contract's error
 * (NOT_FOUND for an unknown key, BAD_USER_INPUT naming the field or the units orders hold).
 *
 * @example
 * await stockMutations.adjustStock({}, { input: { key: 'p1', delta: 12, reason: 'RECEIVED',
 *   idempotencyKey } }, context, info);
 */
export const stockMutations = {
  adjustStock: async (_parent, { input }, context) => {
    const outcome = await adjustStock(context.deps, staffActor(context), {
      key: input.key,
      delta: input.delta,
      reason: input.reason,
      note: input.note,
      idempotencyKey: input.idempotencyKey,
    });
    if (!outcome.ok) throw adminError(outcome.code, outcome.message);
    return stockLevelOf(outcome.level);
  },
} satisfies Pick<AdminMutationResolvers<AdminContext>, 'adjustStock'>;
