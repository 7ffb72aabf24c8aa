import type { ProductSeed } from '../../src/products/seed.js';
import type { PackArt } from './packs.js';
import { packHeight, placed } from './packs.js';
import {
  darken,
  isDark,
  lighten,
  linearGradient,
  radialGradient,
  SANS,
  SERIF,
  svgDocument,
  text,
  wrap,
} from './svg.js';

export function artOf(seed: ProductSeed, size = seed.size): PackArt {
  return { shape: seed.shape, colour: seed.colour, accent: seed.accent, label: seed.label, size };
}

/** Scale at which a pack fills `height` pixels. */
function fit(art: PackArt, height: number): number {
  return Math.min(1.15, height / packHeight[art.shape]);
}

/** Pack shot: the pack (or `count` of them) on a soft studio background. */
export function productShot(seed: ProductSeed, size = seed.size, count = 1): string {
  const art = artOf(seed, size);
  const defs = radialGradient('bg', [lighten(seed.accent, 0.5), seed.accent]);
  const base = 700;
  const scale = fit(art, 560) * (count === 1 ? 1 : count === 2 ? 0.82 : 0.7);
  const xs = count === 1 ? [400] : count === 2 ? [300, 500] : [220, 580, 400];
  const packs = xs.map((x) => placed(art, x, base, scale)).join('');
  const badge =
    count > 1
      ? `<rect x="40" y="40" width="210" height="56" rx="28" fill="${darken(seed.colour, 0.2)}"/>${text(`Pack of ${count}`, { x: 145, y: 78, size: 26, fill: '#fff', weight: 700 })}`
      : '';
  return svgDocument(
    800,
    800,
    [
      '<rect width="800" height="800" fill="url(#bg)"/>',
      `<circle cx="400" cy="420" r="290" fill="${lighten(seed.accent, 0.35)}"/>`,
      `<ellipse cx="400" cy="${base + 10}" rx="330" ry="40" fill="${darken(seed.accent, 0.06)}"/>`,
      packs,
      badge,
    ].join(''),
    defs,
  );
}

/** Second picture: key ingredients and benefits, with a small pack. */
export function ingredientsCard(seed: ProductSeed): string {
  const ink = darken(seed.colour, 0.45);
  const titleLines = wrap(seed.title, 26).slice(0, 2);
  const rows: string[] = [];
  let y = 270;
  rows.push(
    text('KEY INGREDIENTS', {
      x: 60,
      y,
      size: 24,
      fill: ink,
      weight: 700,
      anchor: 'start',
      spacing: 3,
    }),
  );
  for (const item of seed.ingredients.slice(0, 5)) {
    y += 46;
    rows.push(`<circle cx="72" cy="${y - 9}" r="9" fill="${seed.colour}"/>`);
    rows.push(text(item, { x: 96, y, size: 26, fill: '#333', anchor: 'start' }));
  }
  y += 74;
  rows.push(
    text('WHY YOU WILL LOVE IT', {
      x: 60,
      y,
      size: 24,
      fill: ink,
      weight: 700,
      anchor: 'start',
      spacing: 3,
    }),
  );
  for (const item of seed.benefits.slice(0, 3)) {
    y += 46;
    rows.push(text('✓', { x: 72, y, size: 28, fill: seed.colour, weight: 700 }));
    rows.push(text(item, { x: 96, y, size: 26, fill: '#333', anchor: 'start' }));
  }
  const art = artOf(seed);
  return svgDocument(
    800,
    800,
    [
      `<rect width="800" height="800" fill="${lighten(seed.accent, 0.4)}"/>`,
      `<rect width="800" height="200" fill="${seed.colour}"/>`,
      ...titleLines.map((line, i) =>
        text(line, {
          x: 60,
          y: 90 + i * 56,
          size: 44,
          fill: isDark(seed.colour) ? '#fff' : '#222',
          family: SERIF,
          weight: 700,
          anchor: 'start',
        }),
      ),
      ...rows,
      placed(art, 660, 770, fit(art, 230)),
    ].join(''),
  );
}

const surfaces: readonly { top: string; bottom: string; lines: string }[] = [
  { top: '#c89f77', bottom: '#9c7451', lines: '#8a6444' }, // wooden table
  { top: '#f1f0ee', bottom: '#d9d6d2', lines: '#c6c2bd' }, // marble
  { top: '#f6dfe3', bottom: '#e9c3cb', lines: '#deb0b9' }, // bedsheet
  { top: '#dfeef0', bottom: '#bcd8dc', lines: '#a8c9ce' }, // bathroom tiles
];

