/** Tiny SVG-building helpers for the generated catalogue art. */

export const SANS = "'DejaVu Sans', 'Helvetica Neue', Arial, sans-serif";
export const SERIF = "'DejaVu Serif', Georgia, serif";

export function esc(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function channel(hex: string, index: number): number {
  return parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
}

/** Mixes a hex colour towards another (t = 0 keeps `from`, 1 gives `to`). */
export function mix(from: string, to: string, t: number): string {
  const parts = [0, 1, 2].map((i) =>
    Math.round(channel(from, i) + (channel(to, i) - channel(from, i)) * t),
  );
  return `#${parts.map((p) => p.toString(16).padStart(2, '0')).join('')}`;
}

export const darken = (hex: string, t: number) => mix(hex, '#000000', t);
export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);

/** Relative luminance-ish test for picking readable text on a colour. */
export function isDark(hex: string): boolean {
  return channel(hex, 0) * 0.299 + channel(hex, 1) * 0.587 + channel(hex, 2) * 0.114 < 150;
}

export interface TextOptions {
  x: number;
  y: number;
  size: number;
  fill: string;
  family?: string;
  weight?: number | string;
  anchor?: 'start' | 'middle' | 'end';
  italic?: boolean;
  spacing?: number;
  opacity?: number;
}

export function text(content: string, o: TextOptions): string {
  const attrs = [
    `x="${o.x}"`,
    `y="${o.y}"`,
    `font-family="${o.family ?? SANS}"`,
    `font-size="${o.size}"`,
    `fill="${o.fill}"`,
    `text-anchor="${o.anchor ?? 'middle'}"`,
    o.weight !== undefined ? `font-weight="${o.weight}"` : '',
    o.italic ? 'font-style="italic"' : '',
    o.spacing !== undefined ? `letter-spacing="${o.spacing}"` : '',
    o.opacity !== undefined ? `opacity="${o.opacity}"` : '',
  ];
  return `<text ${attrs.filter(Boolean).join(' ')}>${esc(content)}</text>`;
}

/** Largest font size (≤ max) at which the longest line fits `width`, for DejaVu Sans Bold. */
export function fitSize(lines: readonly string[], width: number, max: number): number {
  const longest = Math.max(...lines.map((line) => line.length), 1);
  return Math.min(max, Math.floor(width / (longest * 0.66)));
}

/** Greedy word wrap at `max` characters per line. */
export function wrap(content: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of content.split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

export function linearGradient(id: string, stops: [string, string], vertical = true): string {
  const [x2, y2] = vertical ? ['0', '1'] : ['1', '0'];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${stops[0]}"/><stop offset="1" stop-color="${stops[1]}"/></linearGradient>`;
}

export function radialGradient(id: string, stops: [string, string]): string {
  return `<radialGradient id="${id}" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="${stops[0]}"/><stop offset="1" stop-color="${stops[1]}"/></radialGradient>`;
}
