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
import { storagePersistence, type Persistence } from './persistence.js';
import { Table } from './table.js';

/** The tables, each persisted under `haat-mock:<name>` in the browser. */
const createTables = (persistence: Persistence) => ({
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
});

/** Everything the mock backend remembers: carts, users, addresses, reviews, orders, payments … */
export interface MockState extends Readonly<ReturnType<typeof createTables>> {
  /** Forgets everything (memory and storage). */
  reset(): void;
}

/** Fresh state, loaded from `storage` when given (the browser's localStorage). */
export function createMockState(storage?: Storage): MockState {
  const tables = createTables(storagePersistence(storage));
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
