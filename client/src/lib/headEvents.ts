type HeadListener = (title: string) => void;
const headListeners = new Set<HeadListener>();

/** Called each time a page has set the document title in the browser (analytics' page_view waits for it). */
export function onHeadApplied(listener: HeadListener): () => void {
  headListeners.add(listener);
  return () => headListeners.delete(listener);
}

/** ui/head.tsx calls this once it has applied a page's head. */
export function headApplied(title: string) {
  for (const listener of headListeners) listener(title);
}
