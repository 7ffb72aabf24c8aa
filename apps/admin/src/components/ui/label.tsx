// From shadcn/ui (MIT), new-york-v4 registry: https://github.com/shadcn-ui/ui/blob/1773ecfeeb4a/apps/v4/registry/new-york-v4/ui/label.tsx
// Written the way `shadcn add label` writes it (its CLI needs its registry online); imports point here.

import * as React from 'react';
import { Label as LabelPrimitive } from 'radix-ui';

import { cn } from '@/lib/utils';

function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        'flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

export { Label };
