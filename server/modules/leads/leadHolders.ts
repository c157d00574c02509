import type { LeadHeldBy } from '../media';
import { getPurchases } from './leads.repository';

/** Whether a company bought a lead and was not refunded: what adding photographs to its job needs. */
export const companyHoldsLead: LeadHeldBy = async (companyId, leadId) => {
  const [purchase] = await getPurchases([{ leadId, companyId }]);
  return purchase !== null && purchase !== undefined && !purchase.refunded;
};
