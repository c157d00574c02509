import { joinList, targetCompanyProblem, type TargetCompany } from '../../../../common/singleCompanyRequest';
import type { ChosenCompany } from './quoteForm';
import { EnhancedQuotePage } from './EnhancedQuotePage';

/** The company the single-company page checked: plain data, so the page can hand it to the form's island. */
export interface QuoteCompany {
  id: string;
  name: string;
  /** The link's `company` (slug or id). */
  ref: string;
  regions: string[];
}

/** The quote form for one active company (docs/requirements/single-company-requests.md). */
export function SingleCompanyQuoteForm({ company }: { company: QuoteCompany }) {
  const target: TargetCompany = { name: company.name, active: true, regions: company.regions };
  const chosen: ChosenCompany = {
    id: company.id,
    name: company.name,
    ref: company.ref,
    regionsText: joinList(company.regions),
    problemIn: (region) => targetCompanyProblem(target, region),
  };
  return <EnhancedQuotePage company={chosen} />;
}
