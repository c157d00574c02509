import { createContext, useContext, type ReactNode } from 'react';
import { Link } from './Link';
import { DEFAULT_SITE_PHONE, type SiteOperator } from '../../../common/siteOperator';

/** Who runs the site, from the page's public configuration (docs/requirements/operator-identity.md). */
const SiteOperatorContext = createContext<SiteOperator | null>(null);

export function SiteOperatorProvider({ operator, children }: { operator: SiteOperator | null; children: ReactNode }) {
  return <SiteOperatorContext.Provider value={operator}>{children}</SiteOperatorContext.Provider>;
}

export const useSiteOperator = () => useContext(SiteOperatorContext);

/** The site's phone number (OPERATOR_PHONE on the server), the default outside a configured page. */
export const useSitePhone = () => useSiteOperator()?.phone ?? DEFAULT_SITE_PHONE;

/** One line for the footer: "Run by Foam Clear Ltd, company 12345678, 1 High Street, Leeds. ICO registration ZA123456." */
export function OperatorLine() {
  const operator = useSiteOperator();
  if (!operator) return null;
  const parts = [
    `Run by ${operator.legalName}`,
    operator.companyNumber && `registered in the UK, company number ${operator.companyNumber}`,
    operator.registeredAddress && `registered office: ${operator.registeredAddress}`,
  ].filter(Boolean);
  return (
    <>
      {parts.join(', ')}.{operator.icoRegistration && ` ICO registration ${operator.icoRegistration}.`}{' '}
      <Link to="/editorial-policy">Editorial policy</Link>.
    </>
  );
}
