import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { PageArgs } from '../../platform/graphql/connections';
import { AdminActor } from '../../platform/graphql/currentUser';
import type { GraphQLContext } from '../../platform/graphql/context';
import { services } from '../../platform/services';
import { CurrentCompany } from '../companies';
import type { Company } from '../companies/companies.types';
import { refundPayment } from '../payments';
import { PaymentProvider } from '../payments/payments.types';
import {
  DisputeDecision,
  DisputeStatus,
  LeadCheckout,
  LeadDispute,
  LeadDisputeConnection,
  LeadContact,
  LeadDisputeInput,
  MarketplaceFilter,
  MarketplaceLead,
  MarketplaceLeadConnection,
  MarketplaceLeadDetail,
  MarketplaceSortOrder,
  PurchasedLead,
  PurchasedLeadConnection,
} from './marketplace.types';
import { availableLeads, declineLead, marketplaceLead, myLeads } from './marketplace.service';
import { adminDisputes, disputedLeadContact, openDispute, resolveDispute } from './disputes.service';
import { buyLead } from './leadPurchase.service';
import { buyLeadWithBalance } from './balancePurchase.service';
import { PipelineStatus } from './leadPipeline.types';

const LEAD_ID = 'Id of a lead from `marketplaceLeads` (`MarketplaceLead.id`).';

@Resolver()
export class MarketplaceResolver {
  @Access('COMPANY', 'read', 'LEADS_READ')
  @Query(() => MarketplaceLeadConnection, {
    description:
      'Leads the company can buy now, redacted: available, under 30 days old, in its regions, with places left, not bought or declined by it, not sent to another company only, and (unless `allInRegions`) matching its lead preferences; a lead its paused buying or weekly cap refuses is listed with `buyable` false and the reason. BAD_USER_INPUT for a region, urgency or foam type it cannot choose.',
  })
  marketplaceLeads(
    @Arg('filter', () => MarketplaceFilter, {
      nullable: true,
      description: 'Region, urgency and foam type; all of the company’s leads when left out.',
    })
    filter: MarketplaceFilter | null,
    @Arg('sort', () => MarketplaceSortOrder, {
      defaultValue: MarketplaceSortOrder.NEWEST,
      description: 'NEWEST (default) or PRICE, cheapest first.',
    })
    sort: MarketplaceSortOrder,
    @Args(() => PageArgs) page: PageArgs,
    @CurrentCompany() company: Company,
    @Arg('allInRegions', () => Boolean, {
      defaultValue: false,
      description:
        'true: every lead of its regions, also those its lead preferences leave out (each says why it cannot be bought); false (default): only the leads they ask for.',
    })
    allInRegions: boolean,
  ): Promise<MarketplaceLeadConnection> {
    return availableLeads(company, filter, sort, page, allInRegions);
  }

  @Access('COMPANY', 'read', 'LEADS_READ')
  @Query(() => MarketplaceLeadDetail, {
    description:
      'One lead, redacted, with the contact details in `purchase` only when this company bought it. NOT_FOUND for a lead outside its regions, sent to another company only, or unknown.',
  })
  marketplaceLead(
    @Arg('id', () => ID, { description: LEAD_ID }) id: string,
    @CurrentCompany() company: Company,
  ): Promise<MarketplaceLeadDetail> {
    return marketplaceLead(company, id);
  }

  @Access('COMPANY', 'work_leads')
  @Mutation(() => MarketplaceLead, {
    description:
      '"Not interested": hides the lead from this company’s `marketplaceLeads` (undo with `undoDeclineLead`). NOT_FOUND as for `marketplaceLead`.',
  })
  declineLead(
    @Arg('leadId', () => ID, { description: LEAD_ID }) leadId: string,
    @CurrentCompany() company: Company,
  ): Promise<MarketplaceLead> {
    return declineLead(company, leadId, true);
  }

  @Access('COMPANY', 'work_leads')
  @Mutation(() => MarketplaceLead, { description: 'Undoes "Not interested": the lead is listed again while it can be bought.' })
  undoDeclineLead(
    @Arg('leadId', () => ID, { description: LEAD_ID }) leadId: string,
    @CurrentCompany() company: Company,
  ): Promise<MarketplaceLead> {
    return declineLead(company, leadId, false);
  }

