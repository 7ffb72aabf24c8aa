import { istDayEnd, istDayStart } from '@/lib/dates';
import { ORDER_LIST_PARAMS as P } from '@/lib/labels';
import type { OrderFilter } from './api/orders';
import {
  FULFILMENT_STAGES,
  PAYMENT_TYPES,
  type FulfilmentStage,
  type OrderPaymentType,
} from './api/schemas';

/** The list's filters as the form and the address hold them (days are Asia/Kolkata dates). */
export interface ListFilters {
  stage: FulfilmentStage[];
  paymentType: OrderPaymentType[];
  pinCode: string;
  search: string;
  from: string;
  to: string;
}

/** A saved view: a name for a filter staff use every day. */
export const SAVED_VIEWS = [
  { name: 'COD to confirm', filters: { stage: ['TO_CONFIRM'], paymentType: ['COD'] } },
  { name: 'Ready to dispatch', filters: { stage: ['TO_DISPATCH'] } },
] as const satisfies readonly { name: string; filters: Partial<ListFilters> }[];

const listOf = <T extends string>(value: string | null, allowed: readonly T[]): T[] =>
  (value ?? '')
    .split(',')
    .filter((item): item is T => (allowed as readonly string[]).includes(item));

/**
 * The filters an address holds (unknown values are dropped).
 *
 * @example
 * parseFilters(new URLSearchParams('stage=TO_PACK')).stage; // ['TO_PACK']
 */
export function parseFilters(params: URLSearchParams): ListFilters {
  const day = (name: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(params.get(name) ?? '') ? (params.get(name) ?? '') : '';
  return {
    stage: listOf(params.get(P.stage), FULFILMENT_STAGES),
    paymentType: listOf(params.get(P.paymentType), PAYMENT_TYPES),
    pinCode: params.get(P.pinCode) ?? '',
    search: params.get(P.search) ?? '',
    from: day(P.from),
    to: day(P.to),
  };
}

/**
 * The address parameters for filters (empty parts left out).
 *
 * @example
 * filtersToParams({ ...NO_FILTERS, search: 'HAAT-10234' }).toString(); // 'q=HAAT-10234'
 */
export function filtersToParams(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.stage.length) params.set(P.stage, filters.stage.join(','));
  if (filters.paymentType.length) params.set(P.paymentType, filters.paymentType.join(','));
  if (filters.pinCode.trim()) params.set(P.pinCode, filters.pinCode.trim());
  if (filters.search.trim()) params.set(P.search, filters.search.trim());
  if (filters.from) params.set(P.from, filters.from);
  if (filters.to) params.set(P.to, filters.to);
  return params;
}

/** No filter at all. */
export const NO_FILTERS: ListFilters = {
  stage: [],
  paymentType: [],
  pinCode: '',
  search: '',
  from: '',
  to: '',
};

/**
 * The admin API's filter: days become the instants an Asia/Kolkata day starts and ends (`to` is
 * exclusive, so "to 27 Nov" includes the 27th); the search box is sent as typed (the server
 * reads it as an order code, an AWB or a phone: one copy of that rule).
 *
 * @example
 * toApiFilter({ ...NO_FILTERS, from: '2026-11-27' }).from; // '2026-11-26T18:30:00.000Z'
 */
export function toApiFilter(filters: ListFilters): OrderFilter {
  return {
    ...(filters.stage.length ? { stage: filters.stage } : {}),
    ...(filters.paymentType.length ? { paymentType: filters.paymentType } : {}),
    ...(filters.pinCode.trim() ? { pinCode: filters.pinCode.trim() } : {}),
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.from ? { from: istDayStart(filters.from) } : {}),
    ...(filters.to ? { to: istDayEnd(filters.to) } : {}),
  };
}
