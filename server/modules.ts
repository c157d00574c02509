import 'reflect-metadata';
import type { ServerModuleDefinition } from './platform/runtime/serverModule';
import { dailyStatsModule } from './modules/dailyStats/module';
import { authModule } from './modules/auth/module';
import { mailModule } from './modules/mail/module';
import { mediaModule } from './modules/media/module';
import { indexNowModule } from './modules/indexNow/module';
import { guestPostsModule } from './modules/guestPosts/module';
import { enquiriesModule } from './modules/enquiries/module';
import { formTokensModule } from './modules/formTokens/module';
import { outreachModule } from './modules/outreach/module';
import { trackingModule } from './modules/tracking/module';
import { companiesModule } from './modules/companies/module';
import { webhooksModule } from './modules/webhooks/module';
import { apiKeysModule } from './modules/apiKeys/module';
import { invoicesModule } from './modules/invoices/module';
import { paymentsModule } from './modules/payments/module';
import { applicationsModule } from './modules/applications/module';
import { certificationModule } from './modules/certification/module';
import { leadsModule } from './modules/leads/module';
import { marketplaceModule } from './modules/marketplace/module';
import { reviewsModule } from './modules/reviews/module';
import { contentModule } from './modules/content/module';
import { removalRequestsModule } from './modules/removalRequests/module';
import { freeGuideModule } from './modules/freeGuide/module';
import { aiModule } from './modules/ai/module';
import { quotesModule } from './modules/quotes/module';
import { jobsModule } from './modules/jobs/module';
import { privacyModule } from './modules/privacy/module';
import { dashboardModule } from './modules/dashboard/module';

/**
 * Every module of the site, from the bottom of the module order up: the one list the schema, the mail
 * registry, the routes and the scheduled work are read from (docs/decisions/0053-modules-register-themselves.md).
 * A module says what it brings in its own `server/modules/<name>/module.ts`.
 */
export const SERVER_MODULES = [
  dailyStatsModule,
  authModule,
  mailModule,
  mediaModule,
  indexNowModule,
  guestPostsModule,
  enquiriesModule,
  formTokensModule,
  outreachModule,
  trackingModule,
  companiesModule,
  webhooksModule,
  apiKeysModule,
  invoicesModule,
  paymentsModule,
  applicationsModule,
  certificationModule,
  leadsModule,
  marketplaceModule,
  reviewsModule,
  contentModule,
  removalRequestsModule,
  freeGuideModule,
  aiModule,
  quotesModule,
  jobsModule,
  privacyModule,
  dashboardModule,
] as const;

export type ServerModule = (typeof SERVER_MODULES)[number];

const definitions: readonly ServerModuleDefinition[] = SERVER_MODULES;

/** Every module's contribution of one kind, in the order of the list. */
export function fromEveryModule<K extends keyof ServerModuleDefinition>(kind: K): NonNullable<ServerModuleDefinition[K]>[] {
  return definitions.flatMap((module) => (module[kind] === undefined ? [] : [module[kind]!]));
}

type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;
/** Every module's e-mail templates in one type: the mail registry (server/mailTemplates.ts) is this. */
export type ModuleMailTemplates = Intersection<ServerModule extends infer M ? (M extends { mailTemplates: infer T } ? T : never) : never>;

let setUp = false;
/** Runs each module's start-up wiring once (the second phase of the start, and tests that use the services in process). */
export function setUpModules() {
  if (setUp) return;
  setUp = true;
  for (const setUpModule of fromEveryModule('setUp')) setUpModule();
}
