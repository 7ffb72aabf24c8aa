import { createMemoryStorage } from '../src/memory/index.js';
import { describeStorageConformance } from './conformance/index.js';

describeStorageConformance('memory', (seed) =>
  Promise.resolve({ storage: createMemoryStorage({ seed }), close: () => Promise.resolve() }),
);
