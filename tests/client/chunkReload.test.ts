import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  installChunkErrorRecovery,
  isChunkLoadError,
  reloadAfterChunkError,
} from '../../client/src/lib/chunkReload';

/** sessionStorage's interface over a Map, so each test starts empty and can look inside. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
  };
}

describe('docs/requirements/routes-and-screens.md#rendering-errors: reload after a chunk-loading error, guarded against loops for 10 s', () => {
  it('reloads for the first error, not for a second within 10 s, and again after 10 s', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    const start = 1_800_000_000_000;

    expect(reloadAfterChunkError({ now: start, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.items.get(CHUNK_RELOAD_KEY)).toBe(String(start));

    // The reloaded page fails again straight away, and once more just before the guard ends: no reload.
    expect(reloadAfterChunkError({ now: start + 1_500, storage, reload })).toBe(false);
    expect(reloadAfterChunkError({ now: start + CHUNK_RELOAD_GUARD_MS - 1, storage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    // 10 s after the reload, a new failure (say, the next deploy) reloads again and restarts the guard.
    expect(reloadAfterChunkError({ now: start + CHUNK_RELOAD_GUARD_MS, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(reloadAfterChunkError({ now: start + CHUNK_RELOAD_GUARD_MS + 2_000, storage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('ignores a stored time that is not a time, or lies in the future', () => {
    const reload = jest.fn();
    const garbled = memoryStorage();
    garbled.setItem(CHUNK_RELOAD_KEY, 'yesterday');
    expect(reloadAfterChunkError({ now: 5_000_000, storage: garbled, reload })).toBe(true);
    const future = memoryStorage();
    future.setItem(CHUNK_RELOAD_KEY, String(9_000_000)); // a clock that moved back
    expect(reloadAfterChunkError({ now: 5_000_000, storage: future, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when it cannot remember (no storage, or storage that throws)', () => {
    const reload = jest.fn();
    expect(reloadAfterChunkError({ now: 1, storage: null, reload })).toBe(false);
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(reloadAfterChunkError({ now: 1, storage: blocked, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('recognises the errors browsers give for a chunk that cannot be fetched', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://example.co.uk/assets/AdminArea-x1.js', // Chrome
      'error loading dynamically imported module: https://example.co.uk/assets/AdminArea-x1.js', // Firefox
      'Importing a module script failed.', // Safari
      'Unable to preload CSS for /assets/AdminArea-x1.css', // Vite
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    }
    const webpack = new Error('Loading chunk 42 failed.');
    webpack.name = 'ChunkLoadError';
    expect(isChunkLoadError(webpack)).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'title')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('handles Vite’s vite:preloadError event: cancels it and reloads, once while the page reloads', () => {
    window.sessionStorage.clear();
    const reload = jest.fn();
    const uninstall = installChunkErrorRecovery(window, reload);
    const first = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true); // the import does not throw: the page is going away
    expect(reload).toHaveBeenCalledTimes(1);
    expect(Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY))).toBeGreaterThan(0);

    const second = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    uninstall();
  });
});
