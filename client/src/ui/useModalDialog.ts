import { useEffect, useRef } from 'react';

/**
 * Opens a native <dialog> as a modal when it mounts (focus moves in and stays, the page behind is inert) and
 * hands focus back to what opened it when it unmounts. Attach the ref to the <dialog>.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', ''); // jsdom
    }
    return () => opener?.focus?.();
  }, []);
  return ref;
}