/** A shopper's photo: the pack on a table at home, or a swatch of the texture. */
export function reviewPhoto(seed: ProductSeed, variant: number, photo: number): string {
  const surface = surfaces[variant % surfaces.length] ?? {
    top: '#eee',
    bottom: '#ccc',
    lines: '#bbb',
  };
  const art = artOf(seed);
  const defs = linearGradient('surface', [surface.top, surface.bottom]);
  const grain = Array.from({ length: 9 }, (_, i) => {
    const y = 60 + i * 85 + ((variant * 37) % 40);
    return `<path d="M 0 ${y} C 200 ${y - 25} 500 ${y + 30} 800 ${y - 5}" stroke="${surface.lines}" stroke-width="3" fill="none" opacity="0.5"/>`;
  }).join('');
  const leaf = `<g transform="translate(120 170) rotate(${-30 + variant * 11})"><ellipse cx="0" cy="0" rx="120" ry="42" fill="#5f8f55"/><path d="M -115 0 L 115 0" stroke="#3f6b3a" stroke-width="5"/></g>`;
  const scene =
    photo === 1
      ? placed(art, 430, 720, fit(art, 600), -6 + (variant % 3) * 5)
      : [
          `<path d="M 180 520 C 240 380 520 360 620 470 C 700 560 560 650 420 620 C 300 600 140 640 180 520 Z" fill="${lighten(seed.colour, 0.55)}"/>`,
          `<path d="M 250 520 C 320 450 480 440 560 500" stroke="#fff" stroke-width="14" fill="none" opacity="0.6" stroke-linecap="round"/>`,
          placed(art, 700, 300, fit(art, 260), -80),
        ].join('');
  return svgDocument(
    800,
    800,
    `<rect width="800" height="800" fill="url(#surface)"/>${grain}${leaf}${scene}`,
    defs,
  );
}

/** A row of packs with bases on `y`, spread across [x0, x1], each `height` tall at most. */
function packRow(arts: PackArt[], x0: number, x1: number, y: number, height: number): string {
  const step = (x1 - x0) / Math.max(arts.length, 1);
  return arts.map((art, i) => placed(art, x0 + step * (i + 0.5), y, fit(art, height))).join('');
}

export interface PromoArt {
  headline: string;
  subline: string;
  cta: string;
  colour: string;
  accent: string;
  packs: PackArt[];
}

function cta(label: string, x: number, y: number, colour: string): string {
  const width = label.length * 17 + 64;
  return `<rect x="${x}" y="${y}" width="${width}" height="64" rx="32" fill="${colour}"/>${text(label, { x: x + width / 2, y: y + 42, size: 26, fill: isDark(colour) ? '#fff' : '#222', weight: 700 })}`;
}

/** Home banner for wide screens (1440×480): copy on the left, packs on the right. */
export function webBanner(p: PromoArt): string {
  const ink = isDark(p.accent) ? '#fff' : darken(p.colour, 0.55);
  const defs = linearGradient('bg', [p.accent, lighten(p.accent, 0.45)], false);
  const headline = wrap(p.headline, 19);
  const subline = wrap(p.subline, 40);
  const top = 240 - (headline.length * 70 + subline.length * 40 + 100) / 2 + 50;
  const subTop = top + headline.length * 70;
  return svgDocument(
    1440,
    480,
    [
      '<rect width="1440" height="480" fill="url(#bg)"/>',
      `<circle cx="1100" cy="250" r="300" fill="${lighten(p.colour, 0.55)}" opacity="0.6"/>`,
      ...headline.map((line, i) =>
        text(line, {
          x: 100,
          y: top + i * 70,
          size: 60,
          fill: ink,
          family: SERIF,
          weight: 700,
          anchor: 'start',
        }),
      ),
      ...subline.map((line, i) =>
        text(line, {
          x: 100,
          y: subTop + i * 40,
          size: 28,
          fill: ink,
          anchor: 'start',
          opacity: 0.85,
        }),
      ),
      cta(p.cta, 100, subTop + subline.length * 40, darken(p.colour, 0.2)),
      packRow(p.packs, 840, 1400, 440, 360),
    ].join(''),
    defs,
  );
}

