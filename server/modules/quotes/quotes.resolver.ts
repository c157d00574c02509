import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import type { GraphQLContext } from '../../platform/graphql/context';
import { unauthenticated } from '../../platform/graphql/errors';
import { CurrentCompany } from '../companies';
import type { Company } from '../companies/companies.types';
import { AdminLeadQuote, CompanyQuote, HomeownerQuotes, QuoteInput } from './quotes.types';
import {
  acceptQuote,
  adminLeadQuotes,
  answerQuoteQuestion,
  askQuoteQuestion,
  declineQuote,
  homeownerQuotes,
  myQuote,
  sendQuote,
} from './quotes.service';

const LINK_ERRORS = 'FORBIDDEN, with what to do, when the link is not valid, has expired or has been replaced.';
const NOT_BOUGHT = 'NOT_FOUND when this company did not buy the lead.';

const sender = (ctx: GraphQLContext) => {
  if (!ctx.viewer) throw unauthenticated();
  return { uid: ctx.viewer.uid, email: ctx.viewer.email ?? null };
};

/** A company's quotes on the leads it bought (docs/requirements/quotes-and-removal-records.md). */
@Resolver()
export class CompanyQuotesResolver {
  @Access('COMPANY', 'work_leads', 'QUOTES_WRITE')
  @Mutation(() => CompanyQuote, {
    description: `Sends this company’s quote on a lead it bought, or revises it: every revision is kept; the VAT of each line is computed by the server and the waste carrier registration copied from the company’s vetting record. The homeowner is e-mailed. FORBIDDEN for a viewer. BAD_USER_INPUT with field errors on their paths (lines.0.amountPence…). ${NOT_BOUGHT} CONFLICT with the reason when the purchase was refunded, the request was withdrawn, the homeowner has accepted a quote, or the company has not said whether it is VAT-registered.`,
  })
  sendQuote(
    @Arg('leadId', () => ID, { description: 'A lead this company bought.' }) leadId: string,
    @Arg('input', () => QuoteInput, { description: 'The whole quote.' }) input: QuoteInput,
    @CurrentCompany() company: Company,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CompanyQuote> {
    return sendQuote(company, leadId, input, sender(ctx));
  }

  @Access('COMPANY', 'work_leads', 'QUOTES_WRITE')
  @Mutation(() => CompanyQuote, {
    description: `Answers the homeowner in this company’s quote’s question thread; the homeowner is e-mailed. FORBIDDEN for a viewer. BAD_USER_INPUT on text (1–2,000 characters). ${NOT_BOUGHT} NOT_FOUND when it sent no quote.`,
  })
  answerQuoteQuestion(
    @Arg('leadId', () => ID, { description: 'The lead of the quote.' }) leadId: string,
    @Arg('text', () => String, { description: 'The answer, plain text.' }) text: string,
    @CurrentCompany() company: Company,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CompanyQuote> {
    return answerQuoteQuestion(company, leadId, text, sender(ctx));
  }

  @Access('COMPANY', 'read', 'PURCHASES_READ')
  @Query(() => CompanyQuote, {
    nullable: true,
    description: `This company’s own quote on a lead it bought: the latest revision, how many were sent, what the homeowner decided and the question thread; null before it sends one. ${NOT_BOUGHT}`,
  })
  myQuote(
    @Arg('leadId', () => ID, { description: 'A lead this company bought.' }) leadId: string,
    @CurrentCompany() company: Company,
  ): Promise<CompanyQuote | null> {
    return myQuote(company, leadId);
  }
}

/** The homeowner's side, through the request page's link (docs/decisions/0041-homeowner-request-page.md). */
@Resolver()
export class HomeownerQuotesResolver {
  @Access('PUBLIC')
  @Query(() => HomeownerQuotes, {
    description: `The quotes on the homeowner’s request, side by side: the latest revision of each, whether it changed, its total against the site’s estimate, and the rows of the comparison. ${LINK_ERRORS}`,
  })
  homeownerQuotes(
    @Arg('id', () => ID, { description: 'The request id from the link (/my-request/{id}?token=…).' }) id: string,
    @Arg('token', () => String, { description: 'The signed token from the link.' }) token: string,
  ): Promise<HomeownerQuotes> {
    return homeownerQuotes(id, token);
  }

  @Access('PUBLIC')
  @Mutation(() => HomeownerQuotes, {
    description: `The homeowner accepts a quote: that company is marked hired, every other quote is not chosen, further sales stop, and the companies are e-mailed, in one transaction. NOT_FOUND for a quote not on this request. CONFLICT with the reason when a quote was accepted already or this one is no longer valid. ${LINK_ERRORS}`,
  })
  acceptQuote(
    @Arg('id', () => ID, { description: 'The request id from the link.' }) id: string,
    @Arg('token', () => String, { description: 'The signed token from the link.' }) token: string,
    @Arg('quoteId', () => ID, { description: 'The quote, from `homeownerQuotes.quotes`.' }) quoteId: string,
  ): Promise<HomeownerQuotes> {
    return acceptQuote(id, token, quoteId);
  }

  @Access('PUBLIC')
  @Mutation(() => HomeownerQuotes, {
    description: `The homeowner declines a quote, with an optional reason the company is e-mailed. BAD_USER_INPUT on reason (at most 500 characters). NOT_FOUND for a quote not on this request. CONFLICT once a quote was accepted. ${LINK_ERRORS}`,
  })
  declineQuote(
    @Arg('id', () => ID, { description: 'The request id from the link.' }) id: string,
    @Arg('token', () => String, { description: 'The signed token from the link.' }) token: string,
    @Arg('quoteId', () => ID, { description: 'The quote, from `homeownerQuotes.quotes`.' }) quoteId: string,
    @Arg('reason', () => String, { nullable: true, description: 'Why, plain text, at most 500 characters; optional.' })
    reason: string | null,
  ): Promise<HomeownerQuotes> {
    return declineQuote(id, token, quoteId, reason);
  }

  @Access('PUBLIC')
  @Mutation(() => HomeownerQuotes, {
    description: `The homeowner asks the company a question on its quote; the company is e-mailed it. No contact details are needed. BAD_USER_INPUT on text (1–2,000 characters). NOT_FOUND for a quote not on this request. ${LINK_ERRORS}`,
  })
  askQuoteQuestion(
    @Arg('id', () => ID, { description: 'The request id from the link.' }) id: string,
    @Arg('token', () => String, { description: 'The signed token from the link.' }) token: string,
    @Arg('quoteId', () => ID, { description: 'The quote, from `homeownerQuotes.quotes`.' }) quoteId: string,
    @Arg('text', () => String, { description: 'The question, plain text.' }) text: string,
  ): Promise<HomeownerQuotes> {
    return askQuoteQuestion(id, token, quoteId, text);
  }
}

/** The quotes of a lead on an administrator's view of it (docs/requirements/quotes-and-removal-records.md#admin). */
@Resolver()
export class AdminQuotesResolver {
  @Access('ADMIN')
  @Query(() => [AdminLeadQuote], {
    description:
      'Every quote on a lead, first sent first: each company’s latest revision with its totals, its status (the accepted one is `accepted`) and how many revisions were sent. Empty when none was sent (or for an unknown lead).',
  })
  adminLeadQuotes(@Arg('leadId', () => ID, { description: 'The lead’s id.' }) leadId: string): Promise<AdminLeadQuote[]> {
    return adminLeadQuotes(leadId);
  }
}
