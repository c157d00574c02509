import {
  adminDb,
  createUser,
  gql,
  idempotencyKey,
  randomMobile,
  serverInfo,
  SUBMIT,
  uniqueEmail,
  validRemovalRequest,
  type ServerInfo,
} from './api';

export const LEAD_FIELDS = `id ref district region propertyType bedrooms foamType locations areaM2 access urgency reason estimateLowPence estimateHighPence
  createdAt ageDays pricePence vatPence totalPence maxBuyers placesLeft exclusive purchasedByMe declinedByMe buyable unavailableReason`;
export const PURCHASE_FIELDS = `paymentId purchasedAt refunded disputeUntil canDispute contact { name email phone postcode notes }
  dispute { id status reason note resolutionNote } lead { id ref placesLeft purchasedByMe }`;

export const MARKETPLACE_LEADS = `query Leads($filter: MarketplaceFilter, $sort: MarketplaceSortOrder, $first: Int, $after: String) {
  marketplaceLeads(filter: $filter, sort: $sort, first: $first, after: $after) { regions pageInfo { hasNextPage endCursor } nodes { ${LEAD_FIELDS} } }
}`;
export const MARKETPLACE_LEAD = `query Lead($id: ID!) { marketplaceLead(id: $id) { lead { ${LEAD_FIELDS} } purchase { ${PURCHASE_FIELDS} } } }`;
export const MY_LEADS = `query Mine { myLeads(first: 20) { totalCount nodes { ${PURCHASE_FIELDS} } } }`;
export const DECLINE = `mutation Decline($id: ID!) { declineLead(leadId: $id) { id declinedByMe } }`;
export const UNDO_DECLINE = `mutation Undo($id: ID!) { undoDeclineLead(leadId: $id) { id declinedByMe } }`;
export const DISPUTE = `mutation Dispute($id: ID!, $input: LeadDisputeInput!) { disputeLead(leadId: $id, input: $input) { ${PURCHASE_FIELDS} } }`;
export const DISPUTES = `query Disputes($status: DisputeStatus) { leadDisputes(status: $status, first: 100) { totalCount nodes { id leadId leadRef companyId companyName paymentId reason note status resolutionNote } } }`;
export const RESOLVE = `mutation Resolve($id: ID!, $decision: DisputeDecision!, $note: String) {
  resolveLeadDispute(id: $id, decision: $decision, note: $note) { id status resolutionNote }
}`;

let companyCounter = 0;

/** A day `days` from today (UTC), YYYY-MM-DD. */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Vetting as an administrator records it, current for a year (insurance) and three (waste carrier registration). */
export function currentVetting(overrides: { insuranceExpiresOn?: string; wasteCarrierExpiresOn?: string } = {}) {
  const checked = { requestId: 'test', reviewedBy: 'test-admin', reviewedOn: dayFromToday(0), remindedFor: null };
  return {
    insurance: { coverPence: 200_000_000, expiresOn: overrides.insuranceExpiresOn ?? dayFromToday(365), ...checked },
    wasteCarrier: {
      registrationNumber: 'CBDU999999',
      tier: 'upper',
      expiresOn: overrides.wasteCarrierExpiresOn ?? dayFromToday(3 * 365),
      ...checked,
    },
  };
}