/** Home banner for phones (750×750): copy on top, packs below. */
export function mobileBanner(p: PromoArt): string {
  const ink = isDark(p.accent) ? '#fff' : darken(p.colour, 0.55);
  const defs = linearGradient('bg', [p.accent, lighten(p.accent, 0.45)]);
  const lines = wrap(p.headline, 18);
  return svgDocument(
    750,
    750,
    [
      '<rect width="750" height="750" fill="url(#bg)"/>',
      `<circle cx="375" cy="560" r="260" fill="${lighten(p.colour, 0.55)}" opacity="0.6"/>`,
      ...lines.map((line, i) =>
        text(line, { x: 375, y: 100 + i * 64, size: 56, fill: ink, family: SERIF, weight: 700 }),
      ),
      ...wrap(p.subline, 36).map((line, i) =>
        text(line, {
          x: 375,
          y: 110 + lines.length * 64 + i * 36,
          size: 26,
          fill: ink,
          opacity: 0.85,
        }),
      ),
      packRow(p.packs, 60, 690, 715, 390),
    ].join(''),
    defs,
  );
}

export interface CollectionArt {
  name: string;
  description: string;
  colour: string;
  accent: string;
  packs: PackArt[];
}

/** Square collection tile (800×800). */
export function collectionTile(c: CollectionArt): string {
  return svgDocument(
    800,
    800,
    [
      `<rect width="800" height="800" fill="${c.accent}"/>`,
      `<circle cx="400" cy="360" r="280" fill="${lighten(c.accent, 0.5)}"/>`,
      packRow(c.packs.slice(0, 3), 80, 720, 560, 400),
      `<rect x="0" y="610" width="800" height="190" fill="${c.colour}"/>`,
      text(c.name, {
        x: 400,
        y: 730,
        size: 72,
        fill: isDark(c.colour) ? '#fff' : '#222',
        family: SERIF,
        weight: 700,
      }),
    ].join(''),
  );
}

/** Collection page banner for wide screens (1440×360). */
export function collectionStrip(c: CollectionArt): string {
  const ink = darken(c.colour, 0.55);
  return svgDocument(
    1440,
    360,
    [
      `<rect width="1440" height="360" fill="${c.accent}"/>`,
      `<rect x="0" y="0" width="16" height="360" fill="${c.colour}"/>`,
      text(c.name, {
        x: 100,
        y: 160,
        size: 64,
        fill: ink,
        family: SERIF,
        weight: 700,
        anchor: 'start',
      }),
      ...wrap(c.description, 50).map((line, i) =>
        text(line, {
          x: 100,
          y: 220 + i * 38,
          size: 28,
          fill: ink,
          anchor: 'start',
          opacity: 0.85,
        }),
      ),
      packRow(c.packs.slice(0, 4), 860, 1400, 335, 290),
    ].join(''),
  );
}

/** Collection page banner for phones (750×750). */
export function collectionMobile(c: CollectionArt): string {
  const ink = darken(c.colour, 0.55);
  return svgDocument(
    750,
    750,
    [
      `<rect width="750" height="750" fill="${c.accent}"/>`,
      text(c.name, { x: 375, y: 110, size: 60, fill: ink, family: SERIF, weight: 700 }),
      ...wrap(c.description, 38).map((line, i) =>
        text(line, { x: 375, y: 170 + i * 36, size: 26, fill: ink, opacity: 0.85 }),
      ),
      packRow(c.packs.slice(0, 3), 40, 710, 700, 400),
    ].join(''),
  );
}

/** The Haat wordmark (480×120), in colour or for dark backgrounds. */
export function logo(dark: boolean): string {
  const ink = dark ? '#fbf6ee' : '#1f4d3a';
  const leaf = dark ? '#9fd3a8' : '#4f8a5b';
  return svgDocument(
    480,
    120,
    [
      `<g transform="translate(60 60)"><ellipse cx="-12" cy="0" rx="40" ry="18" transform="rotate(-50)" fill="${leaf}"/><ellipse cx="14" cy="6" rx="34" ry="15" transform="rotate(35)" fill="${leaf}" opacity="0.75"/></g>`,
      text('haat', {
        x: 118,
        y: 80,
        size: 64,
        fill: ink,
        family: SERIF,
        weight: 700,
        anchor: 'start',
      }),
      text('SKINCARE', {
        x: 312,
        y: 76,
        size: 22,
        fill: ink,
        family: SANS,
        anchor: 'start',
        spacing: 3,
      }),
    ].join(''),
  );
}
