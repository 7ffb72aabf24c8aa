import type { SmsSender } from '@haat/storefront-backend';

/**
 * The development SMS sender: prints each one-time code in the server's terminal instead of
 * sending it (the default; refused in production, where codes must never reach the logs).
 *
 * @example
 * const sms = consoleSmsSender();
 * await sms.sendOtp('+919876543210', '482913'); // prints "One-time code for +919876543210: 482913"
 */
export function consoleSmsSender(print: (line: string) => void = console.info): SmsSender {
  return {
    sendOtp(phone, code) {
      print(`One-time code for ${phone}: ${code}`);
      return Promise.resolve();
    },
  };
}
