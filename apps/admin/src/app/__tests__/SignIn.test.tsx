import { adminErrorMessages } from '@haat/storefront-api/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminMeDocument } from '@/features/auth/api/adminMe';
import { AdminOrdersDocument } from '@/features/orders/api/documents';
import { answerAdmin, type SeenRequest } from '@/test/admin-api';
import { renderScreen, ROLE_PERMISSIONS } from '@/test/render';
import { server } from '@/test/server';
import { SessionGate } from '../SessionGate';

const staffMe = {
  adminMe: {
    userId: 'u-packer',
    phone: '+919876543210',
    name: 'Ravi',
    role: 'PACKER' as const,
    permissions: [...ROLE_PERMISSIONS.PACKER],
  },
};
const emptyOrders = {
  adminOrders: { items: [], pageInfo: { endCursor: null, hasNextPage: false }, total: 0 },
};

async function signIn(phone: string, code = '123456') {
  const view = renderScreen(<SessionGate />, { role: null, path: '/' });
  const { user } = view;
  await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), phone);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await user.type(await screen.findByRole('textbox', { name: '6-digit code' }), code);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return view;
}

describe('staff sign-in', () => {
  it('signs staff in with phone and code through the user pool, then shows only what their role may open', async () => {
    const seen: SeenRequest[] = [];
    server.use(
      answerAdmin(AdminMeDocument, () => ({ data: staffMe }), seen),
      answerAdmin(AdminOrdersDocument, () => ({ data: emptyOrders })),
    );
    await signIn('9876543210');
    const nav = (await screen.findAllByRole('navigation', { name: 'Console' }))[0]!;
    expect(within(nav).getByRole('link', { name: 'Orders' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Today' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(seen).toHaveLength(1);
  });

  it('tells a shopper who is not staff so, and shows nothing else', async () => {
    server.use(
      answerAdmin(AdminMeDocument, () => ({
        error: { code: 'FORBIDDEN', message: adminErrorMessages.NOT_STAFF },
      })),
    );
    await signIn('9123456780');
    expect(
      await screen.findByRole('heading', { name: "This number is not on the shop's staff." }),
    ).toBeInTheDocument();
    expect(screen.getByText(/\+919123456780 is a shopper's account/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(
      localStorage.getItem(
        'haat-admin:CognitoIdentityServiceProvider.haatwebmockclient.LastAuthUser',
      ),
    ).toBeNull();
  });

  it('keeps the number and says so when the code is wrong', async () => {
    server.use(answerAdmin(AdminMeDocument, () => ({ data: staffMe })));
    await signIn('9876543210', '000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect code. 4 attempts left.');
    expect(screen.getByRole('textbox', { name: '6-digit code' })).toHaveValue('000000');
  });

  it('asks for ten digits before sending a code', async () => {
    const { user } = renderScreen(<SessionGate />, { role: null });
    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '98765');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter your 10-digit mobile number.',
    );
  });
});
