import * as z from 'zod/mini';

/** A product question and answer (spec 3 "Product FAQ"). */
export const FaqSchema = z.object({
  id: z.string(),
  productId: z.nullish(z.string()),
  title: z.string(),
  description: z.string(),
});

export type Faq = z.infer<typeof FaqSchema>;
