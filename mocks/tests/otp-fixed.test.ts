import { describe, expect, it, vi } from 'vitest';
import { documents, PHONE } from '@haat/storefront-backend/contract';
import { STORE_ID, useMockServer } from './mock-server.js';

// VITE_FIXED_OTP is a flag: `true` (not a code) must still give the fixed code 123456.
const fixed = useMockServer({ fixedOtp: 'true' });

interface Verified {
  verifyCustomOTP: { isVerified: boolean };
}

describe('fixed test code', () => {
  it('is always 123456 when the setting is on, whatever its value, and is printed nowhere in Node', async () => {
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
