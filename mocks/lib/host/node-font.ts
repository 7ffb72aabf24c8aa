import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { onceFont } from './document-font.js';

/**
 * The tax documents' font for a mock host running in Node (tests, the Vite API plugin): DejaVu
 * Sans Mono read from the `dejavu-fonts-ttf` package on first use, as the server reads it.
 *
 * @example
 * createMockApi({ ...config, documentFont: nodeFont });
 */
export const nodeFont = onceFont(() =>
  readFile(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf')),
);
