import { useQuery } from '@tanstack/react-query';
import { isValidPhone } from '@haat/commerce-core';
import { useState, type FormEvent } from 'react';
import { columnHelper, DataTable } from '@/components/DataTable';
import { Field } from '@/components/Field';
import { FormError } from '@/components/FormError';
import { LoadFailed, Loading } from '@/components/LoadFailed';
import { PageHeader } from '@/components/PageHeader';
import { SaveBar } from '@/components/SaveBar';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { formatDay } from '@/lib/dates';
import { errorMessage, handleError } from '@/lib/errors';
import { useStaff } from '@/stores/sessionStore';
import {
  ROLE_SUMMARIES,
  staffQuery,
  useStaffMutations,
  type StaffMember,
  type StaffRole,
} from '../api/staff';

const ROLES = Object.keys(ROLE_SUMMARIES) as StaffRole[];
const roleName = (role: StaffRole) => role.charAt(0) + role.slice(1).toLowerCase();

function RoleSelect({
  id,
  value,
  onChange,
  label,
  ...aria
}: {
  id?: string;
  value: StaffRole;
  onChange: (role: StaffRole) => void;
  label?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string | undefined;
}) {
  return (
    <Select value={value} onValueChange={(role) => onChange(role as StaffRole)}>
      <SelectTrigger id={id} aria-label={label} {...aria} className="w-full">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {ROLES.map((role) => (
          <SelectItem key={role} value={role}>
            {roleName(role)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

function AddStaffForm() {
  const { add } = useStaffMutations();
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<StaffRole>('PACKER');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = phone.replace(/\D/g, '').replace(/^91(?=\d{10}$)/, '');
    if (!isValidPhone(digits)) return setProblem('Enter a 10-digit mobile number.');
    setProblem(null);
    add.mutate({ phone: digits, role }, { onSuccess: () => setPhone('') });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Add staff"
      className="grid gap-3 rounded-md border p-3 sm:grid-cols-3"
    >
      <h2 className="font-semibold sm:col-span-3">Add a staff member</h2>
      <Field label="Mobile number" error={problem}>
        {(props) => (
          <Input
            {...props}
            type="tel"
            inputMode="numeric"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
        )}
      </Field>
      <Field label="Role" hint={ROLE_SUMMARIES[role]}>
        {(props) => <RoleSelect {...props} value={role} onChange={setRole} />}
      </Field>
      <div className="sm:col-span-3">
        <SaveBar label="Add to staff" pending={add.isPending} error={add.error} />
      </div>
    </form>
  );
}

function RemoveStaff({ member }: { member: StaffMember }) {
  const { remove } = useStaffMutations();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost">
          Remove {member.phone}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove {member.name ?? member.phone}?</DialogTitle>
          <DialogDescription>
            They can no longer open the console; their past actions stay in the audit log.
          </DialogDescription>
        </DialogHeader>
        <FormError message={remove.error ? errorMessage(remove.error) : null} />
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Keep them
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => remove.mutate(member.userId, { onSuccess: () => setOpen(false) })}
          >
            Remove from staff
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function RoleCell({ member }: { member: StaffMember }) {
  const { setRole } = useStaffMutations();
  const me = useStaff();
  if (me?.userId === member.userId) return <span>{roleName(member.role)} (you)</span>;
  return (
    <RoleSelect
      label={`Role of ${member.name ?? member.phone}`}
      value={member.role}
      onChange={(role) => setRole.mutate({ userId: member.userId, role }, { onError: handleError })}
    />
  );
}

const col = columnHelper<StaffMember>();
const columns = col.columns([
  col.accessor('phone', { header: 'Phone' }),
  col.accessor('name', { header: 'Name', cell: ({ getValue }) => getValue() ?? '—' }),
  col.display({
    id: 'role',
    header: 'Role',
    cell: ({ row }) => <RoleCell member={row.original} />,
  }),
  col.accessor('addedAt', {
    header: 'Added',
    cell: ({ row }) =>
      `${formatDay(row.original.addedAt)}${row.original.addedBy ? '' : ' (command line)'}`,
  }),
  col.display({
    id: 'remove',
    header: 'Remove',
    cell: ({ row }) => <RemoveStaff member={row.original} />,
  }),
]);

/**
 * Staff (owner only): who may open the console and with which role.
 *
 * @example
 * <Route path="staff" element={<StaffPage />} />
 */
export function StaffPage() {
  const query = useQuery(staffQuery());
  return (
    <>
      <PageHeader
        title="Staff"
        description="Each role sees only the screens and actions it may use."
      />
      <div className="grid gap-4">
        <AddStaffForm />
        {query.isPending ? (
          <Loading what="staff" />
        ) : query.isError ? (
          <LoadFailed error={query.error} retry={() => void query.refetch()} />
        ) : (
          <DataTable
            caption="Staff"
            captionHidden
            data={query.data}
            columns={columns}
            rowId={(m) => m.userId}
            empty="No staff yet."
          />
        )}
      </div>
    </>
  );
}
