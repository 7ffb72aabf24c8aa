export {
  createMemoryStorage,
  type MemoryPersistence,
  type MemoryStorage,
  type MemoryStorageOptions,
} from './create-memory-storage.js';
