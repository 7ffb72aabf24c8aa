import { describe, expect, it } from 'vitest';
import { dropArchived } from '../dropArchived.js';

describe('dropArchived', () => {
  it('drops banners and announcements with isArchive', () => {
    const list = [
      { name: 'a', isArchive: true },
      { name: 'b', isArchive: false },
      { name: 'c' },
      { name: 'd', isArchive: null },
    ];
    expect(dropArchived(list).map((b) => b.name)).toEqual(['b', 'c', 'd']);
  });
});
