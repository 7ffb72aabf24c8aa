import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/money';
import type { CursorPages } from './useCursorPages';

/**
 * Previous / Next under a server-paged list, with where the staff member is ("51–100 of 1,234").
 *
 * @example
 * <Pager pages={pages} pageSize={50} shown={items.length} total={data.total} hasNextPage={…} endCursor={…} label="Orders" />
 */
export function Pager({
  pages,
  pageSize,
  shown,
  total,
  hasNextPage,
  endCursor,
  label,
}: {
  pages: CursorPages;
  pageSize: number;
  shown: number;
  total?: number | undefined;
  hasNextPage: boolean;
  endCursor: string | null | undefined;
  label: string;
}) {
  const first = pages.index * pageSize + (shown ? 1 : 0);
  const last = pages.index * pageSize + shown;
  return (
    <nav
      aria-label={`${label} pages`}
      className="flex flex-wrap items-center justify-between gap-2 py-3 print:hidden"
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {shown ? `${formatCount(first)}–${formatCount(last)}` : 'None'}
        {total !== undefined ? ` of ${formatCount(total)}` : ''}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={pages.index === 0} onClick={pages.previous}>
          Previous page
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!hasNextPage}
          onClick={() => pages.next(endCursor)}
        >
          Next page
        </Button>
      </div>
    </nav>
  );
}
