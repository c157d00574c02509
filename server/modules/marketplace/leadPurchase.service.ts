import { disputeDeadline } from '../../../common/marketplace';
import { queueMail } from '../../platform/mail/outbox';
import { Timestamp } from '../../platform/firestore/unitOfWork';
import type { Company } from '../companies/companies.types';
import { conflict, notFound } from '../../platform/graphql/errors';
import { type Fulfil, startCheckout } from '../payments';
import { PaymentKind, PaymentProvider } from '../payments/payments.types';
import { leadRegion, sentToAnother, unavailableReason } from './marketplace.redaction';
import { getLeadPreferences, readCompany, readLeadPreferences, vettingRefusal } from '../companies';
import { getStoredLead, readStoredLead, recordPurchase } from '../leads';
import { raiseWebhookEvent } from '../webhooks';
import { LEAD_NOT_FOUND, marketplaceViewer } from './marketplace.service';
import type { LeadCheckout } from './marketplace.types';
import type { StoredLead } from '../leads/leads.types';

/**
 * The checks before any payment starts, each with its specific reason: the lead is one this company may see, it
 * can be bought now, and the company's vetting is current. The purchase checks them again when it is recorded
 * (fulfilLeadPurchase), on the data as it is then.
 */
export async function leadOnSaleTo(company: Company, leadId: string) {
  const viewer = marketplaceViewer(company);
  const lead = await getStoredLead(leadId);
  // A lead sent to another company alone answers as the lead page does: as if it did not exist.
  if (!lead || sentToAnother(lead, viewer)) throw notFound(LEAD_NOT_FOUND);
  const reason = unavailableReason(lead, viewer, new Date());
  if (reason) throw conflict(reason);
  const refusal = await vettingRefusal(company);
  if (refusal) throw conflict(refusal);
  return { viewer, lead };
}

export const leadPurchaseDescription = (lead: Pick<StoredLead, 'ref' | 'region' | 'property'>) =>
  `Lead ${lead.ref} (${lead.property.district}, ${leadRegion(lead)})`;

/**
 * A company starts buying a lead: checks that it can buy it now (with the specific reason when not:
 * sold out, already bought, not in its regions, its vetting missing or lapsed…), then opens a checkout for the price plus VAT. Nothing
 * is reserved: the purchase is decided when the payment is confirmed (fulfilLeadPurchase), and a payment
 * that loses the race for the last place is refunded.
 */
export async function buyLead(company: Company, leadId: string, buyer: { uid: string; email: string | null }): Promise<LeadCheckout> {
  const { viewer, lead } = await leadOnSaleTo(company, leadId);
  // Its lead preferences (paused, not a lead it asked for, over its weekly cap): checked again on fulfilment.
  const preferenceRefusal = (await getLeadPreferences(viewer.companyId, new Date())).refusal(lead, lead.pricePence);
  if (preferenceRefusal) throw conflict(preferenceRefusal);
  const path = `/company/lead/${encodeURIComponent(lead.id)}`;
  return startCheckout({
    kind: PaymentKind.LEAD_PURCHASE,
    companyId: viewer.companyId,
    amountPence: lead.pricePence,
    vatPence: lead.vatPence,
    description: leadPurchaseDescription(lead),
    leadId: lead.id,
    startedBy: buyer,
    successPath: `${path}/success`,
    cancelPath: `${path}/payment`,
  });
}

/**
 * Delivers a paid lead, inside the transaction that marks the payment succeeded (payments contract): the
 * reads first, then the writes. Adds the buyer to `buyerCompanyIds`, records
 * `leads/{id}/purchases/{companyId}` and marks the lead `sold_out` when the last place goes. The same rules
 * as before checkout are checked again on the lead as it is now, so under any concurrency no lead gets more
 * than `maxBuyers` buyers and no company buys one twice; a payment refused here is refunded by the
 * payments module, with this reason.
 */
export const fulfilLeadPurchase: Fulfil = async (tx, payment) => {
  if (!payment.leadId) return { ok: false, reason: 'This payment is not for a lead' };
  const [lead, company] = await Promise.all([readStoredLead(tx, payment.leadId), readCompany(tx, payment.companyId)]);
  if (!lead) return { ok: false, reason: 'This lead is no longer on the marketplace' };
  if (!company || company.status !== 'active') return { ok: false, reason: 'Your company account is suspended or no longer exists' };
  const now = Timestamp.now();
  // Read before any write; refuses a purchase past the weekly cap or while paused, and counts this week's spend.
  const preferences = await readLeadPreferences(tx, payment.companyId, now.toDate());
  const reason = unavailableReason(lead, { companyId: payment.companyId, regions: company.regions }, now.toDate());
  if (reason) return { ok: false, reason };
  const refusal = (await vettingRefusal(company)) ?? preferences.refusal(lead, payment.amountPence);
  if (refusal) return { ok: false, reason: refusal };

  recordPurchase(
    tx,
    lead,
    {
      companyId: payment.companyId,
      paymentId: payment.id,
      boughtBy: payment.startedBy,
      paidFromBalance: payment.provider === PaymentProvider.BALANCE,
    },
    now,
  );
  preferences.countSpend(payment.amountPence);
  raiseWebhookEvent(
    tx,
    {
      companyId: payment.companyId,
      type: 'purchase.completed',
      data: {
        paymentId: payment.id,
        leadId: lead.id,
        reference: lead.ref,
        amountPence: payment.amountPence,
        vatPence: payment.vatPence,
        paidFromBalance: payment.provider === PaymentProvider.BALANCE,
      },
    },
    now,
  );
  const email = company.email;
  if (email) {
    queueMail(
      tx,
      {
        to: email,
        template: 'lead_purchased',
        data: {
          companyName: company.name || 'there',
          leadId: lead.id,
          reference: lead.ref,
          homeowner: lead.homeowner,
          postcode: lead.property.postcode,
          region: leadRegion(lead),
          propertyType: lead.property.type,
          foamType: lead.job.foamType,
          urgency: lead.job.urgency,
          pricePence: payment.amountPence,
          vatPence: payment.vatPence,
          paidFromBalance: payment.provider === PaymentProvider.BALANCE,
          paymentId: payment.id,
          paidAt: now.toDate().toISOString(),
          disputeUntil: disputeDeadline(now.toDate()).toISOString(),
        },
        related: [`leads/${lead.id}`, `payments/${payment.id}`],
      },
      now,
    );
  }
  return { ok: true };
};
