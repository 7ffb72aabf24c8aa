import { describe, expect, it } from 'vitest';
import { picturePreloads } from '../picture-preloads.js';

// A home banner as the web app's BannerPicture renders it on the server.
const BANNER =
  '<main><picture><source media="(max-width: 575px)" srcSet="/b-m?w=375 375w, /b-m?w=750 750w" sizes="100vw" width="750" height="750"/>' +
  '<img src="/b?w=960" srcSet="/b?w=480 480w, /b?w=960 960w" sizes="100vw" width="1440" height="480" alt="Sale" fetchPriority="high"/></picture></main>';

describe('picturePreloads', () => {
  it("preloads the main picture's phone source with its query and its picture elsewhere", () => {
    expect(picturePreloads(BANNER)).toBe(
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/b-m?w=375 375w, /b-m?w=750 750w" imagesizes="100vw" media="(max-width: 575px)">' +
        '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/b?w=480 480w, /b?w=960 960w" imagesizes="100vw" media="not all and (((max-width: 575px)))">',
    );
  });

  it('skips pictures that are not the main one and preloads a plain source', () => {
    const thumbnail =
      '<picture><source media="(max-width: 575px)" srcSet="/t-m 1x"/><img src="/t" loading="lazy"/></picture>';
    const main = '<picture><img src="/only.webp" alt="" fetchpriority="high"/></picture>';
    expect(picturePreloads(thumbnail + main)).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/only.webp">',
    );
  });

  it('writes every source of the main picture and keeps the picture for where none matches', () => {
    const body =
      '<picture><source media="(max-width: 575px)" srcSet="/s 1x"/><source media="(min-width: 2000px)" srcSet="/xl 1x"/>' +
      '<img src="/m" fetchPriority="high"/></picture>';
    expect(picturePreloads(body)).toBe(
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/s 1x" media="(max-width: 575px)">' +
        '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/xl 1x" media="(min-width: 2000px)">' +
        '<link rel="preload" as="image" fetchpriority="high" href="/m" media="not all and (((max-width: 575px)) or ((min-width: 2000px)))">',
    );
  });

  it('preloads nothing it cannot choose as the browser would: a type, a source without a query, no main picture', () => {
    const typed =
      '<picture><source type="image/avif" srcSet="/a.avif 1x"/><img src="/a.jpg" fetchPriority="high"/></picture>';
    const unconditional =
      '<picture><source srcSet="/u 1x"/><img src="/v" fetchPriority="high"/></picture>';
    expect(picturePreloads(typed)).toBe('');
    expect(picturePreloads(unconditional)).toBe('');
    expect(picturePreloads('<main><img src="/p" fetchPriority="high"/></main>')).toBe('');
  });
});
