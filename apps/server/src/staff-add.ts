/**
 * Adds staff from the command line: `pnpm staff:add <phone> --role owner` (from the root), or
 * several phones with one role (`pnpm staff:add 98… 98… --role packer`, one database open for
 * all). The shop's first owner is added this way; later staff through the admin API. The user
 * is created for each phone that has none (they sign in with the phone and a one-time code),
 * and each change is written to the audit log (actor: system, `staff:add`). It works on the
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
const USAGE = `Usage: pnpm staff:add <phone>… --role ${ROLES.map((r) => r.toLowerCase()).join('|')}`;

/** The phones and role of the command line, or null when they are not there. */
function parseArgs(args: readonly string[]): { phones: string[]; role: StaffRole } | null {
  const at = args.indexOf('--role');
  const role = at >= 0 ? args[at + 1]?.toUpperCase() : undefined;
  const phones = args.filter((_arg, index) => index !== at && index !== at + 1);
  if (phones.length === 0 || !ROLES.includes(role as (typeof ROLES)[number])) return null;
  return { phones, role: storedRole(role as (typeof ROLES)[number]) };
}

const request = parseArgs(process.argv.slice(2));
if (!request) {
  console.error(USAGE);
  process.exit(2);
}
// Checked again by addStaffByPhone; here too, so a typo is reported before the database opens.
const invalid = request.phones.find((phone) => !isValidPhone(phone));
if (invalid !== undefined) {
  const message = STAFF_MESSAGES['invalid-phone'];
  console.error(request.phones.length > 1 ? `${invalid}: ${message}` : message);
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
    // One phone after another, each its own transaction: a refused one does not stop the rest.
    for (const phone of request.phones) {
      const outcome = await addStaffByPhone(
        deps,
        { kind: 'system', id: 'staff:add' },
        { phone, role: request.role },
      );
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
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
