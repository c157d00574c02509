import { useCallback, useRef, useState } from 'react';

/**
 * The one guard for buttons that send e-mail or move money: `once(action)` runs `action` unless an earlier one is
 * still in flight, and is released when it settles. The ref, not state, decides, so a second click that lands
 * before React has re-rendered the button as disabled is ignored too. `pending` is for the button's `disabled`
 * and its "Sending…" label. Returns the action's result, or undefined when the call was ignored.
 */
export function useSubmitOnce() {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const once = useCallback(async <R>(action: () => Promise<R> | R): Promise<R | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setPending(true);
    try {
      return await action();
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, []);
  return { once, pending };
}