  @Access('COMPANY', 'buy_leads')
  @Mutation(() => LeadCheckout, {
    description:
      'Starts buying one place of a lead for its price plus VAT: send the browser to `checkoutUrl`. The place is taken only when the payment succeeds; a payment that loses the race for the last place is refunded. CONFLICT with the reason when it cannot be bought now (sold out, already bought…); FORBIDDEN with the reason for a viewer; PAYMENT_PROVIDER_UNAVAILABLE when the provider does not answer.',
  })
  buyLead(
    @Arg('leadId', () => ID, { description: LEAD_ID }) leadId: string,
    @CurrentCompany() company: Company,
    @Ctx() ctx: GraphQLContext,
  ): Promise<LeadCheckout> {
    return buyLead(company, leadId, { uid: ctx.viewer!.uid, email: ctx.viewer!.email });
  }

  @Access('COMPANY', 'buy_leads', 'LEADS_BUY')
  @Mutation(() => MarketplaceLeadDetail, {
    description:
      'Buys one place of a lead at once from the prepaid balance, for its price before VAT (VAT was charged on the top-up): answers the lead with the contact details. CONFLICT with the reason when it cannot be bought now or the balance is short; FORBIDDEN with the reason for a viewer.',
  })
  buyLeadWithBalance(
    @Arg('leadId', () => ID, { description: LEAD_ID }) leadId: string,
    @CurrentCompany() company: Company,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MarketplaceLeadDetail> {
    return buyLeadWithBalance(company, leadId, { uid: ctx.viewer!.uid, email: ctx.viewer!.email });
  }

  @Access('COMPANY', 'read', 'PURCHASES_READ')
  @Query(() => PurchasedLeadConnection, {
    description: 'The leads this company bought, with the homeowners’ contact details, newest lead first.',
  })
  myLeads(
    @Args(() => PageArgs) page: PageArgs,
    @CurrentCompany() company: Company,
    @Arg('status', () => PipelineStatus, { nullable: true, description: 'Only leads at this pipeline status; all when left out.' })
    status: PipelineStatus | null,
  ): Promise<PurchasedLeadConnection> {
    return myLeads(company, page, status ?? null);
  }

  @Access('COMPANY', 'work_leads')
  @Mutation(() => PurchasedLead, {
    description:
      'Disputes a purchased lead within 14 days of the purchase, for an invalid phone, an invalid e-mail or a wrong postcode; one dispute per purchase. NOT_FOUND when this company did not buy it; CONFLICT when a dispute is open or decided already, or the 14 days are over.',
  })
  disputeLead(
    @Arg('leadId', () => ID, { description: 'Id of a lead this company bought.' }) leadId: string,
    @Arg('input', () => LeadDisputeInput, { description: 'The reason and what the company found.' }) input: LeadDisputeInput,
    @CurrentCompany() company: Company,
  ): Promise<PurchasedLead> {
    return openDispute(company, leadId, input, services().config.mail.adminAlertEmails);
  }

  @Access('ADMIN')
  @Query(() => LeadDisputeConnection, { description: 'Companies’ disputes of purchased leads, newest first.' })
  leadDisputes(
    @Arg('status', () => DisputeStatus, { nullable: true, description: 'Only disputes in this status; all when left out.' })
    status: DisputeStatus | null,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<LeadDisputeConnection> {
    return adminDisputes(status, page);
  }

  @Access('ADMIN')
  @Mutation(() => LeadDispute, {
    description:
      'Accepts a dispute (the payment is refunded) or rejects it (with a note); the company is e-mailed the outcome. NOT_FOUND for an unknown id; CONFLICT when it was decided already.',
  })
  resolveLeadDispute(
    @Arg('id', () => ID, { description: 'Id of an open dispute (`LeadDispute.id`).' }) id: string,
    @Arg('decision', () => DisputeDecision, { description: 'ACCEPT or REJECT.' }) decision: DisputeDecision,
    @Arg('note', () => String, { nullable: true, description: 'Note to the company, up to 2,000 characters; required to REJECT.' })
    note: string | null,
    @AdminActor() by: string,
  ): Promise<LeadDispute> {
    // The dispute e-mail tells the company about the refund, so the payments module's own refund e-mail is off.
    return resolveDispute(id, decision, note, by, {
      refundPayment: async (paymentId, reason, destination) => {
        const refunded = await refundPayment(paymentId, reason, { notify: false, destination });
        return { refundedTo: refunded.provider === PaymentProvider.BALANCE && !refunded.refundFromTopUp ? 'balance' : 'card' };
      },
    });
  }
}

@Resolver(() => LeadDispute)
export class LeadDisputeResolver {
  @Access('ADMIN')
  @FieldResolver(() => LeadContact, {
    nullable: true,
    description: 'The homeowner’s details as the company received them, to check the claim; null when the lead no longer exists.',
  })
  homeowner(@Root() dispute: LeadDispute, @Ctx() ctx: GraphQLContext): Promise<LeadContact | null> {
    return disputedLeadContact(dispute.leadId, (id) => ctx.loaders.leads.load(id));
  }
}
