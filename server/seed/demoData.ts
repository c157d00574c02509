import type { Auth } from 'firebase-admin/auth';
import { Timestamp } from '../platform/firestore/unitOfWork';
import { createAdmin } from '../modules/auth/auth.service';
import { createUserDocument, getUserDocument } from '../modules/auth/users.repository';
import { putCompanyDocument } from '../modules/companies/companies.repository';
import { leadIdsOfRequests } from '../modules/removalRequests/removalRequests.repository';
import { submitRemovalRequest } from '../modules/removalRequests/removalRequests.service';
import { demoSeeded, markDemoSeeded } from './demoSeed.repository';
import { logger } from '../platform/logger';
import { seedPosts } from './posts';
import { seedVideos } from './videos';
import { seedProfiles } from './profiles';
import { invalidatePages } from '../platform/pages/pageCache';
import { submissionDocId } from '../platform/submissions/publicSubmission';
import { addMissingQueryFields } from '../modules/leads/leads.repository';
import { issueFormToken } from '../platform/submissions/formToken';
import { addDays, nextReminderDay, type VettingRecord } from '../../common/vetting';
import { londonDay } from '../modules/dailyStats';

export const DEMO_ADMIN = { email: 'admin@demo.sprayfoamremoval.uk', password: 'DemoAdmin2026!' };
export const DEMO_COMPANY_USER = { email: 'company@demo.sprayfoamremoval.uk', password: 'DemoCompany2026!' };

const DEMO_COMPANIES = [
  {
    id: 'demo-loftclear',
    name: 'LoftClear Removals Ltd',
    slug: 'loftclear-removals',
    contactName: 'Dan Hughes',
    email: 'office@loftclear.example',
    phone: '01632 960001',
    website: 'https://loftclear.example',
    address: '4 Mill Lane, Reading',
    postcode: 'RG1 2AB',
    regions: ['London', 'South East'],
    services: ['loft', 'walls', 'reinsulation'],
    description: 'Spray foam removal and loft restoration across London and the Home Counties.',
    certified: true,
    // Stated so the demo company can quote (docs/requirements/quotes-and-removal-records.md#sending-a-quote).
    vatRegistered: true,
  },
  {
    id: 'demo-northern-foam',
    name: 'Northern Foam Solutions',
    slug: 'northern-foam-solutions',
    contactName: 'Priya Shah',
    email: 'hello@northernfoam.example',
    phone: '0161 496 0002',
    website: 'https://northernfoam.example',
    address: 'Unit 7, Trafford Park, Manchester',
    postcode: 'M17 1AB',
    regions: ['North West', 'Yorkshire and the Humber', 'North East'],
    services: ['loft', 'floor', 'timber_treatment'],
    description: 'Closed- and open-cell foam removal with timber surveys for northern England.',
    certified: false,
    vatRegistered: null,
  },
  {
    id: 'demo-celtic-insulation',
    name: 'Celtic Insulation Recovery',
    slug: 'celtic-insulation-recovery',
    contactName: 'Rhys Evans',
    email: 'jobs@celticrecovery.example',
    phone: '029 2018 0003',
    website: null,
    address: '12 Bute Street, Cardiff',
    postcode: 'CF10 5AB',
    regions: ['Wales', 'South West'],
    services: ['loft', 'walls'],
    description: 'Removal, making good and re-insulation for homes in Wales and the South West.',
    certified: false,
    vatRegistered: null,
  },
];

/**
 * The demo companies' vetting: LoftClear vetted, Northern Foam's insurance lapsing in 20 days (its reminder is due),
 * Celtic with nothing checked (it cannot buy leads, shows what is missing, and no location page lists it).
 */
function demoVetting(id: string, today: string) {
  if (id === 'demo-celtic-insulation') return {};
  const checked = { requestId: 'demo', reviewedBy: 'demo-seed', reviewedOn: today, remindedFor: null };
  const vetting: VettingRecord = {
    insurance: { coverPence: 500_000_000, expiresOn: addDays(today, id === 'demo-loftclear' ? 300 : 20), ...checked },
    wasteCarrier: {
      registrationNumber: id === 'demo-loftclear' ? 'CBDU100001' : 'CBDU100002',
      tier: 'upper',
      expiresOn: addDays(today, 700),
      ...checked,
    },
  };
  return { vetting, vettingReminderDueOn: nextReminderDay(vetting) };
}

