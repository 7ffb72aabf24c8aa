import { env } from '@/lib/env';
import { loadScript } from '@/lib/third-party/loadScript';

/** Online payment is configured: a checkout script address and a key (env.razorpay). */
export const onlinePaymentConfigured = () => Boolean(env.razorpay.scriptUrl && env.razorpay.key);

/**
 * Loads the payment provider's checkout script (the local stand-in in mock mode) on first use
 * and answers the key to open it with.
 */
export async function loadRazorpay(): Promise<string> {
  const { scriptUrl, key } = env.razorpay;
  if (!scriptUrl || !key) throw new Error('Online payment is not available right now.');
  if (!window.Razorpay) await loadScript(scriptUrl);
  if (!window.Razorpay) throw new Error('The payment window could not be opened.');
  return key;
}
