import { createMemoryStorage } from '../src/memory/index.js';
import { describeStorageConformance } from './conformance/index.js';

// The memory adapter's one mutex serialises every transaction, so its races prove little and
// its rules are the JS rules themselves: 5 runs of the concurrent-orders property and a
// 5,000-product catalogue (PostgreSQL runs 15 and 20,000, the proof of both).
describeStorageConformance(
  'memory',
  (seed) =>
    Promise.resolve({ storage: createMemoryStorage({ seed }), close: () => Promise.resolve() }),
  { largeCatalogue: 5_000, raceRuns: 5 },
);