const DEMO_REQUESTS = [
  {
    name: 'Helen Marsh',
    email: 'helen.marsh@example.com',
    phone: '07700 900101',
    postcode: 'SW15 2PA',
    type: 'semi',
    foamType: 'open',
    locations: ['loft'],
    access: 'easy',
    urgency: 'asap',
    reason: 'selling',
  },
  {
    name: 'Gareth Lloyd',
    email: 'gareth.lloyd@example.com',
    phone: '07700 900102',
    postcode: 'CF14 3NR',
    type: 'terraced',
    foamType: 'closed',
    locations: ['loft'],
    access: 'moderate',
    urgency: 'emergency',
    reason: 'mortgage',
  },
  {
    name: 'Aisha Begum',
    email: 'aisha.begum@example.com',
    phone: '07700 900103',
    postcode: 'M20 6RT',
    type: 'detached',
    foamType: 'unknown',
    locations: ['loft', 'walls'],
    access: 'difficult',
    urgency: '1-3months',
    reason: 'damp',
  },
  {
    name: 'Tom Fletcher',
    email: 'tom.fletcher@example.com',
    phone: '07700 900104',
    postcode: 'RG4 7XY',
    type: 'bungalow',
    foamType: 'open',
    locations: ['loft'],
    access: 'easy',
    urgency: 'planning',
    reason: 'renovation',
  },
] as const;

/** The seed is trusted: no bot or rate-limit checks. */
const SEED_POLICY = {
  minFillTimeMs: 0,
  ipMax: Number.MAX_SAFE_INTEGER,
  ipWindowMs: 1,
  phoneMax: Number.MAX_SAFE_INTEGER,
  phoneWindowMs: 1,
};

async function ensureUser(auth: Auth, email: string, password: string) {
  try {
    return { user: await auth.getUserByEmail(email), created: false };
  } catch {
    return { user: await auth.createUser({ email, password, emailVerified: true }), created: true };
  }
}

const demoRequestKey = (index: number) => `demo-seed-request-${String(index).padStart(4, '0')}`;

/**
 * Demo leads seeded before the marketplace lack its flat query fields (`region`, `urgency`, `foamType`):
 * set them. Reads only the few demo requests and their leads, by id.
 */
async function backfillDemoLeadQueryFields() {
  const leadIds = await leadIdsOfRequests(DEMO_REQUESTS.map((_, index) => submissionDocId('rr', demoRequestKey(index))));
  await addMissingQueryFields(leadIds);
}

/**
 * Fills an empty embedded database with a living demo: an admin, a company user, companies, leads, blog posts, videos, and demonstration author and partner profiles.
 * @lazy loaded on first use, with `require`
 */
export async function seedDemoData(auth: Auth) {
  const alreadySeeded = await demoSeeded();

  try {
    await auth.getUserByEmail(DEMO_ADMIN.email);
  } catch {
    await createAdmin(auth, DEMO_ADMIN.email, DEMO_ADMIN.password);
  }

  const now = Timestamp.now();
  if (!alreadySeeded) {
    for (const company of DEMO_COMPANIES) {
      await putCompanyDocument(company.id, {
        ...company,
        status: 'active',
        certificateId: null,
        certifiedUntil: company.certified ? Timestamp.fromMillis(now.toMillis() + 300 * 24 * 3600 * 1000) : null,
        logoPath: null,
        leadAlerts: true,
        userIds: [],
        ...demoVetting(company.id, londonDay(now.toDate())),
        // The published about text, as if an administrator had approved it (docs/decisions/0045-public-company-profiles.md).
        aboutSubmission: { text: company.description, state: 'approved', submittedAt: now, reviewedAt: now, reason: null },
        aboutState: 'approved',
        createdAt: now,
        updatedAt: now,
      });
    }
    for (const [index, r] of DEMO_REQUESTS.entries()) {
      await submitRemovalRequest(
        {
          homeowner: { name: r.name, email: r.email, phone: r.phone },
          property: { postcode: r.postcode, type: r.type, bedrooms: 3 },
          job: { foamType: r.foamType, locations: [...r.locations], access: r.access, urgency: r.urgency, reason: r.reason, notes: '' },
          consent: { terms: true, marketing: false },
        },
        {
          idempotencyKey: demoRequestKey(index),
          source: { pagePath: '/contact/enhanced-quote' },
          botSignals: { formToken: await issueFormToken(Date.now() - 60_000) },
          ip: 'demo-seed',
        },
        { autoPublish: true, policy: SEED_POLICY },
      );
    }
  }

  await backfillDemoLeadQueryFields();

  const { user: companyUser } = await ensureUser(auth, DEMO_COMPANY_USER.email, DEMO_COMPANY_USER.password);
  const companyId = DEMO_COMPANIES[0].id;
  await auth.setCustomUserClaims(companyUser.uid, { role: 'company', companyId });
  if (!(await getUserDocument(companyUser.uid))) {
    await createUserDocument(companyUser.uid, { email: DEMO_COMPANY_USER.email, role: 'company', companyId });
    await putCompanyDocument(companyId, { userIds: [companyUser.uid], updatedAt: now }, { merge: true });
  }

  await seedPosts();
  await seedVideos();
  await seedProfiles();
  // The seed writes public content (companies on location pages, blog posts): no cached page may predate it.
  invalidatePages('all');

  if (!alreadySeeded) {
    await markDemoSeeded(now);
    logger.info('demo data seeded');
  }
}
