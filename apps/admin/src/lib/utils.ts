import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and lets a later Tailwind class win over an earlier one (shadcn/ui's `cn`,
 * https://github.com/shadcn-ui/ui apps/v4/lib/utils.ts).
 *
 * @example
 * cn('px-2 py-1', isActive && 'bg-muted', 'px-4'); // 'py-1 bg-muted px-4'
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
