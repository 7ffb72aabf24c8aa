import type {
  AddressRecord,
  CartRecord,
  IdempotencyRecord,
  OrderRecord,
  OtpRecord,
  OtpSendLog,
  PaymentRecord,
  ReviewRecord,
  TransactionRecord,
  UploadRecord,
  UserRecord,
} from '../models.js';
import { storagePersistence } from './persistence.js';
import { Table } from './table.js';

/** Everything the mock backend remembers: carts, users, addresses, reviews, orders, payments … */
export interface MockState {
  readonly users: Table<UserRecord>;
  readonly addresses: Table<AddressRecord>;
  readonly carts: Table<CartRecord>;
  readonly reviews: Table<ReviewRecord>;
  readonly orders: Table<OrderRecord>;
  readonly payments: Table<PaymentRecord>;
  readonly transactions: Table<TransactionRecord>;
  readonly otps: Table<OtpRecord>;
  readonly otpSends: Table<OtpSendLog>;
  readonly idempotency: Table<IdempotencyRecord>;
  readonly uploads: Table<UploadRecord>;
  readonly counters: Table<number>;
  /** Forgets everything (memory and storage). */
  reset(): void;
}

/** Fresh state, loaded from `storage` when given (the browser's localStorage). */
export function createMockState(storage?: Storage): MockState {
  const persistence = storagePersistence(storage);
  const tables = {
    users: new Table<UserRecord>('users', persistence),
    addresses: new Table<AddressRecord>('addresses', persistence),
    carts: new Table<CartRecord>('carts', persistence),
    reviews: new Table<ReviewRecord>('reviews', persistence),
    orders: new Table<OrderRecord>('orders', persistence),
    payments: new Table<PaymentRecord>('payments', persistence),
    transactions: new Table<TransactionRecord>('transactions', persistence),
    otps: new Table<OtpRecord>('otps', persistence),
    otpSends: new Table<OtpSendLog>('otp-sends', persistence),
    idempotency: new Table<IdempotencyRecord>('idempotency', persistence),
    uploads: new Table<UploadRecord>('uploads', persistence),
    counters: new Table<number>('counters', persistence),
  };
  return {
    ...tables,
    reset() {
      for (const table of Object.values(tables)) table.clear();
    },
  };
}

/** Next value of a named counter, starting after `start`. */
export function nextCounter(state: MockState, name: string, start: number): number {
  const next = (state.counters.get(name) ?? start) + 1;
  state.counters.set(name, next);
  return next;
}
