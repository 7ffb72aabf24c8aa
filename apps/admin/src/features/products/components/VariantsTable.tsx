import { useState, type FormEvent } from 'react';
import { columnHelper, DataTable } from '@/components/DataTable';
import { SaveBar } from '@/components/SaveBar';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { formatRupees } from '@/lib/money';
import type { Product, Variant } from '../api/products';
import { useUpdateVariant } from '../api/save';
import { readPriceDraft } from '../priceFields';
import { draftOf } from './draft';
import { PriceInputs } from './PriceInputs';

function EditVariant({ variant }: { variant: Variant }) {
  const save = useUpdateVariant();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(() => draftOf(variant));
  const [problems, setProblems] = useState<ReturnType<typeof readPriceDraft>['problems']>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readPriceDraft(draft);
    setProblems(read.problems);
    if (read.fields) {
      save.mutate(
        { productId: variant.productId, id: variant.id, ...read.fields },
        { onSuccess: () => setOpen(false) },
      );
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Edit {variant.title}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Variant {variant.title}</DialogTitle>
          <DialogDescription>Shoppers see a saved change within 2 seconds.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={submit} noValidate>
          <PriceInputs
            draft={draft}
            problems={problems}
            onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
          />
          <SaveBar label="Save variant" pending={save.isPending} error={save.error} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

const col = columnHelper<Variant>();
const columns = col.columns([
  col.accessor('title', { header: 'Variant' }),
  col.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => (getValue() === 'ENABLED' ? 'On sale' : 'Hidden'),
  }),
  col.accessor('price', { header: 'Price', cell: ({ getValue }) => formatRupees(getValue()) }),
  col.accessor('listingPrice', {
    header: 'MRP',
    cell: ({ getValue }) => (getValue() == null ? '—' : formatRupees(getValue() ?? 0)),
  }),
  col.accessor('sku', { header: 'SKU', cell: ({ getValue }) => getValue() ?? '—' }),
  col.display({
    id: 'edit',
    header: 'Change',
    cell: ({ row }) => <EditVariant key={row.original.id} variant={row.original} />,
  }),
]);

/**
 * A product's variants, each with its own edit dialog.
 *
 * @example
 * <VariantsTable product={product} />
 */
export function VariantsTable({ product }: { product: Product }) {
  if (!product.variants.length) return null;
  return (
    <DataTable
      caption="Variants"
      data={product.variants}
      columns={columns}
      rowId={(v) => v.id}
      empty="No variants."
    />
  );
}
