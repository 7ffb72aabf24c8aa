import { FIRST_ORDER_NUMBER, type CountersRepository } from '../../ports/storage/counters.js';
import type { Run } from '../draft.js';

/** Sequences in the memory adapter. */
export function memoryCounters(run: Run): CountersRepository {
  return {
    nextOrderNumber: () =>
      run((draft) => {
        const next = (draft.read('counters').get('orderNumber') ?? FIRST_ORDER_NUMBER - 1) + 1;
        draft.write('counters').set('orderNumber', next);
        return next;
      }),
  };
}
