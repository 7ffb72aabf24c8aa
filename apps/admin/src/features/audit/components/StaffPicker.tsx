import { useQuery } from '@tanstack/react-query';
import { CheckIcon, ChevronsUpDownIcon } from 'lucide-react';
import { useState } from 'react';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '@/components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { adminGraphql } from '@/lib/graphql/admin';
import { adminRequest } from '@/lib/graphql/client';
import { useCan } from '@/stores/sessionStore';

const StaffNamesDocument = adminGraphql(
  `query AuditStaffNames { adminStaff { userId phone name } }`,
);
const StaffNames = z.array(
  z.object({ userId: z.string(), phone: z.string(), name: z.nullable(z.optional(z.string())) }),
);

/**
 * A searchable staff picker (shadcn/ui's combobox: Popover + Command): type a name or a phone,
 * pick with the keyboard. Empty value: anyone.
 *
 * @example
 * <StaffPicker id="who" value={staffUserId} onChange={setStaffUserId} />
 */
export function StaffPicker({
  id,
  value,
  onChange,
  ...aria
}: {
  id: string;
  value: string;
  onChange: (userId: string) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string | undefined;
}) {
  const canList = useCan('STAFF_MANAGE');
  const [open, setOpen] = useState(false);
  const staff = useQuery({
    queryKey: ['staff', 'names'],
    queryFn: async () => StaffNames.parse((await adminRequest(StaffNamesDocument, {})).adminStaff),
    enabled: canList,
  });
  const chosen = staff.data?.find((m) => m.userId === value);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          id={id}
          variant="outline"
          role="combobox"
          aria-expanded={open}
          className="w-full justify-between"
          {...aria}
        >
          {chosen ? (chosen.name ?? chosen.phone) : 'Anyone'}
          <ChevronsUpDownIcon aria-hidden="true" className="opacity-50" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-72 p-0">
        <Command>
          <CommandInput placeholder="Name or phone" aria-label="Find a staff member" />
          <CommandList>
            <CommandEmpty>No staff member matches.</CommandEmpty>
            <CommandGroup>
              <CommandItem
                value="anyone"
                onSelect={() => {
                  onChange('');
                  setOpen(false);
                }}
              >
                <CheckIcon aria-hidden="true" className={value ? 'opacity-0' : ''} />
                Anyone
              </CommandItem>
              {(staff.data ?? []).map((member) => (
                <CommandItem
                  key={member.userId}
                  value={`${member.name ?? ''} ${member.phone}`}
                  onSelect={() => {
                    onChange(member.userId);
                    setOpen(false);
                  }}
                >
                  <CheckIcon
                    aria-hidden="true"
                    className={value === member.userId ? '' : 'opacity-0'}
                  />
                  {member.name ?? member.phone}
                  {member.name && <span className="text-muted-foreground">{member.phone}</span>}
                </CommandItem>
              ))}
            </CommandGroup>
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
