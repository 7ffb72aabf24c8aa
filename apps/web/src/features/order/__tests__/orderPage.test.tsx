import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '@/stores/modalStore';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { rememberOrderAccessKey } from '../api/accessKeys';
import { address, answer, order } from './orderFixtures';

describe('order confirmation page', () => {
  it('shows code, status, items, address, payment and totals', async () => {
    answer('CONFIRMED');
    renderRoute('/order/order-1');
    expect(
      await screen.findByRole('heading', { name: 'Thank you! Your order is confirmed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('HAAT-10300')).toBeInTheDocument();
    const items = screen.getByRole('list', { name: 'Ordered items' });
    expect(within(items).getByText('10% Vitamin C Brightening Serum')).toBeInTheDocument();
    expect(within(items).getByText('₹1,198')).toBeInTheDocument();
    expect(screen.getByText('12 MG Road, Bengaluru, KA, 560001')).toBeInTheDocument();
    expect(screen.getByText('Part paid online, rest on delivery')).toBeInTheDocument();
    expect(await screen.findByText('Online: ₹99 · paid')).toBeInTheDocument();
    expect(screen.getByText('To pay on delivery: ₹1,028.20')).toBeInTheDocument();
    const totals = screen.getByLabelText('Order totals');
    expect(totals).toHaveTextContent('Coupon (GLOW10)−₹119.80');
    expect(totals).toHaveTextContent('Grand total₹1,127.20');
  });

  it.each([
    ['CONFIRMED', 'bg-success'],
    ['CANCELLED', 'bg-danger'],
    ['DISPATCHED', 'bg-info-light'],
    ['DELIVERED', 'bg-info'],
  ] as const)('colours %s as the spec says', async (status, colour) => {
    answer(status);
    renderRoute('/order/order-1');
    const label = `Status: ${status[0]}${status.slice(1).toLowerCase()}`;
    const badge = await screen.findByText(
      (_, element) =>
        element?.hasAttribute('data-status') === true && element.textContent === label,
    );
    expect(badge).toHaveClass(colour);
  });

  it('tells a guest to sign in to keep the cashback, never that it was earned', async () => {
    answer('CONFIRMED');
    const { user } = renderRoute('/order/order-1');
    expect(
      await screen.findByText(
        'Sign in with your phone to keep the ₹33.82 cashback this order earns.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/cashback earned/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in to keep it' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    // After the code, the shopper comes back to this order.
    expect(useModalStore.getState().loginRedirect).toBe('/order/order-1');
  });

  it("says a shopper's cashback went to Haat Rewards", async () => {
    answer('CONFIRMED', 'user-asha');
    renderRoute('/order/order-1');
    expect(await screen.findByText('₹33.82 cashback earned in Haat Rewards')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in to keep it' })).toBeNull();
  });

  it('says so for an unknown order', async () => {
    server.use(graphql.query('GetOrder', () => HttpResponse.json({ data: { getOrder: null } })));
    renderRoute('/order/nope');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
  });

  describe('a guest order’s personal data', () => {
    beforeEach(() => localStorage.clear());

    /** The API's rule: the address only with the order's access key. */
    function answerWithKey(key: string) {
      answer('CONFIRMED');
      server.use(
        graphql.query('GetOrder', ({ variables }) => {
          const shown = variables['accessKey'] === key;
          const full = order('CONFIRMED', null);
          return HttpResponse.json({
            data: {
              getOrder: {
                ...full,
                shippingAddress: shown ? address : null,
                billingAddress: shown ? address : null,
              },
            },
          });
        }),
      );
    }

    it('sends the access key this browser kept when it placed the order', async () => {
      rememberOrderAccessKey('order-1', 'key-of-order-1');
      answerWithKey('key-of-order-1');
      renderRoute('/order/order-1');
      expect(await screen.findByText('12 MG Road, Bengaluru, KA, 560001')).toBeInTheDocument();
    });

    it('shows code and status but no address without the key', async () => {
      rememberOrderAccessKey('order-2', 'key-of-another-order');
      answerWithKey('key-of-order-1');
      renderRoute('/order/order-1');
      expect(await screen.findByText('HAAT-10300')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Delivery address' })).not.toBeInTheDocument();
      expect(screen.queryByText('12 MG Road, Bengaluru, KA, 560001')).not.toBeInTheDocument();
    });
  });

  describe('tax invoice', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('downloads the invoice of a dispatched order with the key this browser kept', async () => {
      rememberOrderAccessKey('order-1', 'key-of-order-1');
      answer('DISPATCHED');
      const asked: (string | null)[] = [];
      server.use(
        http.get('*/orders/order-1/invoice.pdf', ({ request }) => {
          asked.push(request.headers.get('x-order-access-key'));
          return new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="INV2526-00001.pdf"',
            },
          });
        }),
      );
      const saved = vi.fn(() => 'blob:invoice');
      // jsdom saves no files: a URL class whose object URLs are counted.
      vi.stubGlobal(
        'URL',
        class extends URL {
          static override createObjectURL = saved;
          static override revokeObjectURL = vi.fn();
        },
      );
      renderRoute('/order/order-1');
      await userEvent.click(await screen.findByRole('button', { name: 'Download tax invoice' }));
      await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
      expect(asked).toEqual(['key-of-order-1']);
      expect(screen.queryByRole('status', { name: /invoice/ })).not.toBeInTheDocument();
    });

    it('says so when no invoice was issued', async () => {
      answer('DISPATCHED');
      server.use(
        http.get(
          '*/orders/order-1/invoice.pdf',
          () => new HttpResponse('Not found', { status: 404 }),
        ),
      );
      renderRoute('/order/order-1');
      await userEvent.click(await screen.findByRole('button', { name: 'Download tax invoice' }));
      expect(
        await screen.findByText(
          'No tax invoice has been issued for this order yet: it is issued when your order is dispatched.',
        ),
      ).toBeInTheDocument();
    });

    it('offers no invoice before dispatch', async () => {
      answer('CONFIRMED');
      renderRoute('/order/order-1');
      expect(await screen.findByText('HAAT-10300')).toBeInTheDocument();
      expect(
        screen.queryByRole('button', { name: 'Download tax invoice' }),
      ).not.toBeInTheDocument();
    });
  });
});
