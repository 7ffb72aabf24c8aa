import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AlertBox, type AlertStatus } from '../AlertBox';
import { SmartLink } from '../SmartLink';

describe('AlertBox', () => {
  it.each<[AlertStatus, 'alert' | 'status']>([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['success', 'status'],
    ['info', 'status'],
    ['transparent', 'status'],
  ])('shows the %s status', (status, role) => {
    render(<AlertBox status={status}>Message</AlertBox>);
    expect(screen.getByRole(role)).toHaveAttribute('data-status', status);
  });

  it('hides itself when dismissed', async () => {
    const onDismiss = vi.fn();
    render(
      <AlertBox status="success" title="Saved" onDismiss={onDismiss}>
        Your address was saved.
      </AlertBox>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Your address was saved.')).not.toBeInTheDocument();
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});

describe('SmartLink', () => {
  it("renders a '#' link as text that cannot navigate", () => {
    render(
      <MemoryRouter>
        <SmartLink to="#">Shop by concern</SmartLink>
        <SmartLink to="/shop">Shop</SmartLink>
        <SmartLink to="https://www.instagram.com/haatskincare">Instagram</SmartLink>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'Shop by concern' })).not.toBeInTheDocument();
    expect(screen.getByText('Shop by concern')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('target', '_blank');
  });
});
