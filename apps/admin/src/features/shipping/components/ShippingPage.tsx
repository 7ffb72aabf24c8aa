import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { columnHelper, DataTable } from '@/components/DataTable';
import { Field } from '@/components/Field';
import { LoadFailed, Loading } from '@/components/LoadFailed';
import { PageHeader } from '@/components/PageHeader';
import { Pager } from '@/components/Pager';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCursorPages } from '@/components/useCursorPages';
import { handleError } from '@/lib/errors';
import { formatRupees } from '@/lib/money';
import {
  PINS_PAGE_SIZE,
  pinCodesQuery,
  tiersQuery,
  useShippingMutations,
  type PinCode,
  tierLabel,
  tierRange,
  type ShippingTier,
} from '../api/shipping';
import { PinCodeDialog } from './PinCodeDialog';
import { TierDialog } from './TierDialog';

function DeleteTier({ tier }: { tier: ShippingTier }) {
  const { deleteTier } = useShippingMutations();
  return (
    <Button
      size="sm"
      variant="ghost"
      disabled={deleteTier.isPending}
      onClick={() => deleteTier.mutate(tier.id, { onError: handleError })}
      aria-label={`Delete tier ${tierLabel(tier)}`}
    >
      Delete tier
    </Button>
  );
}

function DeletePin({ pin }: { pin: PinCode }) {
  const { deletePin } = useShippingMutations();
  return (
    <Button
      size="sm"
      variant="ghost"
      disabled={deletePin.isPending}
      onClick={() => deletePin.mutate(pin.id, { onError: handleError })}
    >
      Delete {pin.id}
    </Button>
  );
}

const tierCol = columnHelper<ShippingTier>();
const tierColumns = tierCol.columns([
  tierCol.accessor('paymentType', { header: 'Payment type' }),
  tierCol.display({
    id: 'range',
    header: 'Order total',
    cell: ({ row }) => tierRange(row.original),
  }),
  tierCol.accessor('amount', {
    header: 'Shipping',
    cell: ({ getValue }) => (getValue() === 0 ? 'Free' : formatRupees(getValue())),
  }),
  tierCol.accessor('type', {
    header: 'Kind',
    cell: ({ row }) =>
      row.original.type === 'COUPON'
        ? `With coupons ${row.original.coupons.join(', ')}`
        : 'Everyone',
  }),
  tierCol.display({
    id: 'edit',
    header: 'Change',
    cell: ({ row }) => (
      <span className="flex gap-1">
        <TierDialog tier={row.original} />
        <DeleteTier tier={row.original} />
      </span>
    ),
  }),
]);

const pinCol = columnHelper<PinCode>();
const pinColumns = pinCol.columns([
  pinCol.accessor('id', { header: 'Pin code' }),
  pinCol.display({
    id: 'place',
    header: 'Place',
    cell: ({ row }) => [row.original.city, row.original.state].filter(Boolean).join(', ') || '—',
  }),
  pinCol.accessor('cod', { header: 'COD', cell: ({ getValue }) => (getValue() ? 'Yes' : 'No') }),
  pinCol.accessor('prepaid', {
    header: 'Prepaid',
    cell: ({ getValue }) => (getValue() ? 'Yes' : 'No'),
  }),
  pinCol.accessor('codMaxAmount', {
    header: 'Largest COD order',
    cell: ({ getValue }) => (getValue() == null ? 'No limit' : formatRupees(getValue() ?? 0)),
  }),
  pinCol.display({
    id: 'edit',
    header: 'Change',
    cell: ({ row }) => (
      <span className="flex gap-1">
        <PinCodeDialog pin={row.original} />
        <DeletePin pin={row.original} />
      </span>
    ),
  }),
]);

function Tiers() {
  const query = useQuery(tiersQuery());
  if (query.isPending) return <Loading what="shipping tiers" />;
  if (query.isError) return <LoadFailed error={query.error} retry={() => void query.refetch()} />;
  return (
    <div className="grid gap-2">
      <div>
        <TierDialog />
      </div>
      <DataTable
        caption="Shipping tiers"
        captionHidden
        data={query.data}
        columns={tierColumns}
        rowId={(t) => t.id}
        empty="No tiers: shipping is free."
      />
    </div>
  );
}

function PinCodes() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const pages = useCursorPages(search);
  const query = useQuery(pinCodesQuery(search, pages.after));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
  };
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <form
          role="search"
          aria-label="Find pin codes"
          onSubmit={submit}
          className="flex items-end gap-2"
        >
          <Field label="Pin code, city or state">
            {(props) => (
              <Input
                {...props}
                type="search"
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" variant="outline">
            Search
          </Button>
        </form>
        <PinCodeDialog />
      </div>
      {query.isPending ? (
        <Loading what="pin codes" />
      ) : query.isError ? (
        <LoadFailed error={query.error} retry={() => void query.refetch()} />
      ) : (
        <>
          <DataTable
            caption="Pin codes"
            captionHidden
            data={query.data.items}
            columns={pinColumns}
            rowId={(p) => p.id}
            empty="No pin codes match."
          />
          <Pager
            pages={pages}
            pageSize={PINS_PAGE_SIZE}
            shown={query.data.items.length}
            total={query.data.total}
            hasNextPage={query.data.pageInfo.hasNextPage}
            endCursor={query.data.pageInfo.endCursor}
            label="Pin codes"
          />
        </>
      )}
    </div>
  );
}

/**
 * Shipping tiers and the pin codes served, with their COD rules, on two tabs.
 *
 * @example
 * <Route path="catalogue/shipping" element={<ShippingPage />} />
 */
export function ShippingPage() {
  return (
    <>
      <PageHeader title="Shipping and pin codes" />
      <Tabs defaultValue="tiers">
        <TabsList>
          <TabsTrigger value="tiers">Shipping tiers</TabsTrigger>
          <TabsTrigger value="pins">Pin codes</TabsTrigger>
        </TabsList>
        <TabsContent value="tiers">
          <Tiers />
        </TabsContent>
        <TabsContent value="pins">
          <PinCodes />
        </TabsContent>
      </Tabs>
    </>
  );
}
