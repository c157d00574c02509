import { Link } from '../Link';

/** A number with its label, linking to the filtered list behind it. */
export function StatCard({ label, value, to, hint }: { label: string; value: string | number; to?: string; hint?: string }) {
  const body = (
    <>
      <span className="stat-value">{typeof value === 'number' ? value.toLocaleString('en-GB') : value}</span>
      <span className="stat-label">{label}</span>
      {hint && <span className="stat-hint">{hint}</span>}
    </>
  );
  return <li className="stat-card">{to ? <Link to={to}>{body}</Link> : <div>{body}</div>}</li>;
}
