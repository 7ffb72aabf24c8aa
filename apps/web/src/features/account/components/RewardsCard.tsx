import { cashback, creditRuleFor, type LoyaltyPaymentType } from '@haat/commerce-core';
import { useLoyaltyRules } from '@/features/store/hooks/storeData';
import { formatRupees } from '@/lib/money';

/** The example order the explanation prices with the rule engine. */
const EXAMPLE_ORDER = 1000;

const PAYMENT_LABEL: Record<Exclude<LoyaltyPaymentType, 'NONE'>, string> = {
  PREPAID: 'Prepaid (card or UPI)',
  COD: 'Cash on delivery',
  PPCOD: 'Part prepaid, part cash on delivery',
};

/**
 * The reward balance (totalRewards; 1 point = ₹1) and how cashback is earned, read from the
 * store's loyalty rule engines: per payment type, the CREDIT rule commerce-core picks
 * (`creditRuleFor`) and what it gives on an example order (`cashback`).
 */
export function RewardsCard({ totalRewards }: { totalRewards: number }) {
  const rules = useLoyaltyRules();
  const earning = (['PREPAID', 'COD', 'PPCOD'] as const).flatMap((type) => {
    const rule = creditRuleFor(rules, type);
    if (!rule) return [];
    const example = cashback({ totalAmount: EXAMPLE_ORDER, paymentType: type, rule });
    return [{ type, rule, example }];
  });

  return (
    <section
      aria-labelledby="rewards-heading"
      className="grid gap-3 rounded-lg bg-surface-muted p-4"
    >
      <h2 id="rewards-heading" className="text-lg font-semibold">
        Haat Rewards
      </h2>
      <p>
        <span className="text-sm text-ink-muted">Reward balance </span>
        <span className="text-2xl font-bold text-brand">{formatRupees(totalRewards)}</span>
      </p>
      {earning.length > 0 ? (
        <ul className="grid gap-2 text-sm" aria-label="How you earn cashback">
          {earning.map(({ type, rule, example }) => (
            <li key={type}>
              <p className="font-medium">
                {PAYMENT_LABEL[type]}: {rule.name ?? 'Cashback'}
              </p>
              {rule.description ? <p className="text-ink-muted">{rule.description}</p> : null}
              <p className="text-ink-muted">
                On a {formatRupees(EXAMPLE_ORDER)} order you earn {formatRupees(example)}
                {rule.expirePeriodInDays
                  ? `, usable for ${rule.expirePeriodInDays} days after it is credited.`
                  : '.'}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">Cashback offers will appear here.</p>
      )}
      <p className="text-sm text-ink-muted">Use your balance on eligible orders at checkout.</p>
    </section>
  );
}
