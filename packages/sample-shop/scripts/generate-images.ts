/**
 * Renders the sample catalogue's pictures to WebP under packages/sample-shop/cdn.
 *
 *   pnpm --filter @haat/sample-shop images [--only=<key prefix>] [--svg=<dir>]
 *
 * Each image key gets one file per generated width (`{key}-{width}.webp`, quality 80), as listed
 * by `imageShape` in src/images.ts. Files no job produces any more are deleted. Output is
 * deterministic, so re-running without changes leaves git clean.
 */
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import sharp from 'sharp';
import { CDN_DIR } from '../src/cdn-files.js';
import { IMAGE_QUALITY, imageFile, imageShape } from '../src/images.js';
import { imageJobs } from './image-jobs.js';
import type { ImageJob } from './image-jobs.js';

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

async function render(job: ImageJob, svgDir: string | undefined): Promise<string[]> {
  const shape = imageShape(job.key);
  const source = Buffer.from(job.svg);
  if (svgDir) {
    const path = join(svgDir, `${job.key}.svg`);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, source);
  }
  const master = await sharp(source).resize(shape.width, shape.height).png().toBuffer();
  return Promise.all(
    shape.widths.map(async (width) => {
      const file = imageFile(job.key, width);
      const path = join(CDN_DIR, file);
      await mkdir(dirname(path), { recursive: true });
      await sharp(master)
        .resize({ width })
        .webp({ quality: IMAGE_QUALITY, effort: 6, smartSubsample: true })
        .toFile(path);
      return file;
    }),
  );
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.webp'))
    .map((e) => relative(CDN_DIR, join(e.parentPath, e.name)));
}

async function main(): Promise<void> {
  const only = option('only');
  const svgDir = option('svg');
  const jobs = imageJobs().filter((job) => only === undefined || job.key.startsWith(only));
  const keys = new Set<string>();
  for (const job of jobs) {
    if (keys.has(job.key)) throw new Error(`two pictures for ${job.key}`);
    keys.add(job.key);
  }
  const written = new Set<string>();
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      for (const file of await render(job, svgDir)) written.add(file);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));

  let removed = 0;
  if (only === undefined) {
    for (const file of await listFiles(CDN_DIR)) {
      if (!written.has(file)) {
        await rm(join(CDN_DIR, file));
        removed += 1;
      }
    }
  }
  let bytes = 0;
  for (const file of written) bytes += (await stat(join(CDN_DIR, file))).size;
  console.info(
    `${jobs.length} pictures, ${written.size} files, ${(bytes / 1024 / 1024).toFixed(2)} MB` +
      (removed ? `, ${removed} stale files removed` : ''),
  );
}

await main();
