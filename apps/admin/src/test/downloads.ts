import { vi } from 'vitest';

/**
 * Records the files the screen hands to the browser as downloads (jsdom has no object URLs and
 * follows no links): each download's file name and its blob. Undo with `vi.restoreAllMocks()`.
 *
 * @example
 * const downloads = captureDownloads();
 * expect(downloads.map((d) => d.filename)).toEqual(['INV2526-00001.pdf']);
 */
export function captureDownloads(): { filename: string; blob: Blob }[] {
  const downloads: { filename: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) downloads.push({ filename: this.download, blob });
  });
  return downloads;
}
