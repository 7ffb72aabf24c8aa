/**
 * Sends one-time codes by SMS (a console sender in development, MSG91 or Twilio Verify in
 * production, a recorder in tests). Rejects when the provider refuses or cannot be reached; the
 * caller reports that to the shopper.
 *
 * @example
 * const sms: SmsSender = { sendOtp: async (phone, code) => console.info(`${phone}: ${code}`) };
 */
export interface SmsSender {
  /** Sends `code` to `phone` (`+91` and 10 digits). */
  sendOtp(phone: string, code: string): Promise<void>;
}
