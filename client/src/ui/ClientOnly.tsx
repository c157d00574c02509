import { useEffect, useState, type ReactNode } from 'react';

/** False on the server and in the browser's first (hydrating) render, true once the page runs. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** Renders its children only in the browser, after hydration; the server sends the fallback. */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return <>{useHydrated() ? children : fallback}</>;
}

export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page-loading-indicator" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  );
}
