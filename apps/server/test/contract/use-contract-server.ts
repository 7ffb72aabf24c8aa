import { provideContractTarget } from '@haat/storefront-backend/contract';
import type { Database } from '../../src/storage/database.js';
import { startContractServer, type ContractServer } from './contract-server.js';

let started: Promise<ContractServer> | undefined;

/**
 * A vitest setup file's work for each file of the contract suite
 * (packages/storefront-backend/test/contract) run against the server: the first call in a test
 * process starts the server over the database `open` gives and hands it to the suite as its
 * target (the suite resets it after each test: a freshly seeded shop, as on every target). The
 * contract projects run with `isolate: false`, so one server (and one database) serves every
 * file of a worker; it ends with the process.
 *
 * @example
 * await useContractServer(() => freshPgliteDatabase());
 */
export async function useContractServer(open: () => Promise<Database>): Promise<void> {
  started ??= startContractServer(await open());
  provideContractTarget((await started).target);
}
