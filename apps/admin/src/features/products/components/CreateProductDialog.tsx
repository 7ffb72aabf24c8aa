import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Field } from '@/components/Field';
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
import { Input } from '@/components/ui/input';
import { readRupees, readWhole } from '@/lib/forms';
import { useCreateProduct } from '../api/save';

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * A new product: title, address (slug), price and units on hand; it starts hidden, to be
 * finished on its page before it goes on sale.
 *
 * @example
 * <CreateProductDialog />
 */
export function CreateProductDialog() {
  const navigate = useNavigate();
  const create = useCreateProduct();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState({ title: '', slug: '', price: '', stock: '' });
  const [problems, setProblems] = useState<Partial<Record<keyof typeof draft, string>>>({});
  const set = (patch: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = readRupees(draft.price, { required: true });
    const stock = readWhole(draft.stock, { required: false, min: 0 });
    const slug = draft.slug.trim() || slugOf(draft.title);
    const found: typeof problems = {};
    if (!draft.title.trim()) found.title = 'Enter a title.';
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))
      found.slug = 'Use lowercase letters, digits and hyphens.';
    if (!price.ok) found.price = price.message;
    if (!stock.ok) found.stock = stock.message;
    setProblems(found);
    if (Object.keys(found).length || !price.ok || price.value === null || !stock.ok) return;
    create.mutate(
      {
        title: draft.title.trim(),
        slug,
        price: price.value,
        ...(stock.value !== null ? { initialStock: stock.value } : {}),
      },
      { onSuccess: (product) => void navigate(`/catalogue/products/${product.id}`) },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>New product</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New product</DialogTitle>
          <DialogDescription>
            It starts hidden from shoppers; enable it on its page when it is ready.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={submit} noValidate>
          <Field label="Title" error={problems.title}>
            {(props) => (
              <Input
                {...props}
                value={draft.title}
                onChange={(e) => set({ title: e.target.value })}
              />
            )}
          </Field>
          <Field
            label="Address (slug)"
            hint={`Empty: ${slugOf(draft.title) || 'made from the title'}`}
            error={problems.slug}
          >
            {(props) => (
              <Input
                {...props}
                value={draft.slug}
                onChange={(e) => set({ slug: e.target.value })}
              />
            )}
          </Field>
          <Field label="Price (₹)" error={problems.price}>
            {(props) => (
              <Input
                {...props}
                inputMode="decimal"
                value={draft.price}
                onChange={(e) => set({ price: e.target.value })}
              />
            )}
          </Field>
          <Field
            label="Units on hand (optional)"
            hint="Empty: stock is not tracked."
            error={problems.stock}
          >
            {(props) => (
              <Input
                {...props}
                inputMode="numeric"
                value={draft.stock}
                onChange={(e) => set({ stock: e.target.value })}
              />
            )}
          </Field>
          <SaveBar label="Create product" pending={create.isPending} error={create.error} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
