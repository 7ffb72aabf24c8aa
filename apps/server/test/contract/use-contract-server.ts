import { afterEach } from 'vitest';
import type { Database } from '../../src/storage/database.js';
import { CONTRACT_API_KEY, startContractServer, type ContractServer } from './contract-server.js';

let started: Promise<ContractServer> | undefined;

/**
 * A vitest setup file's work for each file of the mock contract suite (mocks/tests) run against
 * the server: the first call in a test process starts the server over the database `open`
 * gives, points the suite at it (before the suite's harness reads its settings) and lets it
 * mint tokens; every test then gets a freshly seeded shop, as the suite has in process. The
 * contract projects run with `isolate: false`, so one server (and one database) serves every
 * file of a worker; it ends with the process.
 *
 * @example
 * await useContractServer(() => freshPgliteDatabase());
 */
export async function useContractServer(open: () => Promise<Database>): Promise<void> {
  started ??= (async () => {
    const server = await startContractServer(await open());
    process.env['CONTRACT_TARGET_URL'] = server.url;
    process.env['CONTRACT_API_KEY'] = CONTRACT_API_KEY;
    const { provideTargetSignIn } = await import('../../../../mocks/tests/harness.js');
    provideTargetSignIn({
      tokenFor: (phone) => server.tokenFor(phone),
      phoneProofFor: (phone) => server.phoneProofFor(phone),
    });
    return server;
  })();
  const server = await started;
  afterEach(() => server.reset());
}
