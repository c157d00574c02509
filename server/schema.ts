import 'reflect-metadata';
import { buildSchema } from 'type-graphql';
import { GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { authChecker } from './platform/graphql/authChecker';
import { authDirective, withAccessRules } from './platform/graphql/access';
import { AuthResolver } from './modules/auth/auth.resolver';
import { RemovalRequestsResolver } from './modules/removalRequests/removalRequests.resolver';
import { HomeownerRequestResolver } from './modules/removalRequests/homeownerRequest.resolver';
import { Company } from './modules/companies/companies.types';
import { Application } from './modules/applications/applications.types';
import { Certificate } from './modules/certification/certification.types';
import { Post, Video } from './modules/content/content.types';
import { ContentResolver } from './modules/content/content.resolver';
import { EnquiriesResolver } from './modules/enquiries/enquiries.resolver';
import { PostsResolver } from './modules/content/posts.resolver';
import { AuthorsResolver } from './modules/content/authors.resolver';
import { LocationsResolver } from './modules/content/locations.resolver';
import { MailResolver } from './modules/mail/mail.resolver';
import { FormsResolver } from './modules/forms/forms.resolver';
import { FreeGuideResolver } from './modules/freeGuide/freeGuide.resolver';
import { GuestPostsResolver } from './modules/guestPosts/guestPosts.resolver';
import { VideosResolver } from './modules/content/videos.resolver';
import { AdminVideosResolver } from './modules/content/adminVideos.resolver';
import { AdminProfilesResolver } from './modules/content/adminProfiles.resolver';
import { ApplicationsResolver } from './modules/applications/applications.resolver';
import { AdminCompanyVettingResolver, CompaniesResolver, CompanyVettingResolver } from './modules/companies/companies.resolver';
import { CertificationResolver } from './modules/certification/certification.resolver';
import { CompanyRoleResolver, TeamResolver } from './modules/companies/team.resolver';
import { LeadPreferencesResolver } from './modules/companies/leadPreferences.resolver';
import { LeadDisputeResolver, MarketplaceResolver } from './modules/marketplace/marketplace.resolver';
import { LeadPipelineResolver } from './modules/marketplace/leadPipeline.resolver';
import { PublicCompanyReviewsResolver, ReviewsResolver } from './modules/reviews/reviews.resolver';
import { PaymentsResolver } from './modules/payments/payments.resolver';
import { InvoicesResolver } from './modules/invoices/invoices.resolver';
import { DashboardResolver } from './modules/dashboard/dashboard.resolver';
import { AdminLeadsResolver } from './modules/leads/adminLeads.resolver';
import { AdminCallbacksResolver } from './modules/enquiries/adminCallbacks.resolver';
import { AdminPaymentsResolver } from './modules/payments/adminPayments.resolver';
import { CompanyPaymentsResolver } from './modules/payments/companyPayments.resolver';
import { AdminCompanyBalanceResolver, BalanceResolver } from './modules/payments/balance.resolver';
import { AdminCompaniesResolver } from './modules/companies/adminCompanies.resolver';
import { PublicCompanyResolver } from './modules/companies/publicCompany.resolver';
import { AdminRemovalRequestsResolver } from './modules/removalRequests/adminRemovalRequests.resolver';
import { AdminSurveysResolver } from './modules/enquiries/adminSurveys.resolver';
import { AdminContactEnquiriesResolver } from './modules/enquiries/adminContactEnquiries.resolver';
import { AdminPdfLeadsResolver } from './modules/freeGuide/adminPdfLeads.resolver';
import { PrivacyResolver } from './modules/privacy/privacy.resolver';
import { AdminTrackingResolver } from './modules/tracking/adminTracking.resolver';
import { OutreachResolver } from './modules/outreach/outreach.resolver';
import { AdminPostsResolver } from './modules/content/adminPosts.resolver';
import { IndexNowResolver } from './modules/indexNow/indexNow.resolver';
import { AiToolsResolver } from './modules/ai/ai.resolver';
import { SiteImagesResolver } from './modules/media/media.resolver';

let schema: Promise<GraphQLSchema> | null = null;

/**
 * The code-first schema; `npm run schema:emit` prints it to schema/schema.graphql. The build fails when a
 * Query or Mutation field does not declare who may call it (withAccessRules, docs/api.md).
 */
export function getSchema(): Promise<GraphQLSchema> {
  schema ??= buildSchema({
    resolvers: [
      SiteImagesResolver,
      AdminCallbacksResolver,
      AdminVideosResolver,
      AdminProfilesResolver,
      AdminCompaniesResolver,
      AdminLeadsResolver,
      AdminPaymentsResolver,
      CompanyPaymentsResolver,
      AdminCompanyBalanceResolver,
      BalanceResolver,
      AdminRemovalRequestsResolver,
      AdminSurveysResolver,
      AdminContactEnquiriesResolver,
      AdminPdfLeadsResolver,
      AdminTrackingResolver,
      OutreachResolver,
      AdminPostsResolver,
      IndexNowResolver,
      AiToolsResolver,
      ApplicationsResolver,
      AuthResolver,
      AuthorsResolver,
      CertificationResolver,
      CompaniesResolver,
      CompanyVettingResolver,
      PublicCompanyResolver,
      CompanyRoleResolver,
      TeamResolver,
      LeadPreferencesResolver,
      AdminCompanyVettingResolver,
      ContentResolver,
      DashboardResolver,
      EnquiriesResolver,
      FormsResolver,
      FreeGuideResolver,
      GuestPostsResolver,
      LocationsResolver,
      MailResolver,
      MarketplaceResolver,
      LeadDisputeResolver,
      LeadPipelineResolver,
      ReviewsResolver,
      PublicCompanyReviewsResolver,
      PaymentsResolver,
      InvoicesResolver,
      PostsResolver,
      PrivacyResolver,
      RemovalRequestsResolver,
      HomeownerRequestResolver,
      VideosResolver,
    ],
    // Entity types whose queries arrive with later features are still part of the published contract.
    orphanedTypes: [Company, Application, Certificate, Post, Video],
    directives: [authDirective],
    authChecker,
    authMode: 'error',
    validate: false,
    emitSchemaFile: false,
    // The check runs an introspection query over the whole schema, a tenth of a second of a cold start. The
    // schema is the same code in production as in every test run and `npm run codegen:check`, which check it.
    skipCheck: process.env.NODE_ENV === 'production',
  })
    .then(withAccessRules)
    .then(describeRootTypes);
  return schema;
}

const ROOT_DESCRIPTIONS: Record<string, string> = {
  Query: 'Everything the API reads. Each field says who may call it (**Requires:**); lists are cursor connections (docs/api.md).',
  Mutation:
    'Everything the API changes. Public forms need a `formToken` and an idempotency key; each field says who may call it (docs/api.md).',
};

/** type-graphql has no place for the root types' descriptions. */
function describeRootTypes(built: GraphQLSchema): GraphQLSchema {
  return mapSchema(built, {
    [MapperKind.ROOT_OBJECT]: (type) => {
      const config = type.toConfig();
      return new GraphQLObjectType({ ...config, description: ROOT_DESCRIPTIONS[type.name] ?? config.description });
    },
  });
}
