import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { graphql } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { META_COOKIE } from '@/lib/attribution/meta';
import { useCartStore } from '@/stores/cartStore';
import { useSystemStore } from '@/stores/systemStore';
import { server } from '@/test/server';
import { findConfirmation, readyToPlace } from './checkoutHelpers';

interface SentAttribution {
  isAffiseTrackingValid: boolean;
  metadata: string;
}

const FIRST_LANDING = {
  landingPage: 'https://haat.in/products/serum?utm_source=affise&utm_medium=affise_affiliate',
  referrer: 'https://partner.example/',
  utmSource: 'affise',
  utmMedium: 'affise_affiliate',
  utmCampaign: 'p7',
  utmTerm: null,
  utmContent: null,
  clickId: 'aff-9',
  fbclid: null,
};

/** An affiliate click as the landing stored it (bw_ keys), `minutesAgo` before now. */
function seedAffiliateClick(minutesAgo: number) {
  const timestamp = Date.now() - minutesAgo * 60_000;
  localStorage.setItem('bw_clickid', 'aff-9');
  localStorage.setItem('bw_utm_source', 'affise');
  localStorage.setItem('bw_utm_campaign', 'p7');
  localStorage.setItem('bw_timestamp', String(timestamp));
  return timestamp;
}

/** Places a COD order and answers the attribution CreateOrder carried. */
async function placeAndCapture(): Promise<SentAttribution> {
  const sent: SentAttribution[] = [];
  server.use(
    graphql.mutation<never, { input: SentAttribution }>('CreateOrder', ({ variables }) => {
      sent.push(variables.input);
      return undefined;
    }),
  );
  const { user } = await readyToPlace();
  await user.click(screen.getByRole('button', { name: 'Place order' }));
  // A COD order is confirmed when placed, so the confirmation page follows at once.
  expect(await findConfirmation()).toBeInTheDocument();
  expect(sent).toHaveLength(1);
  return sent[0]!;
}

beforeEach(() => {
  useSystemStore.setState({ ready: false });
  Cookies.set(META_COOKIE, JSON.stringify(FIRST_LANDING), { path: '/' });
});
afterEach(() => {
  useCartStore.getState().empty();
  Cookies.remove(META_COOKIE, { path: '/' });
});

describe('CreateOrder attribution (spec 7, spec 9)', () => {
  it('sends a valid affiliate click and the metadata: meta cookie, click and visitor IP', async () => {
    const timestamp = seedAffiliateClick(60);
    const sent = await placeAndCapture();
    expect(sent.isAffiseTrackingValid).toBe(true);
    expect(JSON.parse(sent.metadata)).toEqual({
      meta: FIRST_LANDING,
      affiliate: { clickId: 'aff-9', utmSource: 'affise', utmCampaign: 'p7', timestamp },
      ip: '203.0.113.42',
    });
  }, 15_000);

  it('sends isAffiseTrackingValid false once the click is older than 43200 minutes', async () => {
    seedAffiliateClick(43_201);
    const sent = await placeAndCapture();
    expect(sent.isAffiseTrackingValid).toBe(false);
    expect(JSON.parse(sent.metadata)).toMatchObject({ meta: FIRST_LANDING, affiliate: null });
    expect(localStorage.getItem('bw_clickid')).toBeNull();
  }, 15_000);
});
