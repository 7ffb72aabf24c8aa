import type { Order } from '@/lib/schemas/order';
import type { PlacementProblem } from './orderProblems';

/** Where an order attempt is (what the checkout shows while placing). */
export type PlacementPhase =
  | { name: 'idle' }
  | { name: 'placing' }
  /** A guest's COD order waits for the phone's one-time code (`phone`: +91 form). */
  | { name: 'phone-code'; phone: string }
  | { name: 'paying'; order: Order }
  | { name: 'validating'; order: Order; rounds: number; reason: string | null }
  | { name: 'confirming'; order: Order; checks: number; offline: boolean }
  | { name: 'payment-failed'; order: Order; message: string }
  | { name: 'failed'; problem: PlacementProblem }
  | { name: 'confirmed'; order: Order };

/** Phases during which nothing else may start (double clicks are ignored). */
export const isBusy = (phase: PlacementPhase) =>
  phase.name === 'placing' ||
  phase.name === 'paying' ||
  phase.name === 'validating' ||
  phase.name === 'confirming' ||
  phase.name === 'confirmed';
