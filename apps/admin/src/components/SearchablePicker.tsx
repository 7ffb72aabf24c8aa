import { CheckIcon, ChevronsUpDownIcon } from 'lucide-react';
import { useState } from 'react';
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
import type { FieldControlProps } from './Field';

/** One choice: what is stored, what is shown, and an optional second line (a phone). */
export interface PickerOption {
  readonly value: string;
  readonly label: string;
  readonly detail?: string | undefined;
}

/**
 * A searchable picker (shadcn/ui's combobox: Popover + Command) for lists too long for a Select:
 * type part of a choice, pick it with the keyboard or a click. The empty value is `anyLabel`.
 * Unlike a Select's list, the choices are found by typing, never by scrolling to them.
 *
 * @example
 * <SearchablePicker {...props} value={action} onChange={setAction} options={actions}
 *   anyLabel="Any action" searchLabel="Find an action" placeholder="Action" empty="No action matches." />
 */
export function SearchablePicker({
  value,
  onChange,
  options,
  anyLabel,
  searchLabel,
  placeholder,
  empty,
  ...control
}: FieldControlProps & {
  value: string;
  onChange: (value: string) => void;
  options: readonly PickerOption[];
  anyLabel: string;
  searchLabel: string;
  placeholder: string;
  empty: string;
}) {
  const [open, setOpen] = useState(false);
  const chosen = options.find((option) => option.value === value);
  const pick = (next: string) => {
    onChange(next);
    setOpen(false);
  };
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          role="combobox"
          aria-expanded={open}
          className="w-full justify-between"
          {...control}
        >
          {chosen?.label ?? anyLabel}
          <ChevronsUpDownIcon aria-hidden="true" className="opacity-50" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-72 p-0">
        {/* cmdk names its input with this label (aria-labelledby), over any aria-label. */}
        <Command label={searchLabel}>
          <CommandInput placeholder={placeholder} />
          <CommandList>
            <CommandEmpty>{empty}</CommandEmpty>
            <CommandGroup>
              <CommandItem value={anyLabel} onSelect={() => pick('')}>
                <CheckIcon aria-hidden="true" className={value ? 'opacity-0' : ''} />
                {anyLabel}
              </CommandItem>
              {options.map((option) => (
                <CommandItem
                  key={option.value}
                  value={`${option.label} ${option.detail ?? ''}`}
                  onSelect={() => pick(option.value)}
                >
                  <CheckIcon
                    aria-hidden="true"
                    className={value === option.value ? '' : 'opacity-0'}
                  />
                  {option.label}
                  {option.detail && <span className="text-muted-foreground">{option.detail}</span>}
                </CommandItem>
              ))}
            </CommandGroup>
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
