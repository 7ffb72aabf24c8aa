import { test } from '@playwright/test';

/**
 * How many attempts a journey may make: the first and CI's one retry (the storefront's
 * playwright.config `retries`). Staff phones of every attempt are added before the server starts.
 */
export const ATTEMPTS = 2;

/**
 * The phone `phone` (10 digits) stands for on attempt `retry` of a journey (0: the first): its
 * fifth digit moved on by the retry ('9811100007' → '9811200007'). Each attempt signs in and
 * orders with phones of its own: a phone waits 30 s between one-time codes, so a retry asking
 * again with the failed attempt's phone would be refused, and it must not meet what that
 * attempt left under its phone (orders, audit entries).
 *
 * @example
 * await placeCodOrder(request, attemptPhone('9822200001'));
 */
export function attemptPhone(phone: string, retry = test.info().retry): string {
  if (retry >= ATTEMPTS) throw new Error(`Only ${ATTEMPTS} attempts have phones of their own`);
  return `${phone.slice(0, 4)}${(Number(phone[4]) + retry) % 10}${phone.slice(5)}`;
}

/**
 * This attempt's number (1: the first, 2: the retry), for what a journey creates under a name
 * the shop keeps unique (slugs, coupon codes, AWBs): a retry must not be refused, or find two
 * records, because the failed attempt already saved one.
 *
 * @example
 * const slug = `monsoon-care-${attemptNumber()}`;
 */
export function attemptNumber(): number {
  return test.info().retry + 1;
}
