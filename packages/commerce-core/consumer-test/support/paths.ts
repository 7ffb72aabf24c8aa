import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** packages/commerce-core, the package under test. */
export const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** The repository root (its LICENSE is the one the package ships). */
export const REPOSITORY_DIR = join(PACKAGE_DIR, '..', '..');

/**
 * A tool the package itself depends on (tsc, attw, publint, typedoc), through pnpm's bin shim,
 * so the consumer project needs none of them installed.
 *
 * @example
 * run(toolBin('tsc'), ['--version'], PACKAGE_DIR);
 */
export function toolBin(name: string): string {
  return join(PACKAGE_DIR, 'node_modules', '.bin', name);
}

/**
 * How to call pnpm from inside a test: the pnpm that started the run (`npm_execpath` points
 * at its script when the test command runs under pnpm, as `pnpm test` and CI do), else the
 * `pnpm` on PATH.
 *
 * @example
 * const [command, ...args] = pnpmCommand('pack');
 */
export function pnpmCommand(...args: string[]): [string, ...string[]] {
  const execPath = process.env.npm_execpath;
  if (execPath !== undefined && /pnpm/.test(execPath)) return [process.execPath, execPath, ...args];
  return ['pnpm', ...args];
}
