import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { listFiles } from './support/files.js';
import { PACKAGE_DIR, REPOSITORY_DIR, toolBin } from './support/paths.js';
import { run } from './support/run.js';

const { tarball, installedDir } = inject('consumer');

interface SourceMap {
  readonly sources: readonly string[];
  readonly sourcesContent?: readonly string[];
}

describe('the published tarball', () => {
  it('ships both builds with their declarations, the sources they map to and the docs, no tests or benchmarks', async () => {
    const files = await listFiles(installedDir);
    expect(files).toEqual(
      expect.arrayContaining([
        'CHANGELOG.md',
        'LICENSE',
        'README.md',
        'package.json',
        'dist/esm/index.js',
        'dist/esm/index.js.map',
        'dist/esm/index.d.ts',
        'dist/esm/money/paise.js',
        'dist/cjs/index.cjs',
        'dist/cjs/index.cjs.map',
        'dist/cjs/index.d.cts',
        'src/index.ts',
        'src/money/paise.ts',
      ]),
    );
    expect(files.filter((file) => /__tests__|\.test\.|\.bench\.|^bench\//.test(file))).toEqual([]);
    expect(files.filter((file) => !/^(dist|src)\/|^[^/]+$/.test(file))).toEqual([]);
  });

  it('has source maps that point into the shipped sources and carry no second copy of them', async () => {
    const maps = (await listFiles(installedDir)).filter((file) => file.endsWith('.map'));
    const sources = new Set<string>();
    for (const map of maps) {
      const parsed = JSON.parse(await readFile(join(installedDir, map), 'utf8')) as SourceMap;
      expect(parsed.sourcesContent, map).toBeUndefined();
      for (const source of parsed.sources) {
        const target = join(installedDir, dirname(map), source);
        expect(existsSync(target), `${map} → ${source}`).toBe(true);
        sources.add(relative(installedDir, target));
      }
    }
    // The ESM modules map one to one onto the sources; the CommonJS bundle onto all of them.
    expect(sources).toContain('src/money/paise.ts');
    expect(maps).toContain('dist/cjs/index.cjs.map');
  });

  it('is MIT licensed with the repository licence, publishable, zero-dependency and for Node 20 up', async () => {
    const manifest = JSON.parse(await readFile(join(installedDir, 'package.json'), 'utf8')) as {
      [key: string]: unknown;
    };
    expect(manifest).toMatchObject({
      name: '@haat/commerce-core',
      license: 'MIT',
      sideEffects: false,
      engines: { node: '>=20' },
      publishConfig: { access: 'public' },
    });
    expect(manifest.private).toBeUndefined();
    expect(manifest.dependencies).toBeUndefined();
    expect(JSON.stringify(manifest)).not.toMatch(/"(catalog|workspace):/);
    const shipped = await readFile(join(installedDir, 'LICENSE'), 'utf8');
    expect(shipped).toBe(await readFile(join(REPOSITORY_DIR, 'LICENSE'), 'utf8'));
    expect(shipped).toContain('Copyright (c) 2026 Haat');
  });

  it('passes publint, suggestions included', async () => {
    const linted = await run(toolBin('publint'), ['run', tarball, '--strict'], PACKAGE_DIR);
    expect(linted.output).toContain('All good!');
    expect(linted.code).toBe(0);
  });

  it('has types that are right for node10, node16 from CommonJS and from ESM, and bundlers (attw)', async () => {
    const args = [tarball, '--format', 'json', '--no-definitely-typed'];
    const checked = await run(toolBin('attw'), args, PACKAGE_DIR);
    const report = JSON.parse(checked.stdout) as {
      analysis: {
        problems: unknown[];
        entrypoints: Record<
          string,
          { resolutions: Record<string, { resolution?: { fileName: string } }> }
        >;
      };
    };
    expect(report.analysis.problems).toEqual([]);
    const resolved = Object.fromEntries(
      Object.entries(report.analysis.entrypoints['.']?.resolutions ?? {}).map(([kind, entry]) => [
        kind,
        entry.resolution?.fileName.replace(/^.*commerce-core\//, ''),
      ]),
    );
    expect(resolved).toEqual({
      node10: 'dist/cjs/index.d.cts',
      'node16-cjs': 'dist/cjs/index.d.cts',
      'node16-esm': 'dist/esm/index.d.ts',
      bundler: 'dist/esm/index.d.ts',
    });
    expect(checked.code).toBe(0);
  });
});
