import { addPhonePrefix, type CartRewardsInput } from '@haat/commerce-core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { zipCodeQueryOptions } from '@/features/addresses/api/zipCode';
import { usePinCodeLookup } from '@/features/addresses/hooks/usePinCodeLookup';
import { useZipAutofill } from '@/features/addresses/hooks/useZipAutofill';
import { useCartTotals } from '@/features/cart/hooks/useCartTotals';
import { useLoyaltyRules } from '@/features/store/hooks/storeData';
import { useStoreReady } from '@/features/store/hooks/useStoreReady';
import { analyticsItem } from '@/lib/analytics/items';
import { track } from '@/lib/analytics/track';
import { isPinCode } from '@/lib/schemas/zip';
import { useCartStore } from '@/stores/cartStore';
import { useUserStore } from '@/stores/userStore';
import { useCheckoutAddress } from '../hooks/useCheckoutAddress';
import { usePaymentOptions, type PaymentMethod } from '../hooks/usePaymentOptions';
import { usePlaceOrder } from '../hooks/usePlaceOrder';
import { usePlacementFeedback } from '../hooks/usePlacementFeedback';
import { ADDRESS_ID_PREFIX, AddressSection } from './AddressSection';
import { OrderSummary } from './OrderSummary';
import { focusPaymentChoice, PaymentOptions } from './PaymentOptions';
import { PhoneCodeStep } from './PhoneCodeStep';
import { PlacementStatus } from './PlacementStatus';
import { PlaceOrderBar } from './PlaceOrderBar';
import { RewardsToggle } from './RewardsToggle';

const CouponsSection = lazy(() => import('@/features/coupons/components/CouponsSection'));

/** WEB or MOBILE, by the spec's 575 px split, fixed for the page (it is part of the order). */
const pageSource = (): 'WEB' | 'MOBILE' => (window.innerWidth < 575 ? 'MOBILE' : 'WEB');

/**
 * The checkout: address, payment choice, rewards and coupons, then the summary and placing the
 * order. From 768 px the summary column with "Place order" stays in view while the form scrolls;
 * below, "Place order" is a sticky bar.
 */
export function CheckoutForm({ signedIn }: { signedIn: boolean }) {
  const queryClient = useQueryClient();
  const items = useCartStore((state) => state.data);
  const coupon = useCartStore((state) => state.coupon);
  const cartId = useCartStore((state) => state.cartId);
  const balance = useUserStore((state) => state.data?.totalRewards ?? 0);
  const ready = useStoreReady();
  const rules = useLoyaltyRules();
  const { values, errors, setErrors, setField } = useCheckoutAddress();
  const lookup = usePinCodeLookup(values.pinCode);
  useZipAutofill(lookup, values, setField);
  const [method, setMethod] = useState<PaymentMethod | 'NONE'>('NONE');
  const [applyRewards, setApplyRewards] = useState(false);
  const [source] = useState(pageSource);
  // The loyalty rules always go in: they preview the cashback (CREDIT_*) for everyone; the
  // balance is spent (DEBIT_*) only by a signed-in shopper who chose to.
  const canSpend = signedIn && balance > 0;
  const rewards = useMemo<CartRewardsInput>(
    () => ({ balance: canSpend ? balance : 0, apply: canSpend && applyRewards, rules }),
    [canSpend, balance, applyRewards, rules],
  );
  const options = usePaymentOptions(lookup.zip, rewards);
  const chosen =
    options.find((option) => option.method === method && option.unavailable === null) ?? null;
  const totals = useCartTotals(chosen?.method ?? 'NONE', rewards);
  const cod = options.find((option) => option.method === 'COD');
  const codTotal = cod && cod.unavailable === null ? cod.totals.amountPayable : null;
  const { phase, busy, place, retryPayment, reset } = usePlaceOrder();
  const paymentError = usePlacementFeedback(phase, setErrors);

  const payer = {
    name: [values.firstName.trim(), values.lastName.trim()].filter(Boolean).join(' '),
    phone: addPhonePrefix(values.phone),
    email: values.email.trim() || undefined,
  };

  const placeOrder = () =>
    void place(async () => {
      const pin = values.pinCode.trim();
      const zip = isPinCode(pin)
        ? await queryClient.fetchQuery(zipCodeQueryOptions(pin)).catch(() => null)
        : null;
      const draft = chosen
        ? {
            items,
            coupon,
            cartId,
            values,
            paymentType: chosen.method,
            totals: chosen.totals,
            ppcod: chosen.split,
            source,
          }
        : null;
      return {
        check: { ready, paymentMethod: chosen?.method ?? 'NONE', form: values, zip },
        draft,
        payer,
      };
    });

  // While the code step waits, "Place order" leads to its field rather than starting over.
  const onPlace = () =>
    phase.name === 'phone-code'
      ? document.getElementById('checkout-phone-code')?.focus()
      : placeOrder();

  const choose = (next: PaymentMethod) => {
    setMethod(next);
    track({
      name: 'add_payment_info',
      paymentType: next,
      items: items.map((line) => analyticsItem(line)),
    });
  };

  return (
    <div className="grid gap-6 pb-32 md:grid-cols-[1fr_22rem] md:items-start md:pb-0">
      <div className="space-y-6">
        <AddressSection
          values={values}
          errors={errors}
          lookup={lookup}
          onChange={setField}
          signedIn={signedIn}
          disabled={busy}
        />
        <PaymentOptions
          options={options}
          selected={chosen?.method ?? 'NONE'}
          onSelect={choose}
          error={paymentError}
        />
        {canSpend ? (
          <RewardsToggle
            balance={balance}
            usable={totals.rewardsApplied}
            checked={applyRewards}
            onChange={setApplyRewards}
          />
        ) : null}
        <Suspense fallback={null}>
          <CouponsSection totals={totals} />
        </Suspense>
      </div>
      <div className="space-y-4 md:sticky md:top-20">
        <OrderSummary
          items={items}
          totals={totals}
          method={chosen?.method ?? 'NONE'}
          codTotal={codTotal}
          signedIn={signedIn}
        />
        {phase.name === 'phone-code' ? (
          <PhoneCodeStep
            phone={phase.phone}
            onVerified={placeOrder}
            onChangeNumber={() => {
              reset();
              document.getElementById(`${ADDRESS_ID_PREFIX}-phone`)?.focus();
            }}
          />
        ) : null}
        <PlacementStatus
          phase={phase}
          onRetryPayment={() => void retryPayment(payer)}
          onChangePayment={() => {
            reset();
            focusPaymentChoice();
          }}
        />
        <PlaceOrderBar
          total={totals.amountPayable}
          method={chosen?.method ?? 'NONE'}
          codTotal={codTotal}
          split={chosen?.split ?? null}
          busy={busy}
          onPlace={onPlace}
        />
      </div>
    </div>
  );
}
