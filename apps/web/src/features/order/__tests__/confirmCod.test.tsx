import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';

function answerConfirm(body: object) {
  const calls: unknown[] = [];
  server.use(
    graphql.mutation('confirmCodOrder', ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json(body);
    }),
  );
  return calls;
}

describe('the confirm-your-COD-order page', () => {
  it('confirms the order once as it opens and says so, with the order code', async () => {
    const calls = answerConfirm({
      data: {
        confirmCodOrder: {
          orderCode: 'HAAT-10234',
          status: 'CONFIRMED',
          message:
            'Thank you! Your order HAAT-10234 is confirmed. We will message you when it ships.',
        },
      },
    });
    renderRoute('/orders/confirm-cod?t=o-1.t2x9k0.c2lnbmVk');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your cash on delivery order' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('HAAT-10234')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you! Your order HAAT-10234 is confirmed. We will message you when it ships.',
    );
    expect(calls).toEqual([{ token: 'o-1.t2x9k0.c2lnbmVk' }]);
  });

  it('announces an expired link as an alert with the reason', async () => {
    answerConfirm({
      errors: [
        {
          message:
            'This confirmation link has expired. If your order was not cancelled, please contact the shop.',
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ],
    });
    renderRoute('/orders/confirm-cod?t=o-1.t2x9k0.c2lnbmVk');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link has expired. If your order was not cancelled, please contact the shop.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says a link without its token is not valid, asking nothing of the server', async () => {
    const calls = answerConfirm({ data: null });
    renderRoute('/orders/confirm-cod');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link is not valid. Please open the link from your message again.',
    );
    expect(calls).toEqual([]);
  });
});
