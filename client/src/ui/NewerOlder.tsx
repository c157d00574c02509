import { useState } from 'react';

/**
 * Newest-first lists read a page at a time outside the admin area: the cursors visited so far, `after` for the
 * query, and "Newer" / "Older" buttons (nothing when there is one page).
 */
export function useNewerOlder(noun: string) {
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  return {
    after: cursors[cursors.length - 1],
    pager(pageInfo: { hasNextPage: boolean; endCursor?: string | null } | null | undefined) {
      const newer = cursors.length > 1;
      const older = Boolean(pageInfo?.hasNextPage);
      if (!newer && !older) return null;
      return (
        <p>
          {newer && (
            <button type="button" className="button secondary small" onClick={() => setCursors(cursors.slice(0, -1))}>
              Newer {noun}
            </button>
          )}{' '}
          {older && (
            <button type="button" className="button secondary small" onClick={() => setCursors([...cursors, pageInfo?.endCursor ?? null])}>
              Older {noun}
            </button>
          )}
        </p>
      );
    },
  };
}
