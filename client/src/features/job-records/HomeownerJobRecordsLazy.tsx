import { lazy, Suspense } from 'react';

const HomeownerJobRecords = lazy(() => import('./HomeownerJobRecords.js').then((module) => ({ default: module.HomeownerJobRecords })));

/**
 * The job record section of the homeowner's request page, loaded only once a company is marked hired, so the page's
 * own JavaScript stays within its budget (scripts/checkBundle.mjs).
 */
export function LazyHomeownerJobRecords({ id, token, hired }: { id: string; token: string; hired: boolean }) {
  if (!hired) return null;
  return (
    <Suspense fallback={<p role="status">Loading the job record…</p>}>
      <HomeownerJobRecords id={id} token={token} />
    </Suspense>
  );
}
