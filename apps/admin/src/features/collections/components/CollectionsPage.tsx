import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { columnHelper, DataTable } from '@/components/DataTable';
import { Field } from '@/components/Field';
import { LoadFailed, Loading } from '@/components/LoadFailed';
import { PageHeader } from '@/components/PageHeader';
import { SaveBar } from '@/components/SaveBar';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { asText, readWhole } from '@/lib/forms';
import { collectionsQuery, useUpsertCollection, type Collection } from '../api/collections';

function CollectionDialog({ collection }: { collection?: Collection }) {
  const save = useUpsertCollection();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState({
    slug: collection?.slug ?? '',
    name: collection?.name ?? '',
    title: collection?.title ?? '',
    priority: asText(collection?.priority),
    isArchive: collection?.isArchive ?? false,
  });
  const [problems, setProblems] = useState<{ slug?: string; name?: string; priority?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const priority = readWhole(draft.priority, { required: false, min: 0 });
    const found: typeof problems = {};
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(draft.slug.trim()))
      found.slug = 'Use lowercase letters, digits and hyphens.';
    if (!draft.name.trim()) found.name = 'Enter a name.';
    if (!priority.ok) found.priority = priority.message;
    setProblems(found);
    if (Object.keys(found).length || !priority.ok) return;
    save.mutate(
      {
        ...(collection ? { id: collection.id } : {}),
        slug: draft.slug.trim(),
        name: draft.name.trim(),
        ...(draft.title.trim() ? { title: draft.title.trim() } : {}),
        ...(priority.value !== null ? { priority: priority.value } : {}),
        isArchive: draft.isArchive,
      },
      { onSuccess: () => setOpen(false) },
    );
  };
  const name = collection ? `Edit ${collection.name}` : 'New collection';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size={collection ? 'sm' : 'default'} variant={collection ? 'outline' : 'default'}>
          {name}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{name}</DialogTitle>
          <DialogDescription>
            Collections group products on the storefront (its menus and listings).
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={submit} noValidate>
          <Field label="Name" error={problems.name}>
            {(props) => (
              <Input
                {...props}
                value={draft.name}
                onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              />
            )}
          </Field>
          <Field label="Address (slug)" error={problems.slug}>
            {(props) => (
              <Input
                {...props}
                value={draft.slug}
                onChange={(e) => setDraft({ ...draft, slug: e.target.value })}
              />
            )}
          </Field>
          <Field label="Page title (optional)">
            {(props) => (
              <Input
                {...props}
                value={draft.title}
                onChange={(e) => setDraft({ ...draft, title: e.target.value })}
              />
            )}
          </Field>
          <Field label="Priority (optional)" hint="Lower comes first." error={problems.priority}>
            {(props) => (
              <Input
                {...props}
                inputMode="numeric"
                value={draft.priority}
                onChange={(e) => setDraft({ ...draft, priority: e.target.value })}
              />
            )}
          </Field>
          <div className="flex items-center gap-2">
            <Checkbox
              id="archived"
              checked={draft.isArchive}
              onCheckedChange={(c) => setDraft({ ...draft, isArchive: c === true })}
            />
            <Label htmlFor="archived">Archived (hidden from shoppers)</Label>
          </div>
          <SaveBar label="Save collection" pending={save.isPending} error={save.error} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

const col = columnHelper<Collection>();
const columns = col.columns([
  col.accessor('name', { header: 'Collection' }),
  col.accessor('slug', { header: 'Slug' }),
  col.accessor('productCount', { header: 'Products' }),
  col.accessor('isArchive', {
    header: 'Shown',
    cell: ({ getValue }) => (getValue() ? 'Archived' : 'Shown'),
  }),
  col.display({
    id: 'edit',
    header: 'Change',
    cell: ({ row }) => <CollectionDialog collection={row.original} />,
  }),
]);

/**
 * Collections: every one with its product count, each editable; a new one from the header.
 *
 * @example
 * <Route path="catalogue/collections" element={<CollectionsPage />} />
 */
export function CollectionsPage() {
  const query = useQuery(collectionsQuery());
  return (
    <>
      <PageHeader title="Collections" actions={<CollectionDialog />} />
      {query.isPending ? (
        <Loading what="collections" />
      ) : query.isError ? (
        <LoadFailed error={query.error} retry={() => void query.refetch()} />
      ) : (
        <DataTable
          caption="Collections"
          captionHidden
          data={query.data}
          columns={columns}
          rowId={(c) => c.id}
          empty="No collections yet."
        />
      )}
    </>
  );
}
