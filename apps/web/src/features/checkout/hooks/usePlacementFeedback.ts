import type { AddressErrors } from '@haat/commerce-core';
import { useEffect } from 'react';
import { focusFirstError } from '@/features/addresses/components/AddressFields';
import type { PlacementPhase } from '../placement/phase';
import { ADDRESS_ID_PREFIX } from '../components/AddressSection';
import { focusPaymentChoice } from '../components/PaymentOptions';

/**
 * Puts a refused order's problem where the shopper can act on it: INVALID_ADDRESS messages on
 * their fields (focus on the first), INVALID_PAYMENT_METHOD on the payment choice. Answers the
 * payment choice's message.
 */
export function usePlacementFeedback(
  phase: PlacementPhase,
  setErrors: (errors: AddressErrors) => void,
): string | undefined {
  useEffect(() => {
    if (phase.name !== 'failed') return;
    const { problem } = phase;
    if (problem.code === 'INVALID_ADDRESS') {
      setErrors(problem.fieldErrors);
      focusFirstError(ADDRESS_ID_PREFIX, problem.fieldErrors);
    }
    if (problem.code === 'INVALID_PAYMENT_METHOD') focusPaymentChoice();
  }, [phase, setErrors]);
  return phase.name === 'failed' && phase.problem.code === 'INVALID_PAYMENT_METHOD'
    ? phase.problem.message
    : undefined;
}
