import { copyFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { PACKAGE_DIR } from './support/paths.js';
import { consumerEnv, run } from './support/run.js';

const { consumerDir } = inject('consumer');

const EXAMPLE = join(PACKAGE_DIR, 'examples', 'receipt.mjs');

/** The fenced blocks (language → body) of the README section under a `## ` heading. */
async function readmeBlocks(heading: string): Promise<Map<string, string>> {
  const readme = await readFile(join(PACKAGE_DIR, 'README.md'), 'utf8');
  const start = readme.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`README has no "## ${heading}" section`);
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const blocks = new Map<string, string>();
  for (const match of section.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)) {
    const [, language = '', body = ''] = match;
    if (!blocks.has(language)) blocks.set(language, body);
  }
  return blocks;
}

describe('the README five-minute example', () => {
  it('is examples/receipt.mjs word for word', async () => {
    const blocks = await readmeBlocks('Five-minute example');
    expect(blocks.get('js')).toBe(await readFile(EXAMPLE, 'utf8'));
  });

  it('prints the receipt lines the README shows, run against the installed package', async () => {
    const blocks = await readmeBlocks('Five-minute example');
    await copyFile(EXAMPLE, join(consumerDir, 'receipt.mjs'));
    const result = await run(process.execPath, ['receipt.mjs'], consumerDir, consumerEnv());
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(blocks.get('text'));
  });
});
