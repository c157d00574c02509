import { startAnalytics } from './lib/analytics';
import { installChunkErrorRecovery } from './lib/chunkReload';
import './ui/styles.css';

// Before anything renders: consent mode defaults (denied), then the chunk-error reload guard.
startAnalytics({ loadVitals: () => import('./lib/analytics/vitals') });
installChunkErrorRecovery();

/**
 * Resolves once the browser has painted the server's HTML (a frame, then a task), at once in a tab the browser does
 * not paint (one opened in the background), or when such a tab is hidden before its first frame.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    requestAnimationFrame(() => window.setTimeout(resolve, 0));
    document.addEventListener('visibilitychange', () => resolve(), { once: true });
  });
}

/** Fetches the code of a page hydrated whole all at once (the server names it), each file with its integrity. */
function preloadPageCode() {
  // Added to the document at once: one change of the head, not one per file.
  const links = document.createDocumentFragment();
  for (const { href, integrity } of window.__PRELOADS__ ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    if (integrity) link.integrity = integrity;
    link.href = href;
    links.appendChild(link);
  }
  document.head.appendChild(links);
}

// A text page runs only its interactive parts; any other page is hydrated whole
// (docs/decisions/0021-text-pages-hydrate-islands.md). A page hydrated whole
// fetches and runs React and its own code only after the server's HTML is on screen, so that code does not hold back the first
// paint (docs/requirements/quality-targets.md#performance-budgets: its largest contentful paint).
const started =
  window.__HYDRATION__ === 'islands'
    ? import('./app/islands').then((m) => m.startIslands())
    : afterFirstPaint()
        .then(() => {
          preloadPageCode();
          return import('./app/hydrateApp');
        })
        .then((m) => m.hydrateApp());

// docs/requirements/routes-and-screens.md#navigation-markers: the body is marked hydrated one second after start-up.
started.finally(() => window.setTimeout(() => document.body.classList.add('hydrated'), 1000));
