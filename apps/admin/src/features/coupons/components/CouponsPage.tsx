import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { columnHelper, DataTable } from '@/components/DataTable';
import { Field } from '@/components/Field';
import { LoadFailed, Loading } from '@/components/LoadFailed';
import { PageHeader } from '@/components/PageHeader';
import { Pager } from '@/components/Pager';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCursorPages } from '@/components/useCursorPages';
import { formatDay } from '@/lib/dates';
import { handleError } from '@/lib/errors';
import { formatRupees } from '@/lib/money';
import { COUPONS_PAGE_SIZE, couponsQuery, useArchiveCoupon, type Coupon } from '../api/coupons';
import { CouponDialog } from './CouponDialog';

function value(coupon: Coupon): string {
  if (coupon.getYPercentage != null) return `${coupon.getYPercentage}% off`;
  if (coupon.couponType === 'BUY_X_GET_Y')
    return `Buy ${coupon.buyXQuantity ?? '?'}, get ${coupon.getYQuantity ?? '?'}`;
  if (coupon.getYAmount != null) return formatRupees(coupon.getYAmount);
  return coupon.couponType.toLowerCase();
}

function ArchiveButton({ coupon }: { coupon: Coupon }) {
  const archive = useArchiveCoupon();
  if (coupon.isArchive) return <span className="text-muted-foreground">Archived</span>;
  return (
    <Button
      size="sm"
      variant="ghost"
      disabled={archive.isPending}
      onClick={() => archive.mutate(coupon.id, { onError: handleError })}
    >
      Archive {coupon.code}
    </Button>
  );
}

const col = columnHelper<Coupon>();
const columns = col.columns([
  col.accessor('code', {
    header: 'Code',
    cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
  }),
  col.display({ id: 'value', header: 'Gives', cell: ({ row }) => value(row.original) }),
  col.accessor('minOrderValue', {
    header: 'Least order',
    cell: ({ getValue }) => (getValue() == null ? '—' : formatRupees(getValue() ?? 0)),
  }),
  col.display({
    id: 'usage',
    header: 'Used',
    cell: ({ row }) =>
      `${row.original.usageCount}${row.original.maxAllowedUsage != null ? ` of ${row.original.maxAllowedUsage}` : ''}`,
  }),
  col.accessor('expirationDate', {
    header: 'Ends',
    cell: ({ getValue }) => (getValue() ? formatDay(getValue() ?? '') : 'Never'),
  }),
  col.display({
    id: 'actions',
    header: 'Change',
    cell: ({ row }) => (
      <span className="flex gap-1">
        <CouponDialog coupon={row.original} />
        <ArchiveButton coupon={row.original} />
      </span>
    ),
  }),
]);

/**
 * Coupons with their usage (orders that used each, at most its limit), paged on the server.
 *
 * @example
 * <Route path="catalogue/coupons" element={<CouponsPage />} />
 */
export function CouponsPage() {
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState<{ search?: string; includeArchived: boolean }>({
    includeArchived: false,
  });
  const pages = useCursorPages(JSON.stringify(filter));
  const query = useQuery(couponsQuery(filter, pages.after));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilter({
      ...(draft.trim() ? { search: draft.trim() } : {}),
      includeArchived: filter.includeArchived,
    });
  };
  return (
    <>
      <PageHeader
        title="Coupons"
        description="What each gives, how often it was used, and until when."
        actions={<CouponDialog />}
      />
      <form
        role="search"
        aria-label="Find coupons"
        onSubmit={submit}
        className="mb-3 flex flex-wrap items-end gap-3"
      >
        <Field label="Code or name">
          {(props) => (
            <Input
              {...props}
              type="search"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
          )}
        </Field>
        <div className="flex h-9 items-center gap-2">
          <Checkbox
            id="archived-too"
            checked={filter.includeArchived}
            onCheckedChange={(c) => setFilter({ ...filter, includeArchived: c === true })}
          />
          <Label htmlFor="archived-too">Archived too</Label>
        </div>
        <Button type="submit" variant="outline">
          Search
        </Button>
      </form>
      {query.isPending ? (
        <Loading what="coupons" />
      ) : query.isError ? (
        <LoadFailed error={query.error} retry={() => void query.refetch()} />
      ) : (
        <>
          <DataTable
            caption="Coupons"
            captionHidden
            data={query.data.items}
            columns={columns}
            rowId={(c) => c.id}
            empty="No coupons match."
          />
          <Pager
            pages={pages}
            pageSize={COUPONS_PAGE_SIZE}
            shown={query.data.items.length}
            total={query.data.total}
            hasNextPage={query.data.pageInfo.hasNextPage}
            endCursor={query.data.pageInfo.endCursor}
            label="Coupons"
          />
        </>
      )}
    </>
  );
}
