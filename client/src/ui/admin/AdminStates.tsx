import type { ReactNode } from 'react';
import { messageOf } from '../../lib/apollo';
import { PageLoading } from '../ClientOnly';
import { FormAlert } from '../Field';

/** Loading, error and empty states every admin screen shows the same way. */
export function AdminStates({
  noun,
  loading,
  error,
  empty,
  isEmpty,
  onRetry,
  children,
}: {
  noun: string;
  loading: boolean;
  error?: unknown;
  empty: ReactNode;
  /** Null while nothing has arrived. */
  isEmpty: boolean | null;
  onRetry?(): void;
  children: ReactNode;
}) {
  return (
    <>
      {error ? (
        <FormAlert>
          {messageOf(error, `The ${noun} could not be loaded`)}{' '}
          {onRetry && (
            <button type="button" className="button secondary small" onClick={onRetry}>
              Try again
            </button>
          )}
        </FormAlert>
      ) : null}
      {loading && isEmpty === null && <PageLoading label={`Loading ${noun}…`} />}
      {isEmpty === true && <p className="empty-state">{empty}</p>}
      {isEmpty === false && children}
    </>
  );
}

export function StatCards({ children }: { children: ReactNode }) {
  return <ul className="stat-cards">{children}</ul>;
}
