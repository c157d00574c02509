/** What other modules may use of companies (docs/decisions/0033-module-order-and-public-faces.md). */
export {
  createCompany,
  freeSlug,
  getCompanies,
  getAlertCompany,
  markCompanyCertified,
  markCompanyUncertified,
  queryAlertCompanies,
  readCompany,
  readCompanyNames,
  readTargetCompany,
  writeVettingRecord,
} from './companies.repository';
export { companyVetting, sendVettingReminders, vettingRefusal } from './vetting.service';
export { assertEmailCanJoinCompany, ensureCompanyAccount, setPasswordLink } from './companyAccounts.service';
export {
  activeCompaniesInRegion,
  COMPANY_PUBLIC_PAGES,
  DIRECTORY_LIMIT,
  publicCompanySitemapEntries,
  publicProfileSlug,
} from './companyDirectory.repository';
export { CurrentCompany } from './currentCompany';
export { getAlertRefusals, getLeadPreferences, readLeadPreferences, type CompanyLeadPreferences } from './leadPreferences.repository';
