/**
 * What other modules may use of the marketplace (docs/decisions/0033-module-order-and-public-faces.md):
 * the dashboard's queue of open disputes, a region's demand for the location pages, and a person's
 * disputes for the privacy module.
 */
export { countOpenDisputes, findDisputesOfLeads, prepareDisputeErasure } from './disputes.repository';
export { localDemand } from './marketplace.service';
