import * as z from 'zod/mini';

const menuFields = {
  id: z.string(),
  parentId: z.nullish(z.string()),
  priority: z.nullish(z.number()),
  isArchive: z.nullish(z.boolean()),
  label: z.string(),
  link: z.nullish(z.string()),
  slug: z.nullish(z.string()),
};

const LeafMenuSchema = z.object(menuFields);
const MiddleMenuSchema = z.object({ ...menuFields, children: z.array(LeafMenuSchema) });

/** A main-menu entry with up to three levels (spec 3 "Menu"). */
export const MenuSchema = z.object({ ...menuFields, children: z.array(MiddleMenuSchema) });

export type Menu = z.infer<typeof MenuSchema>;

/** Any level of the menu: the lowest level has no children. */
export interface MenuNode {
  id: string;
  label: string;
  link?: string | null | undefined;
  priority?: number | null | undefined;
  isArchive?: boolean | null | undefined;
  children?: readonly MenuNode[];
}
