import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { adminGraphql, type VariablesOf } from '@/lib/graphql/admin';
import { adminRequest } from '@/lib/graphql/client';
import { toast } from '@/lib/toast';

const FIELDS = `settings { key value } operations { codConfirmation returnWindowDays rtoAdvance trackingUrl }
  taxRegistration { gstin legalName address stateName stateCode }`;
export const SettingsDocument = adminGraphql(
  `query AdminStoreSettings { adminStoreSettings { ${FIELDS} } }`,
);
export const UpdateSettingsDocument = adminGraphql(`
  mutation UpdateStoreSettings($input: UpdateStoreSettingsInput!) { updateStoreSettings(input: $input) { ${FIELDS} } }
`);

const maybe = <T extends z.ZodMiniType>(schema: T) => z.nullable(z.optional(schema));
const SettingsSchema = z.object({
  settings: z.array(z.object({ key: z.string(), value: maybe(z.string()) })),
  operations: z.object({
    codConfirmation: z.boolean(),
    returnWindowDays: z.number(),
    rtoAdvance: z.enum(['REFUND', 'KEEP']),
    trackingUrl: maybe(z.string()),
  }),
  taxRegistration: maybe(
    z.object({
      gstin: z.string(),
      legalName: z.string(),
      address: z.string(),
      stateName: z.string(),
      stateCode: z.string(),
    }),
  ),
});
export type StoreSettings = z.infer<typeof SettingsSchema>;
export type UpdateSettingsInput = VariablesOf<typeof UpdateSettingsDocument>['input'];

/**
 * The shop's settings (spec 3's keys and Haat's operations settings).
 *
 * @example
 * useQuery(settingsQuery());
 */
export const settingsQuery = () =>
  queryOptions({
    queryKey: ['settings'] as const,
    queryFn: async () =>
      SettingsSchema.parse((await adminRequest(SettingsDocument, {})).adminStoreSettings),
  });

/**
 * Saves the settings given (the others are kept); shoppers see them within 2 seconds.
 *
 * @example
 * useUpdateSettings().mutate({ settings: [{ key: 'COD_CHARGES', value: '49' }] });
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateSettingsInput) =>
      SettingsSchema.parse(
        (await adminRequest(UpdateSettingsDocument, { input })).updateStoreSettings,
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(['settings'], saved);
      toast.success('Settings saved: shoppers see them within 2 seconds.');
    },
  });
}
