import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Lead } from '../leads/leads.types';
import { publishLead } from './leadPublishing.service';
import type { GraphQLContext } from '../../platform/graphql/context';
import { refundPayment } from '../payments/payments.service';
import {
  DisputeDecision,
  DisputeStatus,
  LeadCheckout,
  LeadDispute,
  LeadDisputeInput,
  MarketplaceFilter,
  MarketplaceLead,
  MarketplaceLeadDetail,
  MarketplaceLeadList,
  MarketplaceSortOrder,
  PurchasedLead,
} from './marketplace.types';
import { availableLeads, declineLead, marketplaceLead, myLeads } from './marketplace.service';
import { adminDisputes, openDispute, resolveDispute } from './disputes.service';
import { buyLead } from './leadPurchase.service';

@Resolver()
export class MarketplaceResolver {
  @Authorized('COMPANY')
  @Query(() => MarketplaceLeadList, { description: "Company: leads it can buy in its regions (redacted), newest first or by price" })
  marketplaceLeads(
    @Arg('filter', () => MarketplaceFilter, { nullable: true }) filter: MarketplaceFilter | null,
    @Arg('sort', () => MarketplaceSortOrder, { defaultValue: MarketplaceSortOrder.newest }) sort: MarketplaceSortOrder,
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MarketplaceLeadList> {
    return availableLeads(ctx, filter, sort, first);
  }

  @Authorized('COMPANY')
  @Query(() => MarketplaceLeadDetail, { description: 'Company: one lead, redacted; with the contact details only when this company bought it' })
  marketplaceLead(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<MarketplaceLeadDetail> {
    return marketplaceLead(ctx, id);
  }

  @Authorized('COMPANY')
  @Mutation(() => MarketplaceLead, { description: 'Company: "Not interested": hides the lead from its available leads' })
  declineLead(@Arg('leadId', () => ID) leadId: string, @Ctx() ctx: GraphQLContext): Promise<MarketplaceLead> {
    return declineLead(ctx, leadId, true);
  }

  @Authorized('COMPANY')
  @Mutation(() => MarketplaceLead, { description: 'Company: undoes "Not interested"' })
  undoDeclineLead(@Arg('leadId', () => ID) leadId: string, @Ctx() ctx: GraphQLContext): Promise<MarketplaceLead> {
    return declineLead(ctx, leadId, false);
  }

  @Authorized('COMPANY')
  @Mutation(() => LeadCheckout, {
    description: 'Company: starts buying a lead (price + VAT); the browser goes to checkoutUrl. Refused with the reason when it cannot be bought now',
  })
  buyLead(@Arg('leadId', () => ID) leadId: string, @Ctx() ctx: GraphQLContext): Promise<LeadCheckout> {
    return buyLead(ctx, leadId);
  }

  @Authorized('COMPANY')
  @Query(() => [PurchasedLead], { description: 'Company: the leads it bought, with contact details, newest purchase first' })
  myLeads(@Arg('first', () => Int, { defaultValue: 50 }) first: number, @Ctx() ctx: GraphQLContext): Promise<PurchasedLead[]> {
    return myLeads(ctx, first);
  }

  @Authorized('COMPANY')
  @Mutation(() => PurchasedLead, { description: 'Company: disputes a purchased lead within 14 days (invalid phone, invalid e-mail, wrong postcode)' })
  disputeLead(
    @Arg('leadId', () => ID) leadId: string,
    @Arg('input', () => LeadDisputeInput) input: LeadDisputeInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PurchasedLead> {
    return openDispute(ctx, leadId, input);
  }

  @Authorized('ADMIN')
  @Query(() => [LeadDispute], { description: 'Admin: lead disputes, newest first' })
  leadDisputes(
    @Arg('status', () => DisputeStatus, { nullable: true }) status: DisputeStatus | null,
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
  ): Promise<LeadDispute[]> {
    return adminDisputes(status, first);
  }

  @Authorized('ADMIN')
  @Mutation(() => LeadDispute, { description: 'Admin: accept (refund the payment) or reject (with a note) a dispute; the company is e-mailed' })
  resolveLeadDispute(
    @Arg('id', () => ID) id: string,
    @Arg('decision', () => DisputeDecision) decision: DisputeDecision,
    @Arg('note', () => String, { nullable: true }) note: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<LeadDispute> {
    // The dispute e-mail tells the company about the refund, so the payments module's own refund e-mail is off.
    return resolveDispute(id, decision, note, ctx.viewer!.uid, { refundPayment: (paymentId, reason) => refundPayment(paymentId, reason, { notify: false }) });
  }

  @Authorized('ADMIN')
  @Mutation(() => Lead, { description: 'Admin: verifies a new lead and puts it on the marketplace; companies in its region with alerts on are e-mailed' })
  publishLead(@Arg('id', () => ID) id: string): Promise<Lead> {
    return publishLead(id);
  }
}
