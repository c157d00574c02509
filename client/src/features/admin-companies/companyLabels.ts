import type { CompanyStatus } from '../../gql/graphql';
import { formatLondonDate } from '../../lib/dates';

/** The badge style of each status (the shared green and red of approved and rejected). */
export const STATUS_BADGE: Record<CompanyStatus, string> = { ACTIVE: 'status-approved', SUSPENDED: 'status-rejected' };

/** "Certified until 3 March 2027", "Certificate ran out on …" or "Not certified". */
export function certificationLabel(company: { certified: boolean; certifiedUntil?: string | null }): string {
  if (!company.certified) return 'Not certified';
  if (!company.certifiedUntil) return 'Certified';
  return new Date(company.certifiedUntil) > new Date()
    ? `Certified until ${formatLondonDate(company.certifiedUntil)}`
    : `Certificate ran out on ${formatLondonDate(company.certifiedUntil)}`;
}
