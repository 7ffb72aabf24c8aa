import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/lib/graphql/client';
import type { VariablesOf } from '@/lib/graphql/admin';
import { toast } from '@/lib/toast';
import {
  CreateProductDocument,
  productKeys,
  ProductSchema,
  UpdateProductDocument,
  UpdateVariantDocument,
} from './products';

export type UpdateProductInput = VariablesOf<typeof UpdateProductDocument>['input'];
export type CreateProductInput = VariablesOf<typeof CreateProductDocument>['input'];
export type UpdateVariantInput = VariablesOf<typeof UpdateVariantDocument>['input'];

/**
 * Saves a product's fields (absent ones are kept); shoppers see the change within 2 s.
 *
 * @example
 * useUpdateProduct().mutate({ id, price: 549 });
 */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateProductInput) =>
      ProductSchema.parse((await adminRequest(UpdateProductDocument, { input })).updateProduct),
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      toast.success(`${product.title} saved: shoppers see it within 2 seconds.`);
      return queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}

/**
 * Creates a product (disabled unless said otherwise).
 *
 * @example
 * useCreateProduct().mutate({ title, slug, price });
 */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateProductInput) =>
      ProductSchema.parse((await adminRequest(CreateProductDocument, { input })).createProduct),
    onSuccess: (product) => {
      toast.success(`${product.title} created.`);
      return queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}

/**
 * Saves a variant's fields.
 *
 * @example
 * useUpdateVariant().mutate({ productId, id, price: 299 });
 */
export function useUpdateVariant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateVariantInput) => adminRequest(UpdateVariantDocument, { input }),
    onSuccess: () => {
      toast.success('Variant saved.');
      return queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
