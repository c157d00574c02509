import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

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

/**
 * A part of a page whose code is a chunk of its own (`children` holds a React.lazy component), needed only by some
 * visitors: the server sends nothing for it, and the browser loads it once the page has hydrated, showing the
 * loading state with `label` meanwhile (docs/requirements/quality-targets.md#performance-budgets). The part itself
 * renders as a transition, a few milliseconds at a time, not in one long task after hydration.
 */
export function LazyPart({ label, children }: { label: string; children: ReactNode }) {
  const loading = <PageLoading label={label} />;
  return (
    <ClientOnly fallback={null}>
      <InTransition meanwhile={loading}>
        <Suspense fallback={loading}>{children}</Suspense>
      </InTransition>
    </ClientOnly>
  );
}

/** Shows `meanwhile` at once, then renders `children` as a transition. */
function InTransition({ meanwhile, children }: { meanwhile: ReactNode; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return <>{ready ? children : meanwhile}</>;
}
