import type { ReactNode } from 'react';
import { formatLondonDateTime } from '../../lib/dates';

/** One entry of a record's history, as the admin screens receive it. */
interface Change {
  by: string;
  at: string;
  action?: string;
  note?: string | null;
}

/** A list's Status cell: the status, what `children` add, then who made the last change and when. */
export function StatusCell({
  label,
  history,
  showAction = false,
  showNote = false,
  children,
}: {
  label: string;
  history: readonly Change[];
  /** Name the last change's action before "by" (a history of actions rather than of statuses). */
  showAction?: boolean;
  /** Add the last change's note after it. */
  showNote?: boolean;
  children?: ReactNode;
}) {
  const last = history.at(-1);
  return (
    <>
      <span className="badge">{label}</span>
      {children}
      {last && (
        <div className="muted">
          {showAction && `${last.action} `}by {last.by}, {formatLondonDateTime(last.at)}
          {showNote && last.note ? `: ${last.note}` : ''}
        </div>
      )}
    </>
  );
}

/** A Last change cell: "<action> by <who>, <when>", or when the record was last saved if its history is empty. */
export function lastChange(history: readonly Change[], updatedAt: string): string {
  const last = history.at(-1);
  return last ? `${last.action} by ${last.by}, ${formatLondonDateTime(last.at)}` : formatLondonDateTime(updatedAt);
}

/** A record's History section on its edit page: each change with when, what, who and its note. */
export function RecordHistory({ id, history }: { id: string; history: readonly Change[] }) {
  if (history.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>History</h2>
      <ul>
        {history.map((entry, index) => (
          <li key={index}>
            {formatLondonDateTime(entry.at)}: {entry.action} by {entry.by}
            {entry.note ? ` (${entry.note})` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
