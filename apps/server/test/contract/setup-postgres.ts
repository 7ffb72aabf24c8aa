import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../../src/storage/database.js';
import { useContractServer } from './use-contract-server.js';

// The contract suite against the server on a real PostgreSQL (postgres-cluster.ts): a new
// database per test file, migrated as the server migrates at start, through a pool of 10.
async function freshDatabase() {
  const adminUrl = inject('contractPostgresUrl');
  const name = `haat_contract_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return openDatabase({ databaseUrl: url.href, dataDir: '' }, (error) => {
    throw error;
  });
}

await useContractServer(freshDatabase);
