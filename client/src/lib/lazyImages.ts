/**
 * docs/requirements/analytics-and-uploads.md#lazy-images: lazy images load at a 50px margin and a 0.01
 * threshold. One mechanism for both ways a page runs: ui/LazyImage.tsx calls `whenNear` from its effect on
 * hydrated pages, and `loadLazyImages` starts the images of a page that is not hydrated (app/islands.ts),
 * which carry their real address in `data-src` / `data-srcset`.
 */
export const LAZY_IMAGE_OBSERVER: IntersectionObserverInit = { rootMargin: '50px', threshold: 0.01 };

/** Calls `onNear` once the element comes within the margin (at once without IntersectionObserver). Returns a cancel function. */
export function whenNear(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear(); // the browser's loading="lazy" takes over
    return () => undefined;
  }
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) {
      observer.disconnect();
      onNear();
    }
  }, LAZY_IMAGE_OBSERVER);
  observer.observe(element);
  return () => observer.disconnect();
}

/** Starts every waiting lazy image under `root`: each gets its real address when it comes near. */
export function loadLazyImages(root: ParentNode): void {
  for (const image of root.querySelectorAll<HTMLImageElement>('img[data-lazy="waiting"][data-src]')) {
    whenNear(image, () => {
      if (image.dataset.srcset) image.srcset = image.dataset.srcset;
      image.src = image.dataset.src!;
      image.dataset.lazy = 'loaded';
    });
  }
}
