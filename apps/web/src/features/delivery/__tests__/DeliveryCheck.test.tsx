import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import { useSystemStore } from '@/stores/systemStore';
import { renderWithProviders } from '@/test/render';
import { server } from '@/test/server';
import { DeliveryCheck, PIN_CODE_ERROR } from '../components/DeliveryCheck';

afterEach(() => useSystemStore.setState({ deliveryPinCode: null }));

async function check(pin: string, amount = 599) {
  const view = renderWithProviders(<DeliveryCheck amount={amount} />);
  await view.user.type(screen.getByRole('textbox', { name: 'Pin code' }), pin);
  await view.user.click(screen.getByRole('button', { name: 'Check' }));
  return view;
}

describe('DeliveryCheck', () => {
  it('says delivery and COD are available, with the COD range of the pin code', async () => {
    await check('226001');
    expect(await screen.findByText('Delivery available to Lucknow 226001.')).toBeInTheDocument();
    expect(
      await screen.findByText('Cash on delivery available on orders from ₹199 up to ₹1,000.'),
    ).toBeInTheDocument();
  });

  it('uses the store limit when the pin code has none, and remembers the pin code', async () => {
    await check('560001');
    expect(
      await screen.findByText('Cash on delivery available on orders from ₹199 up to ₹5,000.'),
    ).toBeInTheDocument();
    expect(useSystemStore.getState().deliveryPinCode).toBe('560001');
  });

  it('says when COD does not cover this amount', async () => {
    await check('226001', 1500);
    expect(
      await screen.findByText(/Not for this amount: pay online instead\./),
    ).toBeInTheDocument();
  });

  it('tells a prepaid-only pin code that COD is not available', async () => {
    await check('744101');
    expect(
      await screen.findByText('Cash on delivery is not available here. Pay online.'),
    ).toBeInTheDocument();
  });

  it('says it does not deliver to an unknown pin code', async () => {
    await check('999999');
    expect(await screen.findByText('Sorry, we do not deliver to 999999 yet.')).toBeInTheDocument();
  });

  it('treats a failed lookup as not serviceable', async () => {
    server.use(
      graphql
        .link(env.graphqlUrl)
        .query('GetZipCode', () =>
          HttpResponse.json({ errors: [{ message: 'Zip lookup failed' }] }),
        ),
    );
    await check('560034');
    expect(await screen.findByText('Sorry, we do not deliver to 560034 yet.')).toBeInTheDocument();
  });

  it('announces an invalid pin code on the field', async () => {
    await check('12345');
    const input = screen.getByRole('textbox', { name: 'Pin code' });
    expect(screen.getByRole('alert')).toHaveTextContent(PIN_CODE_ERROR);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(PIN_CODE_ERROR);
  });

  it('starts from the remembered pin code', async () => {
    useSystemStore.setState({ deliveryPinCode: '400001' });
    renderWithProviders(<DeliveryCheck amount={599} />);
    expect(screen.getByRole('textbox', { name: 'Pin code' })).toHaveValue('400001');
    expect(await screen.findByText('Delivery available to Mumbai 400001.')).toBeInTheDocument();
  });
});
