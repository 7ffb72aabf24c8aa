import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { PACKAGE_DIR, pnpmCommand } from './paths.js';
import { consumerEnv, run } from './run.js';

/**
 * Where the packed package went and the throw-away project that installed it.
 *
 * @example
 * const { consumerDir } = inject('consumer');
 */
export interface ConsumerSetup {
  /** The tarball `pnpm pack` made, as it would be published. */
  readonly tarball: string;
  /** A fresh npm project in the OS temporary folder, outside the workspace, with the tarball installed. */
  readonly consumerDir: string;
  /** The installed copy: what a consumer finds in node_modules. */
  readonly installedDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The packed and installed package (see `ConsumerSetup`). */
    consumer: ConsumerSetup;
  }
}

const fail = (step: string, output: string): never => {
  throw new Error(`${step} failed:\n${output}`);
};

/**
 * Global setup of the consumer tests: packs the package as it would be published (`pnpm pack`
 * runs `prepack`, the tsup build, and turns the workspace's `catalog:` versions into real
 * ranges), then installs the tarball with npm into an empty project in the OS temporary folder.
 * The tarball has no dependencies, so `npm install --offline` needs no network. Everything is
 * removed at the end.
 *
 * @example
 * // vitest.config.ts: test.globalSetup: ['./support/pack-and-install.ts']
 */
export default async function packAndInstall(project: TestProject) {
  const workDir = await mkdtemp(join(tmpdir(), 'haat-commerce-core-'));
  const [command, ...args] = pnpmCommand('pack', '--pack-destination', workDir);
  const packed = await run(command, args, PACKAGE_DIR);
  if (packed.code !== 0) fail('pnpm pack', packed.output);
  const tarballName = (await readdir(workDir)).find((name) => name.endsWith('.tgz'));
  if (tarballName === undefined) return fail('pnpm pack', `no .tgz in ${workDir}`);
  const tarball = join(workDir, tarballName);

  const consumerDir = join(workDir, 'consumer');
  await mkdir(consumerDir);
  const manifest = {
    name: 'commerce-core-consumer',
    version: '1.0.0',
    private: true,
    type: 'module',
  };
  await writeFile(join(consumerDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const installArgs = [
    'install',
    '--offline',
    '--no-audit',
    '--no-fund',
    '--ignore-scripts',
    tarball,
  ];
  const installed = await run('npm', installArgs, consumerDir, consumerEnv());
  if (installed.code !== 0) fail('npm install of the tarball', installed.output);

  const installedDir = join(consumerDir, 'node_modules', '@haat', 'commerce-core');
  project.provide('consumer', { tarball, consumerDir, installedDir });
  return () => rm(workDir, { recursive: true, force: true });
}
