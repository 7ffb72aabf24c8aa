import type { VariantGroup } from '@haat/storefront-api/catalogue';

export const SIZE_GROUP_ID = 'vg-size';
export const PACK_GROUP_ID = 'vg-pack';

/** Option id from its label: '30 ml' → 'size-30-ml', 'Pack of 2' → 'pack-2', 'Single' → 'pack-1'. */
export function optionId(groupId: string, label: string): string {
  if (groupId === PACK_GROUP_ID)
    return label === 'Single' ? 'pack-1' : `pack-${label.replace(/\D/g, '')}`;
  return `size-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

const sizes = ['10 ml', '30 ml', '50 ml', '100 ml', '200 ml', '400 ml', '50 g', '100 g'];
const packs = ['Single', 'Pack of 2', 'Pack of 3'];

export const variantGroups: VariantGroup[] = [
  {
    id: SIZE_GROUP_ID,
    label: 'Size',
    variantOptions: sizes.map((label) => ({ id: optionId(SIZE_GROUP_ID, label), label })),
  },
  {
    id: PACK_GROUP_ID,
    label: 'Pack',
    variantOptions: packs.map((label) => ({ id: optionId(PACK_GROUP_ID, label), label })),
  },
];
