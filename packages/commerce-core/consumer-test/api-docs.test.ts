import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFiles } from './support/files.js';
import { PACKAGE_DIR, toolBin } from './support/paths.js';
import { run } from './support/run.js';

const OPTIONS = join(PACKAGE_DIR, 'typedoc.json');
/** TypeDoc without colour codes, so its messages read as plain text. */
const typedoc = (args: string[], cwd: string) =>
  run(toolBin('typedoc'), args, cwd, { ...process.env, NO_COLOR: '1' });

describe('the API reference (TypeDoc)', () => {
  const scratch: string[] = [];
  afterAll(() => Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('builds from the TSDoc with no warning: every export is documented', async () => {
    const result = await typedoc(['--options', OPTIONS, '--emit', 'none'], PACKAGE_DIR);
    expect(result.output).not.toMatch(/warning|error/i);
    expect(result.code).toBe(0);
  });

  it('fails on an export without documentation', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'haat-typedoc-'));
    scratch.push(dir);
    await writeFiles(dir, {
      // The package's own settings, on a file with one documented and one undocumented export.
      'typedoc.json': JSON.stringify({
        extends: [OPTIONS],
        entryPoints: ['index.ts'],
        tsconfig: 'tsconfig.json',
        readme: 'none',
      }),
      'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true }, files: ['index.ts'] }),
      'index.ts': `/**
 * Documented.
 *
 * @example
 * documented(); // 1
 */
export function documented(): number {
  return 1;
}

export function undocumentedRule(): number {
  return 2;
}
`,
    });
    const args = ['--options', join(dir, 'typedoc.json'), '--emit', 'none'];
    const result = await typedoc(args, dir);
    const undocumented = result.output
      .split('\n')
      .filter((line) => line.includes('does not have any documentation'));
    expect(undocumented).toEqual([expect.stringMatching(/^\[warning\] undocumentedRule\b/)]);
    expect(result.code).not.toBe(0);
  });
});
