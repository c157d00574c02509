import { startAnalytics } from './lib/analytics';
import { installChunkErrorRecovery } from './lib/chunkReload';
import './ui/styles.css';

// Before anything renders: consent mode defaults (denied), then the chunk-error reload guard.
startAnalytics({ loadVitals: () => import('./lib/analytics/vitals') });
installChunkErrorRecovery();

// A text page runs only its interactive parts; any other page is hydrated whole
// (docs/decisions/0021-text-pages-hydrate-islands.md). The server preloads what the page needs.
const started =
  window.__HYDRATION__ === 'islands'
    ? import('./app/islands').then((m) => m.startIslands())
    : import('./app/hydrateApp').then((m) => m.hydrateApp());

// docs/requirements/routes-and-screens.md#navigation-markers: the body is marked hydrated one second after start-up.
started.finally(() => window.setTimeout(() => document.body.classList.add('hydrated'), 1000));
