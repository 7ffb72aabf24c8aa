import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import * as z from 'zod/mini';
import { Field } from '@/components/Field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { env } from '@/lib/env';
import { errorMessage } from '@/lib/errors';
import { adminRequest } from '@/lib/graphql/client';
import { ImageUploadDocument, type Product } from '../api/products';
import { useUpdateProduct } from '../api/save';

const Upload = z.object({
  key: z.string(),
  uploadUrl: z.string(),
  headers: z.array(z.object({ name: z.string(), value: z.string() })),
});

/** Sends a picture's bytes to its upload URL; the server's refusal (its text) is the error. */
async function sendPicture(file: File, slot: z.infer<typeof Upload>): Promise<void> {
  const put = await fetch(slot.uploadUrl, {
    method: 'PUT',
    body: file,
    headers: Object.fromEntries(slot.headers.map((h) => [h.name, h.value])),
  });
  if (put.ok) return;
  const said = (await put.text().catch(() => '')).trim();
  throw new Error(`${file.name} could not be uploaded${said ? `: ${said}` : '.'}`);
}

/**
 * A product's pictures in display order: move one first, remove one, or add one. What a
 * picture may be (JPEG, PNG or WebP, at most 5 MB) is the server's rule, checked once there:
 * its refusal is shown under the picker, and nothing else on the page changes. The status line
 * says what is happening (uploading, adding, added) to screen readers too.
 *
 * @example
 * <ProductImages product={product} />
 */
export function ProductImages({ product }: { product: Product }) {
  const save = useUpdateProduct();
  const [status, setStatus] = useState('');
  const upload = useMutation({
    mutationFn: async (file: File) => {
      setStatus(`Uploading ${file.name}…`);
      const slot = Upload.parse(
        (
          await adminRequest(ImageUploadDocument, {
            input: { productId: product.id, contentType: file.type, size: file.size },
          })
        ).createProductImageUpload,
      );
      await sendPicture(file, slot);
      setStatus(`Adding ${file.name} to the product…`);
      await save.mutateAsync({ id: product.id, imageKeys: [...product.imageKeys, slot.key] });
      return file.name;
    },
    onSuccess: (name) => setStatus(`${name} added.`),
    onError: () => setStatus(''),
  });
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a refusal
    if (file) upload.mutate(file);
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
      <Field
        label="Add a picture"
        hint="JPEG, PNG or WebP, at most 5 MB."
        error={upload.error ? errorMessage(upload.error) : null}
      >
        {(props) => (
          <Input
            {...props}
            type="file"
            accept="image/*"
            onChange={choose}
            disabled={upload.isPending}
          />
        )}
      </Field>
      <p role="status" className="text-sm text-muted-foreground">
        {status}
      </p>
    </section>
  );
}
