import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Field } from '@/components/Field';
import { LoadFailed, Loading } from '@/components/LoadFailed';
import { PageHeader } from '@/components/PageHeader';
import { SaveBar } from '@/components/SaveBar';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { env } from '@/lib/env';
import { productQuery, type Product } from '../api/products';
import { useUpdateProduct } from '../api/save';
import { readPriceDraft } from '../priceFields';
import { readTaxDraft, taxDraftOf, type TaxDraft } from '../taxFields';
import { draftOf } from './draft';
import { ProductImages } from './ProductImages';
import { PriceInputs } from './PriceInputs';
import { TaxInputs } from './TaxInputs';
import { VariantsTable } from './VariantsTable';

function ProductForm({ product }: { product: Product }) {
  const save = useUpdateProduct();
  const [draft, setDraft] = useState(() => draftOf(product));
  const [description, setDescription] = useState(product.productDescription ?? '');
  const [oversell, setOversell] = useState(product.continueSellingOutOfStock);
  const [problems, setProblems] = useState<ReturnType<typeof readPriceDraft>['problems']>({});
  const [tax, setTax] = useState<TaxDraft>(() => taxDraftOf(product));
  const [taxProblems, setTaxProblems] = useState<ReturnType<typeof readTaxDraft>['problems']>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readPriceDraft(draft);
    const readTax = readTaxDraft(tax);
    setProblems(read.problems);
    setTaxProblems(readTax.problems);
    if (!read.fields || !readTax.fields) return;
    save.mutate({
      id: product.id,
      ...read.fields,
      ...readTax.fields,
      productDescription: description,
      continueSellingOutOfStock: oversell,
    });
  };

  return (
    <form
      className="grid gap-4 rounded-md border p-3"
      onSubmit={submit}
      noValidate
      aria-label="Product details"
    >
      <PriceInputs
        draft={draft}
        problems={problems}
        onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
      />
      <TaxInputs
        draft={tax}
        problems={taxProblems}
        onChange={(patch) => setTax((t) => ({ ...t, ...patch }))}
      />
      <Field label="Description">
        {(props) => (
          <Textarea
            {...props}
            rows={4}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
      </Field>
      <div className="flex items-center gap-2">
        <Checkbox
          id="oversell"
          checked={oversell}
          onCheckedChange={(checked) => setOversell(checked === true)}
        />
        <Label htmlFor="oversell">Keep selling when out of stock</Label>
      </div>
      <SaveBar label="Save product" pending={save.isPending} error={save.error} />
    </form>
  );
}

/**
 * A product's page: its fields, pictures and variants, with links to its stock and its page on
 * the storefront.
 *
 * @example
 * <Route path="catalogue/products/:id" element={<ProductPage />} />
 */
export function ProductPage() {
  const { id = '' } = useParams();
  const query = useQuery(productQuery(id));
  if (query.isPending) return <Loading what="the product" />;
  if (query.isError) return <LoadFailed error={query.error} retry={() => void query.refetch()} />;
  const product = query.data;
  if (!product) return <h1 className="text-xl font-semibold">No such product</h1>;
  return (
    <>
      <PageHeader
        title={product.title}
        description={`/${product.slug}`}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={`/catalogue/stock?search=${encodeURIComponent(product.id)}`}>Stock</Link>
            </Button>
            <Button asChild variant="outline">
              <a
                href={`${env.storefrontUrl}/products/${product.slug}`}
                target="_blank"
                rel="noreferrer"
              >
                See it in the shop
              </a>
            </Button>
          </>
        }
      />
      <div className="grid gap-4">
        <ProductForm key={product.updatedAt ?? product.id} product={product} />
        <ProductImages product={product} />
        <VariantsTable product={product} />
      </div>
    </>
  );
}
