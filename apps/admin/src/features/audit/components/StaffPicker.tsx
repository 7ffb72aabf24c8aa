import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { FieldControlProps } from '@/components/Field';
import { SearchablePicker } from '@/components/SearchablePicker';
import { adminGraphql } from '@/lib/graphql/admin';
import { adminRequest } from '@/lib/graphql/client';
import { useCan } from '@/stores/sessionStore';

export const StaffNamesDocument = adminGraphql(
  `query AuditStaffNames { adminStaff { userId phone name } }`,
);
const StaffNames = z.array(
  z.object({ userId: z.string(), phone: z.string(), name: z.nullable(z.optional(z.string())) }),
);

/**
 * The staff member filter: every staff member (for those who may list staff), found by name or
 * phone. Empty value: anyone.
 *
 * @example
 * <StaffPicker {...props} value={staffUserId} onChange={setStaffUserId} />
 */
export function StaffPicker(
  props: FieldControlProps & { value: string; onChange: (userId: string) => void },
) {
  const canList = useCan('STAFF_MANAGE');
  const staff = useQuery({
    queryKey: ['staff', 'names'],
    queryFn: async () => StaffNames.parse((await adminRequest(StaffNamesDocument, {})).adminStaff),
    enabled: canList,
  });
  const options = (staff.data ?? []).map((member) => ({
    value: member.userId,
    label: member.name ?? member.phone,
    detail: member.name ? member.phone : undefined,
  }));
  return (
    <SearchablePicker
      {...props}
      options={options}
      anyLabel="Anyone"
      searchLabel="Find a staff member"
      placeholder="Name or phone"
      empty="No staff member matches."
    />
  );
}
