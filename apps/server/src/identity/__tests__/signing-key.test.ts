import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness.js';
import { keyPathIn, loadSigningKey } from '../signing-key.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'haat-data-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

describe('loadSigningKey', () => {
  it('generates an RS256 key on first start, readable by the owner only, and reuses it', async () => {
    const first = await loadSigningKey(dataDir);
    expect(first.created).toBe(true);
    expect(first.path).toBe(keyPathIn(dataDir));
    expect(await modeOf(first.path)).toBe(0o600);
    expect(await readFile(first.path, 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(first.publicJwk).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', e: 'AQAB' });
    expect(first.publicJwk).not.toHaveProperty('d');

    const restarted = await loadSigningKey(dataDir);
    expect(restarted.created).toBe(false);
    expect(restarted.publicJwk).toEqual(first.publicJwk);
  });

  it('gives processes that start together one key', async () => {
    const keys = await Promise.all([1, 2, 3, 4].map(() => loadSigningKey(dataDir)));
    expect(new Set(keys.map((key) => key.publicJwk.kid)).size).toBe(1);
    expect(keys.filter((key) => key.created)).toHaveLength(1);
  });

  it('narrows a key file others could read to 0600', async () => {
    const { path } = await loadSigningKey(dataDir);
    await chmod(path, 0o644);
    const again = await loadSigningKey(dataDir);
    expect(again.tightened).toBe(true);
    expect(await modeOf(path)).toBe(0o600);
  });

  it('refuses a key file that holds no RSA key', async () => {
    const { path } = await loadSigningKey(dataDir);
    await writeFile(path, 'not a key', { mode: 0o600 });
    await expect(loadSigningKey(dataDir)).rejects.toThrow();
  });
});

describe('GET /.well-known/jwks.json', () => {
  it('publishes the public key only, cacheable for an hour', async () => {
    const key = await loadSigningKey(dataDir);
    const server = await startTestApp({ publicKeys: [key.publicJwk] });
    try {
      const response = await fetch(`${server.url}/.well-known/jwks.json`);
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      const body = (await response.json()) as { keys: Record<string, unknown>[] };
      expect(body.keys).toHaveLength(1);
      expect(Object.keys(body.keys[0] ?? {}).sort()).toEqual([
        'alg',
        'e',
        'kid',
        'kty',
        'n',
        'use',
      ]);
      expect(body.keys[0]).toMatchObject({ kid: key.publicJwk.kid, n: key.publicJwk.n });
    } finally {
      await server.close();
    }
  });
});
