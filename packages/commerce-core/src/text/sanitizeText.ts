/** Everything but ASCII letters, digits, space and @ + - . , ' # & ! / : ; ? ( ) %. */
const DISALLOWED = /[^A-Za-z0-9 @+\-.,'#&!/:;?()%]/g;

/**
 * Text sanitising (spec 5): accents come off (é → e), other whitespace becomes a space, emoji
 * and every other character outside letters, digits, spaces and @ + - . , ' # & ! / : ; ? ( ) %
 * are removed, repeated spaces collapse, and the start is trimmed (the end is kept so typing a
 * space in a field still works).
 *
 * @example
 * sanitizeText('  Café 😀  #12,  MG Road '); // 'Cafe #12, MG Road '
 */
export function sanitizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s/g, ' ')
    .replace(DISALLOWED, '')
    .replace(/ {2,}/g, ' ')
    .trimStart();
}
