/** Entities a catalogue text commonly holds; any other `&…;` is left as written. */
const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * Plain text of a catalogue text that may hold HTML (a product description, a policy): tags
 * dropped, common entities decoded, white space collapsed, cut at a word to at most `max`
 * characters with an ellipsis. For meta descriptions, whose previews show ~160 characters.
 *
 * @example
 * plainText('<p>Light <b>gel</b> &amp; fast</p>', 160); // 'Light gel & fast'
 * plainText('one two three', 8); // 'one two…'
 */
export function plainText(html: string, max: number): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d{1,7}|[a-z]+);/gi, (entity, name: string) => {
      if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? entity;
      const code = Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
