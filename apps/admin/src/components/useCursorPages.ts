import { useState } from 'react';

/**
 * Server paging by cursor (the admin API's `first`/`after`): the cursors of the pages seen so far,
 * so Previous goes back without the server knowing page numbers. Starts over when `resetKey`
 * (the filters) changes.
 *
 * @example
 * const pages = useCursorPages(JSON.stringify(filter));
 * useQuery(ordersQuery(filter, pages.after));
 * pages.next(data.pageInfo.endCursor);
 */
export function useCursorPages(resetKey: string) {
  const [state, setState] = useState<{ key: string; cursors: (string | null)[] }>({
    key: resetKey,
    cursors: [null],
  });
  const cursors = state.key === resetKey ? state.cursors : [null];
  if (state.key !== resetKey) setState({ key: resetKey, cursors });
  return {
    /** The `after` of the page shown (null: the first). */
    after: cursors[cursors.length - 1] ?? null,
    /** 0-based. */
    index: cursors.length - 1,
    next: (endCursor: string | null | undefined) => {
      if (endCursor) setState({ key: resetKey, cursors: [...cursors, endCursor] });
    },
    previous: () =>
      setState({
        key: resetKey,
        cursors: cursors.slice(0, -1).length ? cursors.slice(0, -1) : [null],
      }),
  };
}

/** What {@link useCursorPages} answers. */
export type CursorPages = ReturnType<typeof useCursorPages>;
