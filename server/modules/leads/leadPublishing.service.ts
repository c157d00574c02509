import { runTransaction, Timestamp, withHistory } from '../../platform/firestore/unitOfWork';
import { conflict, notFound } from '../../platform/graphql/errors';
import type { Lead } from './leads.types';
import { alertLeadOf, alertRecipientsFor, queueLeadAlerts } from './leadAlerts.service';
import {
  getStoredLead,
  leadFromDocument,
  marketplaceQueryFields,
  readLeadData,
  storedLeadFromDocument,
  updateLead,
} from './leads.repository';

/**
 * An admin verifies a new lead and puts it on the marketplace (docs/requirements/business-rules.md#lead-publishing; the path for
 * LEAD_AUTO_PUBLISH=false, and for leads held back for a check). In one transaction the lead becomes
 * `available` with its flat query fields, and the alerts to the region's companies are queued.
 */
export async function publishLead(leadId: string, by: string): Promise<Lead> {
  const before = await getStoredLead(leadId);
  if (!before) throw notFound('There is no such lead');
  // Queried before the transaction, which then reads only the lead (see leadAlerts.service.ts).
  const recipients = before.status === 'new' ? await alertRecipientsFor(alertLeadOf(before)) : [];
  return runTransaction(async (tx) => {
    const stored = (await readLeadData(tx, leadId))!;
    const lead = storedLeadFromDocument(leadId, stored);
    const now = Timestamp.now();
    if (lead.status !== 'new') throw conflict(`This lead is ${lead.status.replace('_', ' ')}: only a new lead can be published`);
    if (lead.archived) throw conflict('This lead is archived: it cannot go to the marketplace');
    if (lead.expiresAt <= now.toDate()) throw conflict('This lead is more than 30 days old: it can no longer go to the marketplace');
    const changes = withHistory(
      stored,
      { by, action: 'published' },
      { status: 'available', publishedAt: now, ...marketplaceQueryFields(lead) },
      now,
    );
    updateLead(tx, leadId, changes);
    queueLeadAlerts(tx, recipients, alertLeadOf(lead), now);
    return leadFromDocument(leadId, { ...stored, ...changes });
  });
}
