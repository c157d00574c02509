import type { ReactNode } from 'react';
import { formatPounds } from '../../../common/calculator';
import { formatLondonDateTime } from '../lib/dates';

export interface LedgerEntry {
  id: string;
  kind: 'TOP_UP' | 'LEAD_PURCHASE' | 'REFUND';
  amountPence: number;
  balanceAfterPence: number;
  description: string;
  byEmail?: string | null;
  at: string | Date;
}

const ENTRY_TEXT: Record<LedgerEntry['kind'], string> = { TOP_UP: 'Top-up', LEAD_PURCHASE: 'Lead bought', REFUND: 'Refund' };

/**
 * A prepaid balance's ledger, newest first (docs/decisions/0050-prepaid-balance.md), for the company's billing
 * screen and the admin company record; `describe` may turn an entry's description into a link.
 */
export function BalanceLedger<T extends LedgerEntry>({
  entries,
  caption,
  describe = (entry) => entry.description,
}: {
  entries: readonly T[];
  caption: string;
  describe?: (entry: T) => ReactNode;
}) {
  return (
    <div className="table-scroll">
      <table className="data-table ledger">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">What</th>
            <th scope="col" className="number">
              Amount
            </th>
            <th scope="col" className="number">
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                {ENTRY_TEXT[entry.kind]}: {describe(entry)}
                <span className="ledger-meta muted">
                  {formatLondonDateTime(entry.at)}
                  {entry.byEmail ? ` · ${entry.byEmail}` : ''}
                </span>
              </td>
              <td className="number">{(entry.amountPence > 0 ? '+' : '−') + formatPounds(Math.abs(entry.amountPence))}</td>
              <td className="number">{formatPounds(entry.balanceAfterPence)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
