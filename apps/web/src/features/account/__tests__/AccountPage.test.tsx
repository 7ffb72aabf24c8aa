import { toPaise } from '@haat/commerce-core';
import { moveOrder, resetMockState } from '@haat/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  SIGN_IN_TEST_MS,
  STEP_MS,
  requestCode,
  enterCode,
  TEST_CODE,
  signInQuietly,
} from '@/features/auth/__tests__/signInSteps';
import { useUserStore } from '@/stores/userStore';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { placeCodOrder } from './accountTestData';

afterEach(async () => {
  await resetMockState();
  useUserStore.getState().clear();
});

const wait = { timeout: STEP_MS };

/** Spec 4: CONFIRMED green, CANCELLED red, DISPATCHED light blue, DELIVERED blue. */
const STATUS_COLOUR = {
  CONFIRMED: /\bbg-success\b/,
  CANCELLED: /\bbg-danger\b/,
  DISPATCHED: /\bbg-sky-200\b/,
  DELIVERED: /\bbg-info\b/,
} as const;

describe('account page', { timeout: SIGN_IN_TEST_MS }, () => {
  it('asks a signed-out visitor to sign in, then shows the account', async () => {
    const { user } = renderRoute('/pages/account');
    await user.click(await screen.findByRole('button', { name: 'Sign in to your account' }));
    await requestCode(user, '9876544401');
    await enterCode(user, TEST_CODE);
    const nameStep = await screen.findByRole('dialog', { name: 'Create your account' }, wait);
    await user.click(within(nameStep).getByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByText('+91 98765 44401')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  });

  it('edits the profile with validation and saves it with updateUser', async () => {
    await signInQuietly('9876544402');
    const { user } = renderRoute('/pages/account');
    const form = await screen.findByRole('form', { name: 'Profile' }, wait);
    const field = (name: string) => within(form).getByLabelText(name);
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(field('First name')).toHaveAccessibleDescription('Please enter your first name');
    expect(field('First name')).toHaveFocus();

    await user.type(field('First name'), 'Meera');
    await user.type(field('Last name'), 'Iyer');
    await user.type(field('Email'), 'meera@');
    await user.type(field('Date of birth'), '2999-01-01');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email.');
    expect(field('Date of birth')).toHaveAccessibleDescription(
      'Date of birth cannot be in the future',
    );

    await user.type(field('Email'), 'example.in');
    await user.clear(field('Date of birth'));
    await user.type(field('Date of birth'), '1994-08-15');
    await user.selectOptions(field('Gender'), 'Female');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Profile saved.')).toHaveRole('status');
    const saved = await server.backend.storage.repos.users.byPhone('+919876544402');
    expect(saved).toMatchObject({
      firstName: 'Meera',
      lastName: 'Iyer',
      email: 'meera@example.in',
      gender: 'Female',
      dob: '1994-08-15',
    });
  });

  it('shows the reward balance and how cashback is earned, from the rule engines', async () => {
    const shopper = await signInQuietly('9876544403');
    await server.backend.storage.repos.rewards.credit(shopper.id, toPaise(240));
    renderRoute('/pages/account');
    const rewards = await screen.findByRole('region', { name: 'Haat Rewards' }, wait);
    expect(await within(rewards).findByText('₹240', {}, wait)).toBeInTheDocument();
    const ways = await within(rewards).findByRole('list', { name: 'How you earn cashback' }, wait);
    expect(ways).toHaveTextContent(
      'On a ₹1,000 order you earn ₹50, usable for 90 days after it is credited.',
    );
    expect(ways).toHaveTextContent(
      'On a ₹1,000 order you earn ₹20, usable for 60 days after it is credited.',
    );
  });

  it('lists orders with code, date, amount, the status colour and the stage, each opening its page', async () => {
    await signInQuietly('9876544404');
    const placed = await Promise.all([1, 2, 3, 4].map(() => placeCodOrder()));
    const statuses = ['CONFIRMED', 'CANCELLED', 'DISPATCHED', 'DELIVERED'] as const;
    // Each order's stage in the shopper's words (a COD order waits for the shopper's confirmation).
    const stages = ['Waiting for your confirmation', 'Cancelled', 'Dispatched', 'Delivered'];
    // Staff move them through their lives, as the console does.
    const staff = { kind: 'staff', staffId: 'staff-1' } as const;
    const moves = {
      CONFIRMED: [],
      CANCELLED: [{ type: 'CANCEL', reason: 'Out of delivery area' }],
      DISPATCHED: [
        { type: 'CONFIRM_COD' },
        { type: 'DISPATCH', courier: 'Delhivery', awb: '1490811', trackingUrl: 'https://t.in/1' },
      ],
      DELIVERED: [
        { type: 'CONFIRM_COD' },
        { type: 'DISPATCH', courier: 'Delhivery', awb: '1490812', trackingUrl: 'https://t.in/2' },
        { type: 'DELIVER', shipmentId: 'S1' },
      ],
    } as const;
    for (const [index, order] of placed.entries()) {
      for (const move of moves[statuses[index]!]) {
        const moved = await moveOrder(server.backend.deps, {
          orderId: order.id,
          move,
          actor: staff,
        });
        expect(moved.ok).toBe(true);
      }
    }
    const { user, router } = renderRoute('/pages/account');
    const list = await screen.findByRole('list', { name: 'Orders' }, wait);
    const rows = within(list).getAllByRole('link');
    expect(rows).toHaveLength(4);
    const today = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' }).format(new Date());
    for (const [index, order] of placed.entries()) {
      const link = within(list).getByRole('link', { name: new RegExp(`^Order ${order.code}, `) });
      const badge = within(link).getByText(statuses[index]!);
      expect(link).toHaveTextContent(order.code);
      expect(link).toHaveTextContent(today);
      expect(link).toHaveTextContent(/₹[\d,]+/);
      expect(badge.className).toMatch(STATUS_COLOUR[statuses[index]!]);
      expect(link).toHaveAccessibleName(new RegExp(`, ${statuses[index]!}, ${stages[index]!}$`));
    }
    await user.click(rows[0]!);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/order\//));
  });
});
