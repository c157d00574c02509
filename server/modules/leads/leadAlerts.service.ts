import type { Timestamp, Transaction } from '../../platform/firestore/unitOfWork';
import { queueMail } from '../../platform/mail/outbox';
import { getAlertCompany, getAlertRefusals, queryAlertCompanies } from '../companies';
import { raiseWebhookEvent } from '../webhooks';
import type { StoredLead } from './leads.types';

/** More companies than this in one region would need a fan-out job rather than one transaction. */
export const MAX_ALERTS_PER_LEAD = 200;

export interface AlertRecipient {
  id: string;
  name: string;
  email: string;
  /** Sent the new-lead e-mail too; every recipient gets the `lead.matched` webhook event. */
  emailAlert: boolean;
}

/**
 * The companies to tell of a new available lead: for a shared lead, those serving its region (active), each
 * e-mailed only with lead alerts on (docs/requirements/business-rules.md#lead-alerts) but each given the
 * `lead.matched` webhook event whatever that setting (docs/requirements/webhooks.md); for an exclusive lead, the one
 * company the homeowner chose, whatever its alert setting, because the homeowner was told that company
 * will be in touch (docs/requirements/single-company-requests.md). Read BEFORE the transaction that
 * publishes the lead, so that transaction reads only the documents it writes and a company's change to its
 * own settings never aborts a quote request (docs/decisions/0026-transaction-isolation.md). The cost of that is
 * small and accepted: a company approved or changing its regions in the instant between this read and the
 * commit misses one alert (it still sees the lead on its marketplace page); nobody is ever alerted about a
 * lead that was not published, because the e-mails are queued in the publishing transaction itself.
 * A shared lead skips the companies whose lead preferences pause buying today or do not ask for it (its
 * district, property type or foam type: docs/decisions/0051-lead-preferences.md).
 */
export async function alertRecipientsFor(
  lead: Pick<AlertLead, 'region' | 'targetCompanyId' | 'district' | 'propertyType' | 'foamType'>,
  now = new Date(),
): Promise<AlertRecipient[]> {
  if (lead.targetCompanyId) {
    const company = await getAlertCompany(lead.targetCompanyId);
    return company ? [company] : [];
  }
  const companies = await queryAlertCompanies(lead.region, MAX_ALERTS_PER_LEAD);
  const refusals = await getAlertRefusals(
    companies.map((company) => company.id),
    { district: lead.district, propertyType: lead.propertyType, foamType: lead.foamType },
    now,
  );
  return companies.filter((company) => !refusals.get(company.id));
}

export interface AlertLead {
  id: string;
  ref: string;
  region: string;
  district: string;
  propertyType: string;
  foamType: string;
  locations: string[];
  urgency: string;
  estimateLowPence: number;
  estimateHighPence: number;
  pricePence: number;
  vatPence: number;
  maxBuyers: number;
  /** An exclusive (single-company) lead alerts only that company. */
  targetCompanyId: string | null;
}

/** What an alert says about a stored lead (redacted: no contact details). */
export function alertLeadOf(
  lead: Pick<StoredLead, 'id' | 'ref' | 'region' | 'estimate' | 'pricePence' | 'vatPence' | 'maxBuyers' | 'targetCompanyId'> & {
    property: Pick<StoredLead['property'], 'district' | 'type'>;
    job: Pick<StoredLead['job'], 'foamType' | 'locations' | 'urgency'>;
  },
): AlertLead {
  return {
    id: lead.id,
    ref: lead.ref,
    region: lead.region,
    district: lead.property.district,
    propertyType: lead.property.type,
    foamType: lead.job.foamType,
    locations: lead.job.locations,
    urgency: lead.job.urgency,
    estimateLowPence: lead.estimate.lowPence,
    estimateHighPence: lead.estimate.highPence,
    pricePence: lead.pricePence,
    vatPence: lead.vatPence,
    maxBuyers: lead.maxBuyers,
    targetCompanyId: lead.targetCompanyId,
  };
}

/**
 * Raises one `lead.matched` webhook event per recipient in the caller's (publishing) transaction
 * (docs/integrations.md#webhooks), and queues one redacted alert per recipient whose e-mail alerts are on; returns the
 * mail ids, in the recipients' order.
 * `chosenByStaff`: an administrator picked these companies for this lead (the lead distributions), rather
 * than their lead alerts or the homeowner's choice.
 */
export function queueLeadAlerts(
  tx: Transaction,
  recipients: readonly AlertRecipient[],
  lead: AlertLead,
  now: Timestamp,
  options: { chosenByStaff?: boolean } = {},
): string[] {
  const chosen = lead.targetCompanyId ? recipients.filter((r) => r.id === lead.targetCompanyId) : recipients;
  for (const company of chosen) {
    const { id: leadId, ref: reference, region, district, propertyType, pricePence, vatPence } = lead;
    raiseWebhookEvent(
      tx,
      { companyId: company.id, type: 'lead.matched', data: { leadId, reference, region, district, propertyType, pricePence, vatPence } },
      now,
    );
  }
  return chosen
    .filter((company) => company.emailAlert)
    .map((company) =>
      queueMail(
        tx,
        {
          to: company.email,
          template: 'new_lead_alert',
          data: {
            companyName: company.name || 'there',
            leadId: lead.id,
            reference: lead.ref,
            region: lead.region,
            district: lead.district,
            propertyType: lead.propertyType,
            foamType: lead.foamType,
            locations: lead.locations,
            urgency: lead.urgency,
            estimateLowPence: lead.estimateLowPence,
            estimateHighPence: lead.estimateHighPence,
            pricePence: lead.pricePence,
            vatPence: lead.vatPence,
            maxBuyers: lead.maxBuyers,
            sentToCompanyOnly: Boolean(lead.targetCompanyId),
            chosenByStaff: options.chosenByStaff ?? false,
          },
          related: [`leads/${lead.id}`, `companies/${company.id}`],
        },
        now,
      ),
    );
}
