/**
 * docs/requirements/routes-and-screens.md#rendering-errors: after a chunk-loading error the page reloads, guarded against loops for 10 seconds.
 * A chunk fails to load when the site was deployed after this page was opened (the old hashed files are
 * gone) or the connection dropped; reloading fetches the current page and its current chunks. The time
 * of the last reload is kept in sessionStorage, so if the reloaded page fails again within 10 s it shows
 * the error screen instead of reloading for ever.
 */
export const CHUNK_RELOAD_KEY = 'sfr:chunk-reload-at';
export const CHUNK_RELOAD_GUARD_MS = 10_000;

export interface ReloadGuard {
  now: number;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
}

/**
 * Reloads unless a reload for a chunk error happened less than 10 s ago; returns whether it reloaded.
 * Without working storage the guard cannot remember, so it does not reload (no risk of a loop).
 */
export function reloadAfterChunkError({ now, storage, reload }: ReloadGuard): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i;

/** Errors browsers give when a lazily loaded chunk (a dynamic import) cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

let reloading = false;

/** True once this page has asked the browser to reload after a chunk error. */
export function chunkReloadPending() {
  return reloading;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const reloadPage = () => window.location.reload();

/** The guard with the browser's clock and sessionStorage; once the page is reloading, it stays so. */
export function reloadForChunkError(reload: () => void = reloadPage): boolean {
  if (reloading) return true;
  reloading = reloadAfterChunkError({ now: Date.now(), storage: sessionStore(), reload });
  return reloading;
}

/**
 * Vite emits `vite:preloadError` on window when a dynamic import or its preloaded files fail. Cancelling
 * the event keeps the import from throwing while the page reloads; when the guard refuses to reload, the
 * error goes on to the nearest error boundary, which shows the error screen.
 */
export function installChunkErrorRecovery(target: Window = window, reload: () => void = reloadPage) {
  const onPreloadError = (event: Event) => {
    if (reloadForChunkError(reload)) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
