import { asPaise } from '@haat/commerce-core';
import type { BackendDeps } from '../../deps.js';
import { testBackend } from '../../testing/test-backend.js';
import type { BookingRequest } from '../book-shipment.js';
import { createCourierDeps } from '../courier-deps.js';
import { scriptedCourier } from './scripted-courier.js';

/** A test backend whose courier is the scripted one. */
export function courierBackend() {
  const backend = testBackend();
  const scripted = scriptedCourier();
  const deps: BackendDeps = {
    ...backend.deps,
    courier: createCourierDeps({
      courier: scripted.courier,
      clock: backend.clock,
      pickupPinCode: '400001',
    }),
  };
  return { ...backend, deps, scripted };
}

/** Order HAAT-10234's shipment S1: one serum, ₹598 to collect in cash. */
export const bookingRequest = (overrides: Partial<BookingRequest> = {}): BookingRequest => ({
  orderId: 'o1',
  orderCode: 'HAAT-10234',
  shipmentId: 'S1',
  orderDate: '2026-01-01',
  deliverTo: {
    name: 'Asha Rao',
    phone: '+919876543210',
    email: null,
    address: '12 MG Road',
    landmark: null,
    city: 'Bengaluru',
    state: 'Karnataka',
    pinCode: '560034',
  },
  items: [
    { name: 'Vitamin C Serum', sku: 'VCS-30', units: 1, unitPrice: asPaise(59800), hsn: '330499' },
  ],
  codAmount: asPaise(59800),
  subTotal: asPaise(59800),
  parcel: { weightGrams: 350, lengthCm: 12, breadthCm: 5, heightCm: 5 },
  ...overrides,
});
