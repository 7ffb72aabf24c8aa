import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/stores/cartStore';
import { useUserStore } from '@/stores/userStore';
import { renderRoute, renderWithProviders } from '@/test/render';
import { server } from '@/test/server';
import { ReturnRequest } from '../components/ReturnRequest';
import { answer, order } from './orderFixtures';

const placed = { title: 'Order placed', at: '2026-11-22T10:00:00.000Z' };
const none = { courier: null, awb: null, trackingUrl: null };

const progress = (overrides: Record<string, unknown> = {}) => ({
  orderId: 'order-1',
  stage: 'TO_PACK',
  stageLabel: 'Confirmed',
  canCancel: true,
  canRequestReturn: false,
  returnUntil: null,
  returnableLines: [],
  timeline: [{ ...placed, ...none }],
  ...overrides,
});

const dispatched = progress({
  stage: 'IN_TRANSIT',
  stageLabel: 'Dispatched',
  canCancel: false,
  timeline: [
    { ...placed, ...none },
    {
      title: 'Dispatched with Delhivery',
      at: '2026-11-23T09:30:00.000Z',
      courier: 'Delhivery',
      awb: '1490811234567',
      trackingUrl: 'https://www.delhivery.com/track/package/1490811234567',
    },
  ],
});

const delivered = progress({
  stage: 'DELIVERED',
  stageLabel: 'Delivered',
  canCancel: false,
  canRequestReturn: true,
  returnUntil: '2026-11-30T10:00:00.000Z',
  returnableLines: [{ line: 0, quantity: 2 }],
});

function answerProgress(body: ReturnType<typeof progress>) {
  server.use(
    graphql.query('orderProgress', () => HttpResponse.json({ data: { orderProgress: body } })),
  );
}

const refusal = (message: string, code: string) => ({
  errors: [{ message, extensions: { code } }],
});

