// What hosts' tests build on: a backend over memory storage with a hand-moved clock, and orders
// and payments started the way a shopper starts them.
export {
  TEST_START,
  testBackend,
  testContext,
  type TestBackend,
  type TestClock,
} from './test-backend.js';
export {
  orderInput,
  PRODUCTS,
  provenOrderInput,
  signedInUser,
  withPhoneProof,
} from './order-fixtures.js';
export { startedPayment } from './payment-fixtures.js';
export { generatedCatalogue } from './generated-catalogue.js';
/** The memory adapter's search candidates: what a storage's tests compare theirs with. */
export { searchCandidatesAmong } from '../catalogue/search-candidates.js';
// A GST-registered sample shop and an order with a coupon, shipping and COD charges (issue 25).
export { SHOP_GSTIN, taxedOrder, taxedShop } from '../invoices/__tests__/invoice-fixtures.js';
