import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRoles } from '@haat/storefront-api/admin';
import * as z from 'zod/mini';
import { adminGraphql } from '@/lib/graphql/admin';
import { adminRequest } from '@/lib/graphql/client';
import { toast } from '@/lib/toast';

const FIELDS = 'userId phone name role addedBy addedAt';
const StaffDocument = adminGraphql(`query AdminStaff { adminStaff { ${FIELDS} } }`);
const AddStaffDocument = adminGraphql(
  `mutation AddStaff($input: AddStaffInput!) { addStaff(input: $input) { ${FIELDS} } }`,
);
const RemoveStaffDocument = adminGraphql(
  `mutation RemoveStaff($userId: ID!) { removeStaff(userId: $userId) { ${FIELDS} } }`,
);
const SetRoleDocument = adminGraphql(
  `mutation SetStaffRole($input: SetStaffRoleInput!) { setStaffRole(input: $input) { ${FIELDS} } }`,
);

const StaffSchema = z.object({
  userId: z.string(),
  phone: z.string(),
  name: z.nullable(z.optional(z.string())),
  role: z.enum(staffRoles),
  addedBy: z.nullable(z.optional(z.string())),
  addedAt: z.string(),
});
export type StaffMember = z.infer<typeof StaffSchema>;
export type StaffRole = StaffMember['role'];

/** What each role may do, in a line (the permissions come from the API; this names them). */
export const ROLE_SUMMARIES: Record<StaffRole, string> = {
  OWNER: 'Everything, including staff and the audit log.',
  MANAGER:
    'Orders, refunds, catalogue, stock, coupons, shipping and the audit log; not settings or staff.',
  SUPPORT: 'Orders: confirm, cancel, returns and refunds.',
  PACKER: 'Orders: find, pack and dispatch.',
};

/**
 * The shop's staff.
 *
 * @example
 * useQuery(staffQuery());
 */
export const staffQuery = () =>
  queryOptions({
    queryKey: ['staff'] as const,
    queryFn: async () =>
      z.array(StaffSchema).parse((await adminRequest(StaffDocument, {})).adminStaff),
  });

function useStaffMutation<TInput>(
  send: (input: TInput) => Promise<StaffMember>,
  done: (member: StaffMember) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (member) => {
      toast.success(done(member));
      return queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
  });
}

/**
 * Adding, removing and changing the role of staff (owner only; the API refuses to leave the shop
 * without an owner).
 *
 * @example
 * useStaffMutations().add.mutate({ phone: '9876543210', role: 'PACKER' });
 */
export function useStaffMutations() {
  return {
    add: useStaffMutation(
      async (input: { phone: string; role: StaffRole }) =>
        StaffSchema.parse((await adminRequest(AddStaffDocument, { input })).addStaff),
      (m) => `${m.phone} added as ${m.role.toLowerCase()}: they sign in with a one-time code.`,
    ),
    remove: useStaffMutation(
      async (userId: string) =>
        StaffSchema.parse((await adminRequest(RemoveStaffDocument, { userId })).removeStaff),
      (m) => `${m.phone} removed from the staff.`,
    ),
    setRole: useStaffMutation(
      async (input: { userId: string; role: StaffRole }) =>
        StaffSchema.parse((await adminRequest(SetRoleDocument, { input })).setStaffRole),
      (m) => `${m.phone} is now ${m.role.toLowerCase()}.`,
    ),
  };
}
