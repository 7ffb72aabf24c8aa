import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { graphql } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { META_COOKIE } from '@/lib/attribution/meta';
import { useCartStore } from '@/stores/cartStore';
import { useSystemStore } from '@/stores/systemStore';
import { resetMockState } from '@haat/mocks/node';
import { server } from '@/test/server';
import { confirmPhoneCode, findConfirmation, readyToPlace } from './checkoutHelpers';

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
  // A guest's COD order: first refused until the phone is confirmed, then sent again as it was.
  await confirmPhoneCode(user);
  // A COD order is confirmed when placed, so the confirmation page follows at once.
  expect(await findConfirmation()).toBeInTheDocument();
  expect(sent).toHaveLength(2);
  expect(sent[1]).toMatchObject({
    isAffiseTrackingValid: sent[0]?.isAffiseTrackingValid,
    metadata: sent[0]?.metadata,
  });
  return sent[1]!;
}

beforeEach(() => {
  useSystemStore.setState({ ready: false });
  Cookies.set(META_COOKIE, JSON.stringify(FIRST_LANDING), { path: '/' });
});
afterEach(async () => {
  // One code per phone every 30 s: each test starts from a fresh mock shop.
  await resetMockState();
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
  }, 30_000);

  it('sends isAffiseTrackingValid false once the click is older than 43200 minutes', async () => {
    seedAffiliateClick(43_201);
    const sent = await placeAndCapture();
    expect(sent.isAffiseTrackingValid).toBe(false);
    expect(JSON.parse(sent.metadata)).toMatchObject({ meta: FIRST_LANDING, affiliate: null });
    expect(localStorage.getItem('bw_clickid')).toBeNull();
  }, 30_000);
});
