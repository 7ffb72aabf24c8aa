import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import * as z from 'zod/mini';
import { Field } from '@/components/Field';
import { FormError } from '@/components/FormError';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { env } from '@/lib/env';
import { errorMessage } from '@/lib/errors';
import { adminRequest } from '@/lib/graphql/client';
import { ImageUploadDocument, type Product } from '../api/products';
import { useUpdateProduct } from '../api/save';

const ALLOWED = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;
const Upload = z.object({
  key: z.string(),
  uploadUrl: z.string(),
  headers: z.array(z.object({ name: z.string(), value: z.string() })),
});

/**
 * A product's pictures in display order: move one first, remove one, or add one (JPEG, PNG or
 * WebP up to 5 MB, checked here and again by the server), saved as the product's image keys.
 *
 * @example
 * <ProductImages product={product} />
 */
export function ProductImages({ product }: { product: Product }) {
  const save = useUpdateProduct();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const slot = Upload.parse(
        (
          await adminRequest(ImageUploadDocument, {
            input: { productId: product.id, contentType: file.type, size: file.size },
          })
        ).createProductImageUpload,
      );
      const put = await fetch(slot.uploadUrl, {
        method: 'PUT',
        body: file,
        headers: Object.fromEntries(slot.headers.map((h) => [h.name, h.value])),
      });
      if (!put.ok) throw new Error(`The picture could not be uploaded (status ${put.status}).`);
      return slot.key;
    },
    onSuccess: (key) => save.mutate({ id: product.id, imageKeys: [...product.imageKeys, key] }),
  });
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!ALLOWED.includes(file.type)) return setProblem('Choose a JPEG, PNG or WebP picture.');
    if (file.size > MAX_BYTES) return setProblem('Choose a picture of at most 5 MB.');
    setProblem(null);
    upload.mutate(file);
  };
  const reorder = (keys: string[]) => save.mutate({ id: product.id, imageKeys: keys });
  return (
    <section aria-labelledby="product-images" className="grid gap-3 rounded-md border p-3">
      <h2 id="product-images" className="font-semibold">
        Pictures
      </h2>
      <ul className="flex flex-wrap gap-3">
        {product.imageKeys.map((key, index) => (
          <li key={key} className="grid w-32 gap-1">
            <img
              src={`${env.imageCdnUrl}/${key}`}
              alt={`${product.title}, ${index + 1} of ${product.imageKeys.length}`}
              className="aspect-square rounded-md border object-cover"
            />
            {index > 0 && (
              <Button
                size="xs"
                variant="outline"
                onClick={() => reorder([key, ...product.imageKeys.filter((k) => k !== key)])}
              >
                Show first
              </Button>
            )}
            <Button
              size="xs"
              variant="ghost"
              onClick={() => reorder(product.imageKeys.filter((k) => k !== key))}
            >
              Remove picture {index + 1}
            </Button>
          </li>
        ))}
      </ul>
      <Field label="Add a picture" hint="JPEG, PNG or WebP, at most 5 MB." error={problem}>
        {(props) => (
          <Input
            {...props}
            type="file"
            accept={ALLOWED.join(',')}
            onChange={choose}
            disabled={upload.isPending}
          />
        )}
      </Field>
      <FormError message={upload.error ? errorMessage(upload.error) : null} />
    </section>
  );
}
