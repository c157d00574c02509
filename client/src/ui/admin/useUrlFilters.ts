import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's filters kept in the URL (?status=new&q=smith), so a filtered view can be bookmarked, shared
 * and reached from a dashboard card; an empty value removes its parameter. Changing a filter drops `after`
 * (the page cursor): a new filter starts from the first page.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>, [keys, params]);
  const set = useCallback(
    (changes: Partial<Record<K | 'after', string>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const touchesFilter = Object.keys(changes).some((key) => key !== 'after');
          if (touchesFilter) next.delete('after');
          for (const [key, value] of Object.entries(changes) as Array<[string, string | undefined]>) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  return { values, set, clear, after: params.get('after') };
}