/** A company document (active, alerts on) and a signed-in user acting for it, as approval creates them. */
export async function createCompany(
  options: {
    regions: string[];
    leadAlerts?: boolean;
    status?: string;
    name?: string;
    /** The vetting an administrator recorded (default: current insurance and waste carrier registration); null: none. */
    vetting?: Record<string, unknown> | null;
    createdAt?: Date;
  },
  info: ServerInfo = serverInfo(),
) {
  const id = `test-co-${Date.now().toString(36)}-${companyCounter++}-${Math.random().toString(36).slice(2, 6)}`;
  const email = uniqueEmail('company');
  const name = options.name ?? `Test Removals ${id}`;
  const now = options.createdAt ?? new Date();
  const vetting = options.vetting === undefined ? currentVetting() : options.vetting;
  await adminDb(info)
    .collection('companies')
    .doc(id)
    .set({
      name,
      slug: id,
      contactName: 'Test Contact',
      email,
      phone: '01632 960999',
      website: null,
      // A business address: paying needs one, for the VAT invoice.
      address: '1 Test Street, Leeds',
      postcode: 'LS1 1AA',
      regions: options.regions,
      services: ['loft'],
      description: '',
      logoPath: null,
      status: options.status ?? 'active',
      certified: false,
      certificateId: null,
      certifiedUntil: null,
      leadAlerts: options.leadAlerts ?? true,
      userIds: [],
      ...(vetting ? { vetting, vettingReminderDueOn: null } : {}),
      createdAt: now,
      updatedAt: now,
    });
  const user = await createUser({ claims: { role: 'company', companyId: id }, userDoc: { role: 'company', companyId: id } }, info);
  return { id, name, email, token: user.token, uid: user.uid, userEmail: user.email, password: user.password };
}

const POSTCODES: Record<string, string> = {
  London: 'SW1A 1AA',
  'South East': 'RG1 1AA',
  Scotland: 'EH1 1AA',
  Wales: 'CF10 1AA',
  'North West': 'M1 1AA',
  'North East': 'NE1 1AA',
  'Northern Ireland': 'BT1 1AA',
  'South West': 'BS1 1AA',
};

/** A real quote request through the public API (auto-published); contact details unique to this lead. */
export async function createLead(
  options: { region?: string; postcode?: string; job?: Record<string, unknown>; targetCompanyId?: string } = {},
) {
  const tag = Math.random().toString(36).slice(2, 10);
  const homeowner = { name: `Zelda Uniquename${tag}`, email: `zelda.${tag}@homeowner.example`, phone: randomMobile() };
  const postcode = options.postcode ?? POSTCODES[options.region ?? 'London'];
  const notes = `Secret note ${tag}: the key is under the mat`;
  const input = validRemovalRequest({ homeowner, property: { postcode }, job: { notes, ...options.job } });
  if (options.targetCompanyId) (input as Record<string, unknown>).targetCompanyId = options.targetCompanyId;
  const { body } = await gql(SUBMIT, { input, key: idempotencyKey() });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  const requestId = body.data!.submitRemovalRequest.requestId as string;
  const request = await adminDb().collection('removalRequests').doc(requestId).get();
  const leadId = request.get('leadId') as string;
  const lead = (await adminDb().collection('leads').doc(leadId).get()).data()!;
  const stored = lead.homeowner as { name: string; email: string; phone: string };
  return {
    leadId,
    ref: lead.ref as string,
    homeowner: stored,
    postcode: lead.property.postcode as string,
    notes,
    secrets: [stored.name, stored.email, stored.phone, lead.property.postcode as string, notes, tag],
  };
}

/** Every secret string absent from a raw response body (the JSON as the server sent it). */
export function expectNoSecrets(raw: string, secrets: string[]) {
  for (const secret of secrets) expect(raw).not.toContain(secret);
}

/** Marks the company as a buyer directly in Firestore, as fulfilment does, for read-side tests. */
export async function recordPurchase(leadId: string, companyId: string, options: { at?: Date; paymentId?: string } = {}) {
  const ref = adminDb().collection('leads').doc(leadId);
  const snap = await ref.get();
  const buyers = [...((snap.get('buyerCompanyIds') as string[]) ?? []), companyId];
  const maxBuyers = snap.get('maxBuyers') as number;
  await ref.update({ buyerCompanyIds: buyers, ...(buyers.length >= maxBuyers ? { status: 'sold_out' } : {}) });
  const paymentId = options.paymentId ?? `test-payment-${Math.random().toString(36).slice(2, 10)}`;
  await ref
    .collection('purchases')
    .doc(companyId)
    .set({ companyId, paymentId, at: options.at ?? new Date() });
  return paymentId;
}
