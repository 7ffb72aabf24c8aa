import { createHash, randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  calculateJwkThumbprint,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  importPKCS8,
  type CryptoKey,
  type JWK,
} from 'jose';

/** The token signing algorithm (RSA with SHA-256, what Cognito uses). */
export const SIGNING_ALGORITHM = 'RS256';

/** The key pair tokens are signed with: the private key and its public JWK (with `kid`). */
export interface SigningKey {
  readonly privateKey: CryptoKey;
  /** The public half as published in the JWKS: `kty`, `n`, `e`, `kid`, `alg`, `use`. */
  readonly publicJwk: JWK;
  /**
   * The key one-time codes are hashed with (storefront-backend's `otpSecret`): derived from the
   * private key, so every process sharing the key agrees on it and it never enters the database.
   */
  readonly otpSecret: string;
  /** Where the private key is kept (PKCS#8 PEM, mode 0600). */
  readonly path: string;
  /** True when this start generated it (first start with this data directory). */
  readonly created: boolean;
  /** True when the file's mode allowed others to read it and was narrowed to 0600. */
  readonly tightened: boolean;
}

/** The key file inside the data directory. */
export const keyPathIn = (dataDir: string) => join(dataDir, 'identity', 'signing-key.pem');

async function describe(pem: string, path: string, created: boolean, tightened: boolean) {
  const privateKey = await importPKCS8(pem, SIGNING_ALGORITHM, { extractable: true });
  const { n, e } = await exportJWK(privateKey);
  if (!n || !e) throw new Error(`${path} does not hold an RSA private key`);
  const publicJwk: JWK = { kty: 'RSA', n, e };
  publicJwk.kid = await calculateJwkThumbprint(publicJwk);
  return {
    privateKey: await importPKCS8(pem, SIGNING_ALGORITHM),
    publicJwk: { ...publicJwk, alg: SIGNING_ALGORITHM, use: 'sig' },
    otpSecret: createHash('sha256').update('haat-otp-secret:').update(pem).digest('hex'),
    path,
    created,
    tightened,
  } satisfies SigningKey;
}

/** Writes `pem` to `path` only if no key is there yet (atomic: link of a complete file). */
async function publish(path: string, pem: string): Promise<boolean> {
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, pem, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(temporary);
  }
}

/**
 * The server's token signing key: read from `<dataDir>/identity/signing-key.pem`, or generated
 * (RSA 2048) and kept there on first start, readable by the owner only (0600; a wider mode found
 * at start is narrowed). Processes starting together agree on one key: the file appears
 * complete or not at all, and a process that loses the race reads the winner's.
 *
 * @example
 * const key = await loadSigningKey(config.dataDir);
 * key.publicJwk.kid; // RFC 7638 thumbprint, e.g. 'NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs'
 */
export async function loadSigningKey(dataDir: string): Promise<SigningKey> {
  const path = keyPathIn(dataDir);
  await mkdir(join(dataDir, 'identity'), { recursive: true, mode: 0o700 });
  let created = false;
  try {
    await stat(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, {
      modulusLength: 2048,
      extractable: true,
    });
    created = await publish(path, await exportPKCS8(privateKey));
  }
  const { mode } = await stat(path);
  const tightened = (mode & 0o077) !== 0;
  if (tightened) await chmod(path, 0o600);
  return describe(await readFile(path, 'utf8'), path, created, tightened);
}
