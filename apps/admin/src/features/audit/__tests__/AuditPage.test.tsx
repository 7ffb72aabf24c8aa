import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerAdmin, type SeenRequest } from '@/test/admin-api';
import { renderScreen } from '@/test/render';
import { server } from '@/test/server';
import { AuditDocument } from '../api/audit';
import { AuditPage } from '../components/AuditPage';
import { StaffNamesDocument } from '../components/StaffPicker';

const at = { path: '/audit', route: '/audit' };

const entry = {
  id: 'a1',
  at: '2026-11-20T10:15:00.000Z',
  actor: { kind: 'STAFF' as const, id: 'u-owner', name: 'Asha' },
  action: 'refundOrder',
  targetType: 'order',
  targetId: 'HT-1001',
  before: null,
  after: '{"refunded":64900}',
  reason: 'Damaged in transit',
};

describe('AuditPage', () => {
  it('filters by an action and a staff member found by typing, not by scrolling a long list', async () => {
    const asked: SeenRequest[] = [];
    server.use(
      answerAdmin(
        AuditDocument,
        () => ({
          data: {
            adminAuditLog: { items: [entry], pageInfo: { endCursor: null, hasNextPage: false } },
          },
        }),
        asked,
      ),
      answerAdmin(StaffNamesDocument, () => ({
        data: {
          adminStaff: [
            { userId: 'u-owner', phone: '+919811100001', name: 'Asha' },
            { userId: 'u-packer', phone: '+919811100003', name: null },
          ],
        },
      })),
    );
    const { user } = renderScreen(<AuditPage />, at);
    const filters = screen.getByRole('search', { name: 'Filter the audit log' });
    expect(await screen.findByRole('cell', { name: 'order HT-1001' })).toBeInTheDocument();

    await user.click(within(filters).getByRole('combobox', { name: 'Action' }));
    await user.type(screen.getByRole('combobox', { name: 'Find an action' }), 'refund');
    expect(screen.queryByRole('option', { name: 'confirmOrder' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'refundOrder' }));
    expect(within(filters).getByRole('combobox', { name: 'Action' })).toHaveTextContent(
      'refundOrder',
    );

    await user.click(within(filters).getByRole('combobox', { name: 'Staff member' }));
    await user.type(screen.getByRole('combobox', { name: 'Find a staff member' }), '9811100003');
    await user.click(await screen.findByRole('option', { name: '+919811100003' }));
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));

    await expect
      .poll(() => asked.at(-1)?.variables['filter'])
      .toEqual({ action: 'refundOrder', staffUserId: 'u-packer' });
  });

  it('says so when no action matches what was typed', async () => {
    server.use(
      answerAdmin(AuditDocument, () => ({
        data: { adminAuditLog: { items: [], pageInfo: { endCursor: null, hasNextPage: false } } },
      })),
    );
    const { user } = renderScreen(<AuditPage />, at);
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.type(screen.getByRole('combobox', { name: 'Find an action' }), 'zzzz');
    expect(screen.getByText('No action matches.')).toBeInTheDocument();
  });
});
