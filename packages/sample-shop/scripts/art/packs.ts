import type { PackShape } from '../../src/products/seed.js';
import { darken, fitSize, isDark, lighten, SANS, SERIF, text } from './svg.js';

export interface PackArt {
  shape: PackShape;
  colour: string;
  accent: string;
  label: readonly string[];
  /** Printed under the name, e.g. '30 ml'. */
  size: string;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Height of each pack above its base line, for layout. */
export const packHeight: Record<PackShape, number> = {
  bottle: 530,
  pump: 540,
  dropper: 545,
  jar: 330,
  tube: 550,
  stick: 470,
  combo: 470,
};

function rect(box: Box, fill: string, rx: number, extra = ''): string {
  return `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="${rx}" fill="${fill}" ${extra}/>`;
}

function shadow(halfWidth: number): string {
  return `<ellipse cx="0" cy="4" rx="${halfWidth * 1.15}" ry="20" fill="#000" opacity="0.13"/>`;
}

function highlight(x: number, y: number, h: number): string {
  return `<rect x="${x}" y="${y}" width="16" height="${h}" rx="8" fill="#fff" opacity="0.28"/>`;
}

/** The white label with the brand, the product's short name and its size (name only on sticks). */
function label(art: PackArt, box: Box, vertical = false): string {
  const inner = vertical ? { ...box, w: box.h, h: box.w } : box;
  const fitted = fitSize(art.label, inner.w - 24, 40);
  const nameSize = vertical
    ? Math.min(fitted, Math.floor((inner.h - 20) / (art.label.length * 1.15)))
    : fitted;
  const lineGap = nameSize * 1.15;
  const blockHeight = vertical
    ? art.label.length * lineGap
    : 34 + 14 + art.label.length * lineGap + 10 + 22;
  let y = inner.y + (inner.h - blockHeight) / 2 + (vertical ? -lineGap * 0.25 : 30);
  const cx = inner.x + inner.w / 2;
  const parts = [rect(inner, '#ffffff', 14, 'opacity="0.94"')];
  if (!vertical) {
    parts.push(
      text('haat', {
        x: cx,
        y,
        size: 30,
        fill: darken(art.colour, 0.1),
        family: SERIF,
        italic: true,
        weight: 700,
      }),
    );
    y += 14;
  }
  for (const line of art.label) {
    y += lineGap;
    parts.push(text(line, { x: cx, y, size: nameSize, fill: '#2a2a2a', weight: 700 }));
  }
  if (!vertical) {
    y += 10;
    parts.push(
      `<rect x="${cx - 30}" y="${y}" width="60" height="3" fill="${art.colour}"/>`,
      text(art.size, { x: cx, y: y + 30, size: 20, fill: '#666', family: SANS }),
    );
  }
  const content = parts.join('');
  if (!vertical) return content;
  // Rotate the label to run up the stick.
  const ccx = box.x + box.w / 2;
  const ccy = box.y + box.h / 2;
  return `<g transform="rotate(-90 ${ccx} ${ccy}) translate(${ccx - (inner.x + inner.w / 2)} ${ccy - (inner.y + inner.h / 2)})">${content}</g>`;
}

function bottle(art: PackArt): string {
  const dark = darken(art.colour, 0.35);
  return [
    shadow(120),
    rect({ x: -50, y: -465, w: 100, h: 60 }, darken(art.colour, 0.15), 8),
    rect({ x: -64, y: -530, w: 128, h: 72 }, dark, 14),
    rect({ x: -120, y: -420, w: 240, h: 420 }, art.colour, 44),
    highlight(-100, -390, 340),
    label(art, { x: -98, y: -345, w: 196, h: 285 }),
  ].join('');
}

function pump(art: PackArt): string {
  const dark = darken(art.colour, 0.4);
  return [
    shadow(125),
    rect({ x: -10, y: -505, w: 20, h: 50 }, dark, 4),
    rect({ x: -48, y: -540, w: 96, h: 38 }, dark, 12),
    rect({ x: 40, y: -535, w: 72, h: 16 }, dark, 7),
    rect({ x: -52, y: -462, w: 104, h: 36 }, dark, 8),
    rect({ x: -36, y: -430, w: 72, h: 40 }, darken(art.colour, 0.15), 6),
    rect({ x: -125, y: -400, w: 250, h: 400 }, art.colour, 32),
    highlight(-105, -375, 330),
    label(art, { x: -102, y: -330, w: 204, h: 275 }),
  ].join('');
}

function dropper(art: PackArt): string {
  const dark = '#2f2f33';
  return [
    shadow(115),
    `<ellipse cx="0" cy="-478" rx="44" ry="66" fill="${dark}"/>`,
    rect({ x: -62, y: -425, w: 124, h: 72 }, darken(art.colour, 0.45), 10),
    rect({ x: -115, y: -362, w: 230, h: 362 }, art.colour, 40),
    highlight(-96, -335, 290),
    label(art, { x: -94, y: -305, w: 188, h: 255 }),
  ].join('');
}

function jar(art: PackArt): string {
  return [
    shadow(175),
    rect({ x: -170, y: -255, w: 340, h: 255 }, art.colour, 42),
    rect({ x: -182, y: -330, w: 364, h: 92 }, darken(art.colour, 0.3), 24),
    `<rect x="-182" y="-262" width="364" height="10" fill="${darken(art.colour, 0.4)}" opacity="0.5"/>`,
    highlight(-150, -230, 190),
    label(art, { x: -140, y: -235, w: 280, h: 210 }),
  ].join('');
}

function tube(art: PackArt): string {
  const crimp = lighten(art.colour, 0.25);
  return [
    shadow(90),
    rect({ x: -62, y: -92, w: 124, h: 92 }, darken(art.colour, 0.4), 14),
    `<path d="M -135 -520 L 135 -520 L 86 -88 L -86 -88 Z" fill="${art.colour}" stroke="${art.colour}" stroke-width="16" stroke-linejoin="round"/>`,
    rect({ x: -142, y: -550, w: 284, h: 36 }, crimp, 6),
    ...[0, 1, 2, 3, 4, 5, 6].map(
      (i) =>
        `<rect x="${-120 + i * 38}" y="-546" width="6" height="28" fill="${darken(crimp, 0.15)}"/>`,
    ),
    highlight(-112, -500, 300),
    label(art, { x: -92, y: -455, w: 184, h: 255 }),
  ].join('');
}

function stick(art: PackArt): string {
  return [
    shadow(80),
    rect({ x: -78, y: -470, w: 156, h: 470 }, art.colour, 34),
    rect({ x: -78, y: -470, w: 156, h: 140 }, darken(art.colour, 0.3), 34),
    rect({ x: -78, y: -350, w: 156, h: 22 }, darken(art.colour, 0.3), 0),
    text('haat', {
      x: 0,
      y: -390,
      size: 34,
      fill: '#fff',
      family: SERIF,
      italic: true,
      weight: 700,
    }),
    highlight(-62, -300, 270),
    label(art, { x: -64, y: -318, w: 128, h: 300 }, true),
  ].join('');
}

/** A gift box with the kit's name, two packs peeking out behind it. */
function combo(art: PackArt): string {
  const lid = darken(art.colour, 0.25);
  const ribbon = isDark(art.colour) ? lighten(art.colour, 0.7) : darken(art.colour, 0.45);
  const behind = (shape: PackShape, x: number) =>
    `<g transform="translate(${x} -200) scale(0.6)">${pack({ ...art, shape, label: [''], size: '' })}</g>`;
  return [
    shadow(200),
    behind('dropper', -110),
    behind('bottle', 115),
    rect({ x: -210, y: -250, w: 420, h: 250 }, art.colour, 18),
    rect({ x: -225, y: -300, w: 450, h: 62 }, lid, 14),
    `<rect x="-18" y="-300" width="36" height="300" fill="${ribbon}"/>`,
    `<path d="M 0 -300 C -60 -360 -110 -330 -70 -300 Z M 0 -300 C 60 -360 110 -330 70 -300 Z" fill="${ribbon}"/>`,
    label(art, { x: -175, y: -225, w: 350, h: 200 }),
  ].join('');
}

/** Draws a pack with its base centred on (0, 0), growing upwards. */
export function pack(art: PackArt): string {
  switch (art.shape) {
    case 'bottle':
      return bottle(art);
    case 'pump':
      return pump(art);
    case 'dropper':
      return dropper(art);
    case 'jar':
      return jar(art);
    case 'tube':
      return tube(art);
    case 'stick':
      return stick(art);
    case 'combo':
      return combo(art);
  }
}

/** Places a pack with its base centre at (x, y), scaled. */
export function placed(art: PackArt, x: number, y: number, scale: number, rotate = 0): string {
  return `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})">${pack(art)}</g>`;
}
