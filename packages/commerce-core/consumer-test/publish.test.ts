import { dirname } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { consumerEnv, run } from './support/run.js';

const { tarball } = inject('consumer');

describe('publishing', () => {
  it('goes through npm publish --dry-run with the packed tarball, offline (nothing is published)', async () => {
    const args = ['publish', '--dry-run', '--offline', '--ignore-scripts', tarball];
    const result = await run('npm', args, dirname(tarball), consumerEnv());
    expect(result.code, result.output).toBe(0);
    expect(result.stdout).toContain('+ @haat/commerce-core@');
    expect(result.stderr).toMatch(/public access \(dry-run\)/);
  });
});
