import { execFile } from 'node:child_process';

/**
 * What a finished command left: its exit code and everything it printed.
 *
 * @example
 * const { code, output } = await run('npm', ['--version'], dir);
 */
export interface RunResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  /** stdout and stderr together, for failure messages and searches. */
  readonly output: string;
}

/**
 * The environment a consumer's own shell would give npm, node and tsc: the workspace's pnpm
 * settings (`npm_config_*`, `npm_package_*`, lifecycle names) are left out so nothing of the
 * workspace leaks into the throw-away project.
 *
 * @example
 * run('npm', ['--version'], dir, consumerEnv());
 */
export function consumerEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
  );
}

/**
 * Runs a command to its end and answers its exit code and output; it never throws for a
 * failing command (the tests assert on the code) and sets no time limit of its own, so a busy
 * machine only slows it down (the test's timeout is the one limit).
 *
 * @example
 * const { code, stdout } = await run(process.execPath, ['--version'], process.cwd());
 */
export function run(
  command: string,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { cwd, env, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        resolve({ code, stdout, stderr, output: `${stdout}\n${stderr}` });
      },
    );
  });
}
