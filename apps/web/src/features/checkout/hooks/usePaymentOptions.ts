import {
  ADDRESS_MESSAGES,
  codAvailability,
  codUnavailableMessage,
  couponPaymentApplicability,
  ppcodSplit,
  type CartRewardsInput,
  type CartTotals,
  type ZipCode,
} from '@haat/commerce-core';
import { useMemo } from 'react';
import { useCartTotals } from '@/features/cart/hooks/useCartTotals';
import { useStoreSettings } from '@/features/store/hooks/storeData';
import { useCartStore } from '@/stores/cartStore';
import { onlinePaymentConfigured } from '../payment/loadRazorpay';

export type PaymentMethod = 'COD' | 'PREPAID' | 'PPCOD';

export interface PaymentOption {
  method: PaymentMethod;
  /**
   * Why it cannot be chosen now, or null: store settings, the order amount (COD limits), the
   * coupon, or a pin code that takes only the other method (spec 5 wording).
   */
  unavailable: string | null;
  /**
   * Why the typed pin code will not take it (spec 5 wording) when the pin code takes neither
   * method, or null. It stays selectable then: the pin code field already says we do not deliver
   * there, and the address check on "Place order" puts the message on that field.
   */
  pinCodeWarning: string | null;
  totals: CartTotals;
  /** PPCOD only: paid online now and in cash on delivery (commerce-core `ppcodSplit`). */
  split: { payNow: number; payOnDelivery: number } | null;
}

/**
 * The payment choices (spec 4): COD, PREPAID and — with PPCOD_ENABLED — PPCOD, each with its
 * own commerce-core totals, honouring COD_ENABLED / PREPAID_ENABLED, MIN/MAX_COD_AMOUNT and the
 * pin code (`codAvailability`, worded by `codUnavailableMessage`), online payment being
 * configured, and the coupon's method (`couponPaymentApplicability`). They follow the pin code
 * as it is typed: once it is found to take only cash on delivery (or only online payment), the
 * other method is unavailable with the spec's reason, before "Place order". PPCOD needs both.
 */
export function usePaymentOptions(
  zip: ZipCode | null | undefined,
  rewards: CartRewardsInput | undefined,
): PaymentOption[] {
  const settings = useStoreSettings();
  const coupon = useCartStore((state) => state.coupon);
  const cod = useCartTotals('COD', rewards);
  const prepaid = useCartTotals('PREPAID', rewards);
  const ppcod = useCartTotals('PPCOD', rewards);
  return useMemo(() => {
    const codGrandTotal = cod.codGrandTotal;
    const store = codAvailability({ settings, codGrandTotal });
    const atPin = codAvailability({ settings, zip, codGrandTotal });
    // The pin code takes exactly one of the two methods: the other one is unavailable there.
    const oneMethodPin = zip != null && Boolean(zip.cod) !== Boolean(zip.prepaid);
    const cashAtPin =
      atPin.reason === 'PINCODE_NOT_SERVICEABLE' && zip ? ADDRESS_MESSAGES.COD_NOT_AVAILABLE : null;
    const onlineAtPin = zip && !zip.prepaid ? ADDRESS_MESSAGES.ONLINE_NOT_AVAILABLE : null;
    const cashProblem = store.reason
      ? codUnavailableMessage(store.reason, settings, zip)
      : atPin.reason === 'ABOVE_PINCODE_COD_LIMIT'
        ? codUnavailableMessage(atPin.reason, settings, zip)
        : oneMethodPin
          ? cashAtPin
          : null;
    const cashWarning = oneMethodPin ? null : cashAtPin;
    const onlineProblem =
      !settings.prepaidEnabled || !onlinePaymentConfigured()
        ? 'Online payment is not available right now.'
        : oneMethodPin
          ? onlineAtPin
          : null;
    const onlineWarning = oneMethodPin ? null : onlineAtPin;
    const options: PaymentOption[] = [
      {
        method: 'COD',
        unavailable: cashProblem ?? couponPaymentApplicability(coupon, 'COD').message,
        pinCodeWarning: cashWarning,
        totals: cod,
        split: null,
      },
      {
        method: 'PREPAID',
        unavailable: onlineProblem ?? couponPaymentApplicability(coupon, 'PREPAID').message,
        pinCodeWarning: onlineWarning,
        totals: prepaid,
        split: null,
      },
    ];
    if (settings.ppcodEnabled) {
      options.push({
        method: 'PPCOD',
        unavailable: cashProblem ?? onlineProblem,
        pinCodeWarning: cashWarning ?? onlineWarning,
        totals: ppcod,
        split: ppcodSplit({
          grandTotal: ppcod.amountPayable,
          ppcodAmount: settings.ppcodAmount,
          coupon,
        }),
      });
    }
    return options;
  }, [settings, zip, coupon, cod, prepaid, ppcod]);
}
