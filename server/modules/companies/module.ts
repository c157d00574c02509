import { createModule } from '../../platform/runtime/serverModule';
import { sendVettingReminders } from './vetting.service';
import { AdminCompaniesResolver } from './adminCompanies.resolver';
import { companyMailTemplates } from './companies.mail';
import { AdminCompanyVettingResolver, CompaniesResolver, CompanyVettingResolver } from './companies.resolver';
import { Company } from './companies.types';
import { LeadPreferencesResolver } from './leadPreferences.resolver';
import { PublicCompanyResolver } from './publicCompany.resolver';
import { CompanyRoleResolver, TeamResolver } from './team.resolver';

export const companiesModule = createModule({
  name: 'companies',
  layer: 2,
  resolvers: [
    PublicCompanyResolver,
    LeadPreferencesResolver,
    TeamResolver,
    CompanyRoleResolver,
    AdminCompaniesResolver,
    CompaniesResolver,
    CompanyVettingResolver,
    AdminCompanyVettingResolver,
  ],
  orphanedTypes: [Company],
  mailTemplates: companyMailTemplates,
  scheduled: [
    {
      // Each reminder goes out once per expiry date; a production scheduler calls POST /internal/vetting-reminders
      // daily instead (docs/decisions/0035-vetting-enforced.md).
      name: 'sending vetting reminders',
      runsOn: 'embedded-store-owner',
      everyMs: () => 60 * 60 * 1000,
      run: sendVettingReminders,
    },
  ],
});
