import { render, screen, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { loadToaster, showCartNotice, toast, toasterWanted } from '../toast';

describe('toast', () => {
  it('shows a toast called before the toaster was mounted, once it mounts', async () => {
    const id = toast.error('Network Error');
    expect(typeof id).toBe('string');
    await loadToaster();
    expect(toasterWanted()).toBe(true);
    render(<Toaster position="bottom-left" />);
    const shown = await screen.findByText('Network Error');
    expect(shown.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    expect(shown.closest('[data-sonner-toast]')).toHaveAttribute('data-y-position', 'bottom');
  });

  it('shows a cart notice top-centre', async () => {
    render(<Toaster position="bottom-left" />);
    showCartNotice('Some items in your cart are temporarily unavailable.');
    const notice = await screen.findByText('Some items in your cart are temporarily unavailable.');
    const item = notice.closest('[data-sonner-toast]');
    expect(item).toHaveAttribute('data-y-position', 'top');
    expect(item).toHaveAttribute('data-x-position', 'center');
  });

  it('keeps an action button and dismisses by id', async () => {
    render(<Toaster />);
    const id = toast('Added to wishlist.', {
      action: { label: 'View Wishlist', onClick: () => undefined },
    });
    const shown = await screen.findByText('Added to wishlist.');
    const item = shown.closest<HTMLElement>('[data-sonner-toast]')!;
    expect(within(item).getByRole('button', { name: 'View Wishlist' })).toBeInTheDocument();
    toast.dismiss(id);
    await expect.poll(() => item.getAttribute('data-removed'), { timeout: 2000 }).toBe('true');
  });
});
