import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render';
import { RequirePermission } from '../RequirePermission';

describe('RequirePermission', () => {
  it('tells a role that may not open a screen why, instead of showing it', () => {
    renderScreen(
      <RequirePermission permission="STAFF_MANAGE">
        <h1>Staff</h1>
      </RequirePermission>,
      { role: 'PACKER' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your role (packer) cannot open this screen: it needs STAFF_MANAGE.',
    );
    expect(screen.queryByRole('heading', { name: 'Staff' })).not.toBeInTheDocument();
  });

  it('shows the screen to a role that holds the permission', () => {
    renderScreen(
      <RequirePermission permission="STAFF_MANAGE">
        <h1>Staff</h1>
      </RequirePermission>,
      { role: 'OWNER' },
    );
    expect(screen.getByRole('heading', { name: 'Staff' })).toBeInTheDocument();
  });
});
