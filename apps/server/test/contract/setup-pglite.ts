import { freshPgliteDatabase } from '../support/pglite.js';
import { useContractServer } from './use-contract-server.js';

// The contract suite against the server on embedded PGlite (the default database).
await useContractServer(() => freshPgliteDatabase());