describe('the order page’s timeline and actions', () => {
  beforeEach(() => useCartStore.getState().empty());

  it('shows where the order is and the courier, AWB and tracking link once dispatched', async () => {
    answer('DISPATCHED', 'user-asha');
    answerProgress(dispatched);
    renderRoute('/order/order-1');
    const timeline = await screen.findByRole('list', { name: 'Order timeline' });
    expect(screen.getByText('Where your order is:')).toHaveTextContent(
      'Where your order is: Dispatched',
    );
    expect(within(timeline).getByText('Dispatched with Delhivery')).toBeInTheDocument();
    expect(within(timeline).getByText('Delhivery · AWB 1490811234567')).toBeInTheDocument();
    expect(
      within(timeline).getByRole('link', { name: 'Track your parcel (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.delhivery.com/track/package/1490811234567');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('shows nothing of it to someone who is not the order’s owner', async () => {
    answer('CONFIRMED');
    server.use(
      graphql.query('orderProgress', () =>
        HttpResponse.json(refusal('Order not found', 'NOT_FOUND')),
      ),
    );
    renderRoute('/order/order-1');
    expect(await screen.findByText('HAAT-10300')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Order timeline' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('cancels before dispatch after a confirm with a reason, and says so', async () => {
    answer('CONFIRMED', 'user-asha');
    answerProgress(progress());
    const reasons: unknown[] = [];
    server.use(
      graphql.mutation('cancelMyOrder', ({ variables }) => {
        reasons.push((variables['input'] as { reason: string }).reason);
        return HttpResponse.json({
          data: {
            cancelMyOrder: progress({
              stage: 'CANCELLED',
              stageLabel: 'Cancelled',
              canCancel: false,
              timeline: [
                { ...placed, ...none },
                { title: 'Order cancelled', at: '2026-11-22T11:00:00.000Z', ...none },
              ],
            }),
          },
        });
      }),
    );
    const { user } = renderRoute('/order/order-1');
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order HAAT-10300?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please tell us why you are cancelling.',
    );
    expect(within(dialog).getByLabelText('Why are you cancelling?')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await user.type(within(dialog).getByLabelText('Why are you cancelling?'), 'Ordered twice');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your order has been cancelled.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Order cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(reasons).toEqual(['Ordered twice']);
  });

  it('keeps the reason typed and shows why when the cancel is refused', async () => {
    answer('CONFIRMED', 'user-asha');
    answerProgress(progress());
    server.use(
      graphql.mutation('cancelMyOrder', () =>
        HttpResponse.json(
          refusal(
            'Order HAAT-10300 has no units not yet dispatched to cancel.',
            'ORDER_MOVE_REFUSED',
          ),
        ),
      ),
    );
    const { user } = renderRoute('/order/order-1');
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order HAAT-10300?' });
    await user.type(within(dialog).getByLabelText('Why are you cancelling?'), 'Found it cheaper');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Order HAAT-10300 has no units not yet dispatched to cancel.',
    );
    expect(within(dialog).getByLabelText('Why are you cancelling?')).toHaveValue(
      'Found it cheaper',
    );
  });

  it('asks for a return of chosen units with a reason inside the window', async () => {
    answer('DELIVERED', 'user-asha');
    answerProgress(delivered);
    const inputs: unknown[] = [];
    server.use(
      graphql.mutation('requestOrderReturn', ({ variables }) => {
        const { lines, reason } = variables['input'] as { lines: unknown; reason: string };
        inputs.push({ lines, reason });
        return HttpResponse.json({
          data: {
            requestOrderReturn: {
              ...delivered,
              stage: 'RETURN_OPEN',
              stageLabel: 'Return in progress',
              canRequestReturn: false,
              returnableLines: [],
            },
          },
        });
      }),
    );
    const { user } = renderRoute('/order/order-1');
    expect(
      await screen.findByText('You can ask for a return until 30 Nov 2026.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return items' }));
    const dialog = screen.getByRole('dialog', { name: 'Return items' });
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Choose at least one item to return.',
    );
    await user.selectOptions(
      within(dialog).getByLabelText('10% Vitamin C Brightening Serum (30 ml / Single)'),
      '1',
    );
    await user.type(within(dialog).getByLabelText('Why are you returning them?'), 'Seal broken');
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your return request has been sent.',
    );
    expect(screen.getByText('Where your order is:')).toHaveTextContent('Return in progress');
    expect(inputs).toEqual([{ lines: [{ line: 0, quantity: 1 }], reason: 'Seal broken' }]);
  });

  describe('signed in', () => {
    beforeEach(() => useUserStore.getState().set({ id: 'user-asha', phone: '+919876543210' }));
    afterEach(() => useUserStore.getState().clear());

    it('adds photos to a return request: each uploaded once, their keys sent with it', async () => {
      let uploads = 0;
      const photos: unknown[] = [];
      server.use(
        graphql.mutation('createReviewImageUpload', () => {
          uploads += 1;
          return HttpResponse.json({
            data: {
              createReviewImageUpload: {
                key: `reviews/u-photo-${uploads}.jpg`,
                uploadUrl: `https://uploads.haat.test/slot/${uploads}`,
                method: 'PUT',
                headers: [],
                maxBytes: 5 * 1024 * 1024,
                expiresAt: '2030-01-01T00:00:00.000Z',
              },
            },
          });
        }),
        http.put(
          'https://uploads.haat.test/slot/:n',
          () => new HttpResponse(null, { status: 200 }),
        ),
        graphql.mutation('requestOrderReturn', ({ variables }) => {
          photos.push((variables['input'] as { photos?: unknown }).photos);
          return HttpResponse.json({
            data: {
              requestOrderReturn: { ...delivered, stage: 'RETURN_OPEN', returnableLines: [] },
            },
          });
        }),
      );
      const done = vi.fn();
      const { user } = renderWithProviders(
        <ReturnRequest
          orderId="order-1"
          products={order('DELIVERED', 'user-asha').products}
          returnable={[{ line: 0, quantity: 2 }]}
          returnUntil="2026-11-30T10:00:00.000Z"
          onDone={done}
        />,
      );
      await user.click(screen.getByRole('button', { name: 'Return items' }));
      const dialog = screen.getByRole('dialog', { name: 'Return items' });
      await user.selectOptions(
        within(dialog).getByLabelText('10% Vitamin C Brightening Serum (30 ml / Single)'),
        '1',
      );
      await user.type(within(dialog).getByLabelText('Why are you returning them?'), 'Seal broken');
      const picker = within(dialog).getByLabelText(/^Add photos \(optional, up to 5/);
      // Past the picker's accept list, as "All files" in the phone's file dialog allows.
      fireEvent.change(picker, {
        target: { files: [new File(['gif'], 'label.gif', { type: 'image/gif' })] },
      });
      await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Please upload a JPEG, PNG or WebP image.',
      );
      expect(within(dialog).getByLabelText('Why are you returning them?')).toHaveValue(
        'Seal broken',
      );
      await user.upload(picker, [
        new File(['jpeg'], 'seal.jpg', { type: 'image/jpeg' }),
        new File(['png'], 'box.png', { type: 'image/png' }),
      ]);
      await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
      await waitFor(() => expect(done).toHaveBeenCalledWith('Your return request has been sent.'));
      expect(photos).toEqual([['reviews/u-photo-1.jpg', 'reviews/u-photo-2.jpg']]);
    });
  });

  it('offers no photo picker to a guest (the API takes photos from signed-in shoppers)', async () => {
    answer('DELIVERED', null);
    answerProgress(delivered);
    const { user } = renderRoute('/order/order-1');
    await user.click(await screen.findByRole('button', { name: 'Return items' }));
    const dialog = screen.getByRole('dialog', { name: 'Return items' });
    expect(within(dialog).queryByLabelText(/^Add photos/)).toBeNull();
  });

  it('reorders the items still on sale and says which are not', async () => {
    answer('DELIVERED', 'user-asha');
    answerProgress(delivered);
    const { user } = renderRoute('/order/order-1');
    await user.click(await screen.findByRole('button', { name: 'Reorder' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Added 1 item to your cart.');
    expect(useCartStore.getState().data).toMatchObject([
      {
        id: 'prd-vitamin-c-brightening-serum',
        variantId: 'var-vitamin-c-brightening-serum-1',
        qty: 2,
      },
    ]);
  });

  it('names the items that are no longer available', async () => {
    answer('DELIVERED', 'user-asha');
    answerProgress(delivered);
    server.use(
      graphql.mutation('CheckInventory', () =>
        HttpResponse.json({
          data: {
            checkInventory: {
              items: [
                {
                  recordKey: '0',
                  productId: 'prd-vitamin-c-brightening-serum',
                  variantId: 'var-vitamin-c-brightening-serum-1',
                  source: null,
                  inventory: 0,
                  isAvailable: false,
                  collections: [],
                  price: 599,
                  listingPrice: 699,
                  minimumOrderQuantity: 1,
                  maximumOrderQuantity: 5,
                },
              ],
            },
          },
        }),
      ),
    );
    const { user } = renderRoute('/order/order-1');
    await user.click(await screen.findByRole('button', { name: 'Reorder' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Nothing could be added to your cart. Not available any more: 10% Vitamin C Brightening Serum.',
    );
    expect(useCartStore.getState().data).toEqual([]);
  });
});
