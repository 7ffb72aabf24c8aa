import { setConsent, useConsentPending, type ConsentChoice } from './consent';

const CHOICES: { label: string; choice: ConsentChoice; className: string }[] = [
  { label: 'Accept', choice: 'granted', className: 'btn-primary' },
  { label: 'Refuse', choice: 'denied', className: 'btn-secondary' },
];

/**
 * Asks for tracking consent where configuration requires it (`VITE_CONSENT_REQUIRED`). Until the
 * shopper accepts, no tracking cookie, tag or event is written; the choice is remembered.
 */
export function ConsentBanner() {
  const pending = useConsentPending();
  if (!pending) return null;
  return (
    <section
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-surface p-4 shadow-lg"
    >
      <div className="mx-auto flex max-w-3xl flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex-1 text-sm">
          <h2 id="consent-title" className="font-semibold">
            Cookies and tracking
          </h2>
          <p id="consent-text" className="mt-1 text-ink-muted">
            With your permission we measure visits and remember which site sent you here. Nothing is
            tracked unless you accept.
          </p>
        </div>
        <div className="flex gap-2">
          {CHOICES.map(({ label, choice, className }) => (
            <button
              key={choice}
              type="button"
              className={`${className} flex-1`}
              onClick={() => setConsent(choice)}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
