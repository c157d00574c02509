import { formatLondonDateTime } from '../../lib/dates';

interface Entry {
  at: string;
  by: string;
  action: string;
  note?: string | null;
}

/** Who changed an enquiry, when, and to what; a note (a reply's text) shown in full below its line. */
export function EnquiryHistory({
  history,
  createdAt,
  statusLabel,
}: {
  history: readonly Entry[];
  createdAt: string;
  statusLabel(action: string): string;
}) {
  if (!history.length) return <p className="muted">Received {formatLondonDateTime(createdAt)}; no changes by staff yet.</p>;
  return (
    <ol className="history">
      {history.map((entry, i) => (
        <li key={i}>
          {formatLondonDateTime(entry.at)}: {statusLabel(entry.action)} by {entry.by}
          {entry.note && <p className="mail-text">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
