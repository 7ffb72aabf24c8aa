import { useSyncExternalStore } from 'react';
import { env } from '@/lib/env';

/**
 * The shopper's tracking consent. Where configuration asks for consent (`VITE_CONSENT_REQUIRED`),
 * nothing that tracks — events, the tag manager, the marketing-events script, the meta cookie,
 * affiliate click data — runs before the shopper accepts, and nothing at all after a refusal.
 * The choice itself is remembered in localStorage (it is not a tracking value and survives
 * sign-out's purge of the persisted stores).
 */
export type ConsentChoice = 'granted' | 'denied';

const key = () => `${env.storeKeyPrefix}:consent`;
const listeners = new Set<() => void>();

export function consentChoice(): ConsentChoice | null {
  try {
    const value = localStorage.getItem(key());
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

export function setConsent(choice: ConsentChoice) {
  try {
    localStorage.setItem(key(), choice);
  } catch {
    // Storage unavailable: the choice holds for this page only.
  }
  listeners.forEach((listener) => listener());
}

/** True when tracking may run now. */
export const trackingAllowed = () => !env.consentRequired || consentChoice() === 'granted';

/** True when the consent banner should be shown (consent required and no choice yet). */
export const consentPending = () => env.consentRequired && consentChoice() === null;

/** Calls `listener` whenever the choice changes; returns the unsubscribe. */
export function onConsentChange(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const useConsentPending = () =>
  useSyncExternalStore(onConsentChange, consentPending, () => false);
