import type { CatalogueSeed } from '../../ports/storage/catalogue.js';
import type {
  StockAdjustment,
  StockCountOutcome,
  StockLedgerRecord,
  StockLedgerRepository,
  StockLevelFilter,
  StockLevelRecord,
} from '../../ports/storage/stock-ledger.js';
import { wholeNumber } from '../../storage/checks.js';
import { assertNew } from '../checks.js';
import { copy } from '../copy.js';
import type { Draft, Run } from '../draft.js';
import { compareText } from '../paging.js';
import type { StockRow } from '../tables.js';
import { productsOf } from './catalogue.js';

/** A key's product and variant (the key is `productId` or `productId:variantId`). */
const partsOf = (key: string): readonly [string, string | null] => {
  const at = key.indexOf(':');
  return at < 0 ? [key, null] : [key.slice(0, at), key.slice(at + 1)];
};

/** What the levels list knows of a product: its title and SKU, and its variants'. */
interface Titles {
  readonly title: string | null;
  readonly sku: string | null;
  readonly variants: ReadonlyMap<string, { title: string | null; sku: string | null }>;
}

function titlesOf(seed: CatalogueSeed, draft: Draft): ReadonlyMap<string, Titles> {
  return new Map(
    productsOf(seed, draft).map((product) => [
      product.id,
      {
        title: product.title ?? null,
        sku: product.sku ?? null,
        variants: new Map(
          (product.variants ?? []).map((v) => [
            v.id,
            { title: v.title ?? null, sku: v.sku ?? null },
          ]),
        ),
      },
    ]),
  );
}

function levelOf(key: string, row: StockRow, titles: ReadonlyMap<string, Titles>) {
  const [productId, variantId] = partsOf(key);
  const product = titles.get(productId);
  const variant = variantId === null ? undefined : product?.variants.get(variantId);
  const level: StockLevelRecord = {
    key,
    productId,
    variantId,
    productTitle: product?.title ?? null,
    variantTitle: variant?.title ?? null,
    tracked: row.tracked,
    onHand: row.onHand,
    reserved: row.reserved,
    held: row.held,
  };
  const words = [key, product?.title, product?.sku, variant?.title, variant?.sku];
  return { level, words };
}

/** Whether a level passes the filter (the SQL adapter's WHERE, in JS). */
function matches(
  filter: StockLevelFilter,
  level: StockLevelRecord,
  words: readonly (string | null | undefined)[],
): boolean {
  const search = filter.search?.toLowerCase();
  const found = !search || words.some((word) => word?.toLowerCase().includes(search) === true);
  const atMost = filter.availableAtMost;
  return (
    found && (atMost === undefined || (level.tracked && level.onHand - level.reserved <= atMost))
  );
}

const newestFirst = (a: StockLedgerRecord, b: StockLedgerRecord): number =>
  b.at - a.at || compareText(b.id, a.id);

/** Appends an entry for a tracked key at its current level (none for other keys). */
function append(draft: Draft, change: StockAdjustment): void {
  const row = draft.read('stock').get(change.key);
  if (!row?.tracked) return;
  assertNew(draft.read('stockLedger'), change.id, 'stock ledger entry id');
  draft.write('stockLedger').set(change.id, copy({ ...change, onHandAfter: row.onHand }));
}

/**
 * The stock ledger in the memory adapter (titles from the catalogue as the draft sees it).
 *
 * @example
 * const stockLedger = memoryStockLedger(seed, run);
 */
export function memoryStockLedger(seed: CatalogueSeed, run: Run): StockLedgerRepository {
  return {
    adjust: (change) =>
      run((draft) => {
        wholeNumber(Math.abs(change.delta), 'An adjustment', 1);
        const row = draft.read('stock').get(change.key);
        if (!row) return { status: 'unknown-key' as const };
        // The key's level as it stands when called (after the write, once made).
        const level = () =>
          levelOf(change.key, draft.read('stock').get(change.key) ?? row, titlesOf(seed, draft))
            .level;
        if (!row.tracked) return { status: 'untracked' as const, level: level() };
        if (row.onHand + change.delta < row.reserved) {
          return { status: 'below-reserved' as const, level: level() };
        }
        draft.write('stock').set(change.key, { ...row, onHand: row.onHand + change.delta });
        append(draft, change);
        const entry = draft.read('stockLedger').get(change.id);
        if (!entry) throw new Error(`Stock ledger entry ${change.id} was not written`);
        return { status: 'adjusted' as const, level: level(), entry: copy(entry) };
      }),
    count: (count) =>
      run((draft): StockCountOutcome => {
        wholeNumber(count.onHand, 'A count', 0);
        const row = draft.read('stock').get(count.key);
        if (!row) return { status: 'unknown-key' };
        const level = () =>
          levelOf(count.key, draft.read('stock').get(count.key) ?? row, titlesOf(seed, draft))
            .level;
        const before = level();
        if (!row.tracked) return { status: 'untracked', level: before };
        if (count.onHand < row.reserved) return { status: 'below-reserved', level: before };
        if (count.onHand === row.onHand) {
          return { status: 'counted', before, level: before, entry: null };
        }
        const { onHand, ...change } = count;
        draft.write('stock').set(count.key, { ...row, onHand });
        append(draft, { ...change, delta: onHand - row.onHand });
        const entry = draft.read('stockLedger').get(count.id);
        if (!entry) throw new Error(`Stock ledger entry ${count.id} was not written`);
        return { status: 'counted', before, level: level(), entry: copy(entry) };
      }),
    record: (changes) =>
      run((draft) => {
        for (const change of changes) append(draft, change);
      }),
    levels: (filter, { limit, after }) =>
      run((draft) => {
        wholeNumber(limit, 'A page limit', 1);
        const titles = titlesOf(seed, draft);
        const rows = [...draft.read('stock')]
          .map(([key, row]) => levelOf(key, row, titles))
          .filter(({ level, words }) => matches(filter, level, words))
          .map(({ level }) => level)
          .sort((a, b) => compareText(a.key, b.key));
        const rest =
          after === null ? rows : rows.filter((level) => compareText(level.key, after) > 0);
        const items = rest.slice(0, limit);
        return {
          items: copy(items),
          next: rest.length > limit ? (items.at(-1)?.key ?? null) : null,
          total: rows.length,
        };
      }),
    entries: (key, { limit, after }) =>
      run((draft) => {
        wholeNumber(limit, 'A page limit', 1);
        const rows = [...draft.read('stockLedger').values()]
          .filter((entry) => entry.key === key)
          .sort(newestFirst);
        const rest = rows.filter(
          (entry) =>
            after === null ||
            entry.at < after.at ||
            (entry.at === after.at && compareText(entry.id, after.id) < 0),
        );
        const items = rest.slice(0, limit);
        const last = items.at(-1);
        return {
          items: copy(items),
          next: rest.length > limit && last ? { at: last.at, id: last.id } : null,
          total: rows.length,
        };
      }),
  };
}
