import { formatLondonDateTime } from '../../lib/dates';
import type { AdminLeadDistributionFragment } from '../../gql/graphql';

/** Whom a lead was sent to: shown by the distributions modal and the details' Companies tab. */
export function DistributionsTable({ distributions }: { distributions: readonly AdminLeadDistributionFragment[] }) {
  if (!distributions.length) return <p className="muted">Not sent to any company by staff yet.</p>;
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Companies the lead was sent to</caption>
        <thead>
          <tr>
            <th scope="col">Company</th>
            <th scope="col">Sent</th>
            <th scope="col">By</th>
            <th scope="col">How</th>
          </tr>
        </thead>
        <tbody>
          {distributions.map((distribution, i) => (
            <tr key={`${distribution.companyId}-${i}`}>
              <td>{distribution.companyName}</td>
              <td>{formatLondonDateTime(distribution.sentAt)}</td>
              <td>{distribution.by}</td>
              <td>{distribution.channel === 'email' ? 'E-mail' : distribution.channel}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
