import { describe, expect, it, vi } from 'vitest';
import { documents } from './documents.js';
import { PHONE } from './fixtures.js';
import { STORE_ID, useMockServer } from './harness.js';

const fixed = useMockServer({ fixedOtp: '123456' });

interface Verified {
  verifyCustomOTP: { isVerified: boolean };
}

describe('fixed test code', () => {
  it('is always 123456 when configured, and is printed nowhere in Node', async () => {
    const info = vi.spyOn(console, 'info');
    await fixed.gql(documents.ensureUserAndDispatchOTP, { storeId: STORE_ID, phone: PHONE });
    const answer = await fixed.gql<Verified>(documents.verifyCustomOTP, {
      storeId: STORE_ID,
      phone: PHONE,
      otp: '123456',
    });
    expect(answer.data?.verifyCustomOTP.isVerified).toBe(true);
    expect(info).not.toHaveBeenCalled();
  });
});
