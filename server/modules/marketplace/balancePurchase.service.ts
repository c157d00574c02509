import { conflict } from '../../platform/graphql/errors';
import type { Company } from '../companies/companies.types';
import { insufficientBalance, payFromBalance, readBalance } from '../payments';
import { PaymentKind } from '../payments/payments.types';
import { marketplaceLead } from './marketplace.service';
import { leadOnSaleTo, leadPurchaseDescription } from './leadPurchase.service';
import type { MarketplaceLeadDetail } from './marketplace.types';

/**
 * One-click buying from the prepaid balance (docs/decisions/0050-prepaid-balance.md): the same checks as a
 * card checkout first, for the specific reason, then one transaction in which the lead's fulfilment checks them
 * again on the data as it is now, records the purchase and the balance pays. Answers the lead with its contact
 * details; CONFLICT with the reason when it cannot be bought or the balance is short.
 */
export async function buyLeadWithBalance(
  company: Company,
  leadId: string,
  buyer: { uid: string; email: string | null },
): Promise<MarketplaceLeadDetail> {
  const { viewer, lead } = await leadOnSaleTo(company, leadId);
  const balancePence = await readBalance(viewer.companyId);
  if (balancePence < lead.pricePence) throw conflict(insufficientBalance(balancePence, lead.pricePence));
  await payFromBalance({
    kind: PaymentKind.LEAD_PURCHASE,
    companyId: viewer.companyId,
    amountPence: lead.pricePence,
    description: leadPurchaseDescription(lead),
    leadId: lead.id,
    startedBy: buyer,
  });
  return marketplaceLead(company, lead.id);
}
