import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { seedCart } from '@/features/cart/__tests__/cartFixtures';
import { env } from '@/lib/env';
import { useCartStore } from '@/stores/cartStore';
import { useSystemStore } from '@/stores/systemStore';
import { renderRoute } from '@/test/render';

afterEach(() => {
  useCartStore.getState().empty();
  useSystemStore.setState({ deliveryPinCode: null });
});

/** A checkout draft left in sessionStorage by an earlier visit this session. */
function saveDraft(draft: { firstName: string; pinCode: string }) {
  sessionStorage.setItem(`${env.storeKeyPrefix}:checkout-address`, JSON.stringify(draft));
}

async function openCheckout() {
  seedCart({ slug: 'vitamin-c-brightening-serum' });
  renderRoute('/pages/checkout');
  await screen.findByRole('heading', { name: 'Delivery address' });
  return within(screen.getByRole('region', { name: 'Delivery address' }));
}

describe('checkout pin code pre-fill', () => {
  it('fills the pin code checked on a product page when the saved draft has none', async () => {
    useSystemStore.setState({ deliveryPinCode: '560001' });
    saveDraft({ firstName: 'Asha', pinCode: '' });
    const form = await openCheckout();
    expect(form.getByLabelText('Pin code')).toHaveValue('560001');
    expect(form.getByLabelText('First name')).toHaveValue('Asha');
    expect(await screen.findByText(/Delivery available to Bengaluru/)).toBeInTheDocument();
  });

  it("keeps the draft's own pin code", async () => {
    useSystemStore.setState({ deliveryPinCode: '560001' });
    saveDraft({ firstName: 'Asha', pinCode: '400001' });
    const form = await openCheckout();
    expect(form.getByLabelText('Pin code')).toHaveValue('400001');
  });

  it('fills it on a first visit too', async () => {
    useSystemStore.setState({ deliveryPinCode: '560001' });
    const form = await openCheckout();
    expect(form.getByLabelText('Pin code')).toHaveValue('560001');
  });
});
