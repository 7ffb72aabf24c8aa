/**
 * Adds a staff member from the command line: `pnpm staff:add <phone> --role owner` (from the
 * root). The shop's first owner is added this way; later staff through the admin API. The user
 * is created for the phone when it has none (they sign in with the phone and a one-time code),
 * and the change is written to the audit log (actor: system, `staff:add`). It works on the
 * database the settings name: DATABASE_URL (PostgreSQL, servers may be running), else PGlite in
 * DATA_DIR (stop the server first: it holds the directory).
 */
import { randomUUID } from 'node:crypto';
import { sampleShop, STORE_ID } from '@haat/sample-shop';
import { isValidPhone } from '@haat/commerce-core';
import {
  addStaffByPhone,
  STAFF_MESSAGES,
  storedRole,
  type StaffRole,
} from '@haat/storefront-backend';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './storage/database.js';
import { createSqlStorage } from './storage/sql/create-sql-storage.js';

const ROLES = ['OWNER', 'MANAGER', 'SUPPORT', 'PACKER'] as const;
const USAGE = `Usage: pnpm staff:add <phone> --role ${ROLES.map((r) => r.toLowerCase()).join('|')}`;

/** The phone and role of the command line, or null when they are not there. */
function parseArgs(args: readonly string[]): { phone: string; role: StaffRole } | null {
  const at = args.indexOf('--role');
  const role = at >= 0 ? args[at + 1]?.toUpperCase() : undefined;
  const phones = args.filter((_arg, index) => index !== at && index !== at + 1);
  const [phone] = phones;
  if (!phone || phones.length !== 1 || !ROLES.includes(role as (typeof ROLES)[number])) return null;
  return { phone, role: storedRole(role as (typeof ROLES)[number]) };
}

const request = parseArgs(process.argv.slice(2));
if (!request) {
  console.error(USAGE);
  process.exit(2);
}
// Checked again by addStaffByPhone; here too, so a typo is reported before the database opens.
if (!isValidPhone(request.phone)) {
  console.error(STAFF_MESSAGES['invalid-phone']);
  process.exit(1);
}

try {
  const config = loadConfig(process.env);
  const database = await openDatabase(config, (error) => {
    throw error;
  });
  try {
    // An empty database is seeded as the server seeds it, so the shop is whole either way.
    const storage = await createSqlStorage(database, {
      seed: { storeId: STORE_ID, ...sampleShop },
    });
    const deps = { storage, clock: { now: () => Date.now() }, ids: { uuid: () => randomUUID() } };
    const outcome = await addStaffByPhone(deps, { kind: 'system', id: 'staff:add' }, request);
    if (!outcome.ok) {
      console.error(outcome.message);
      process.exitCode = 1;
    } else {
      console.info(
        outcome.changed
          ? `${outcome.phone} is now ${outcome.staff.role} (user ${outcome.staff.userId}). They sign in with this phone and a one-time code.`
          : `${outcome.phone} is already ${outcome.staff.role} (user ${outcome.staff.userId}).`,
      );
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
