import { z } from 'zod';
import type { PropertyType } from '../../../common/calculator';
import {
  compareQuotes,
  expectedSupplyDate,
  lineKindsOf,
  placeAgainstEstimate,
  priceQuote,
  QUOTE_LINE_KINDS,
  thermalResistance,
  withWasteCarrier,
  type QuoteLine,
  type QuoteLineInput,
  type QuoteLineKind,
} from '../../../common/quotes';
import type { UkRegion } from '../../../common/ukRegions';
import { fieldErrorsFrom } from '../../../common/validation/fieldErrors';
import { longText } from '../../../common/validation/primitives';
import { quoteSchema } from '../../../common/validation/quote';
import { clockNow } from '../../platform/clock';
import { runTransaction, Timestamp, type Transaction } from '../../platform/firestore/unitOfWork';
import { conflict, invalidInput, notFound } from '../../platform/graphql/errors';
import { queueMail } from '../../platform/mail/outbox';
import type { Company } from '../companies/companies.types';
import { readCompany } from '../companies';
import { countQuoteAccepted, countQuoteSent, londonDay } from '../dailyStats';
import { getPurchases, prepareQuoteHire, readPurchase, readStoredLead } from '../leads';
import type { StoredLead } from '../leads/leads.types';
import { homeownerLeadOfLink } from '../removalRequests';
import {
  addQuoteMessage,
  addRevision,
  createQuote,
  getQuote,
  getQuoteMessages,
  getQuotesOfLead,
  quoteId,
  readQuotesOfLead,
  writeQuoteDecision,
  type QuoteRevisionRecord,
  type StoredQuote,
  type StoredQuoteMessage,
} from './quotes.repository';
import type { AdminLeadQuote, CompanyQuote, HomeownerQuote, HomeownerQuotes, QuoteRevision } from './quotes.types';
import { raiseWebhookEvent } from '../webhooks';

/**
 * Quotes on the site (docs/decisions/0055-quotes-and-removal-records.md, docs/requirements/quotes-and-removal-records.md):
 * a company that bought a lead sends one quote and revises it until the homeowner accepts one; the homeowner compares
 * them on the request page, asks questions, accepts one (the company hired, the others not chosen, sales stopped) or
 * declines one. Every rule of pricing and input is in common/; this file decides who may do what, and when.
 */

export const NOT_BOUGHT = 'You have not bought this lead, so you cannot quote for it.';
export const PURCHASE_REFUNDED = 'Your purchase of this lead was refunded, so you cannot quote for it.';
export const LEAD_WITHDRAWN = 'This request has been withdrawn, so it takes no quotes.';
export const ACCEPTED_YOURS = 'The homeowner has accepted your quote, so it can no longer be changed.';
export const ACCEPTED_ANOTHER = 'The homeowner has accepted another company’s quote, so this request takes no more quotes.';
export const VAT_NOT_STATED =
  'Say whether your company is registered for VAT (on your company profile) before you send a quote: the VAT on each line depends on it.';
export const NO_SUCH_QUOTE = 'There is no such quote on this request.';
export const ALREADY_ACCEPTED_THIS = 'You have already accepted this quote.';
export const QUOTE_NOT_SENT = 'You have not sent a quote on this lead.';
export const QUOTE_EXPIRED = 'This quote is no longer valid. Ask the company to send a new one, then accept that.';
const alreadyAcceptedOther = (companyName: string) =>
  `You have already accepted the quote from ${companyName || 'another company'}: a request can have only one accepted quote.`;

export const MAX_DECLINE_REASON_CHARS = 500;
export const MAX_MESSAGE_CHARS = 2000;

const messageSchema = z.object({
  text: longText('The message', MAX_MESSAGE_CHARS).pipe(z.string().min(1, 'Write your message')),
});
const declineSchema = z.object({
  reason: z.preprocess((value) => value ?? '', longText('The reason', MAX_DECLINE_REASON_CHARS)),
});

type Sender = { uid: string; email: string | null };

const firstName = (lead: StoredLead) => lead.homeowner.name.trim().split(/\s+/)[0] ?? '';

/** A lead an administrator took off the site (archived or rejected, or closed other than by the homeowner). */
const isWithdrawn = (lead: StoredLead) =>
  lead.archived || ['archived', 'rejected'].includes(lead.status) || (lead.status === 'closed' && !lead.homeownerOutcome.salesStoppedAt);

/** The kinds whose lines differ between two revisions' lines (added, removed or changed). */
function changedKinds(before: readonly QuoteLine[], after: readonly QuoteLine[]): QuoteLineKind[] {
  const ofKind = (lines: readonly QuoteLine[], kind: QuoteLineKind) => JSON.stringify(lines.filter((line) => line.kind === kind));
  return QUOTE_LINE_KINDS.filter((kind) => ofKind(before, kind) !== ofKind(after, kind));
}

/** The input as the shared schema reads it: absent fields left out, so each is reported as missing on its path. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, inner]) => inner !== null && inner !== undefined)
        .map(([key, inner]) => [key, withoutNulls(inner)]),
    );
  }
  return value;
}

/** The company's quote may be sent or revised now: the reads and the refusals, in the caller's transaction. */
async function readSendable(tx: Transaction, company: Company, leadId: string) {
  const lead = await readStoredLead(tx, leadId);
  const purchase = lead ? await readPurchase(tx, leadId, company.id) : null;
  if (!lead || !purchase) throw notFound(NOT_BOUGHT);
  const quotes = await readQuotesOfLead(tx, leadId);
  if (purchase.refunded) throw conflict(PURCHASE_REFUNDED);
  if (isWithdrawn(lead)) throw conflict(LEAD_WITHDRAWN);
  const accepted = quotes.find((quote) => quote.status === 'accepted');
  if (accepted) throw conflict(accepted.companyId === company.id ? ACCEPTED_YOURS : ACCEPTED_ANOTHER);
  return { lead, existing: quotes.find((quote) => quote.companyId === company.id) ?? null };
}

/**
 * A company sends its quote on a lead it bought, or revises it: each revision stored whole with its lines priced by
 * the calculator's rule and the waste carrier copied from the company's vetting record; the homeowner is e-mailed.
 */
export async function sendQuote(company: Company, leadId: string, rawInput: unknown, by: Sender, now = clockNow()): Promise<CompanyQuote> {
  await runTransaction(async (tx) => {
    const { lead, existing } = await readSendable(tx, company, leadId);
    if (company.vatRegistered === null) throw conflict(VAT_NOT_STATED);
    const parsed = quoteSchema({
      today: londonDay(now),
      region: lead.property.region as UkRegion,
      propertyType: lead.property.type as PropertyType,
      vatRegistered: company.vatRegistered,
    }).safeParse(withoutNulls(rawInput));
    if (!parsed.success) throw invalidInput(fieldErrorsFrom(parsed.error));
    const input = parsed.data;
    const lines = withWasteCarrier(input.lines as QuoteLineInput[], company.vettingRecord);
    const priced = priceQuote({
      lines,
      region: lead.property.region as UkRegion,
      propertyType: lead.property.type as PropertyType,
      vatRegistered: company.vatRegistered,
      supplyDate: expectedSupplyDate(input.earliestStart, input.durationDays),
    });
    const revision: QuoteRevisionRecord = {
      number: (existing?.revisionCount ?? 0) + 1,
      sentAt: now,
      sentBy: by,
      lines,
      priced: {
        lines: priced.lines.map(({ label, netPence, vatRate, vatTreatment, vatLabel, vatPence }) => ({
          label,
          netPence,
          vatRate,
          vatTreatment,
          vatLabel,
          vatPence,
        })),
        netPence: priced.netPence,
        vatPence: priced.vatPence,
        totalPence: priced.totalPence,
        vatByRate: priced.vatByRate,
        vatRegistered: priced.vatRegistered,
        supplyDate: priced.supplyDate,
      },
      validUntil: input.validUntil,
      earliestStart: input.earliestStart,
      durationDays: input.durationDays,
      guarantee: {
        years: input.guarantee.years,
        insuranceBacked: input.guarantee.insuranceBacked,
        insurer: input.guarantee.insurer ?? null,
      },
      deposit: input.deposit && {
        amountPence: input.deposit.amountPence,
        protected: input.deposit.protected,
        protectedBy: input.deposit.protectedBy ?? null,
      },
      methodStatement: input.methodStatement,
      changedKinds: existing ? changedKinds(existing.latest.lines, lines) : [],
    };
    const at = Timestamp.fromDate(now);
    if (existing) {
      addRevision(tx, existing, revision, at);
    } else {
      createQuote(tx, { leadId, companyId: company.id, companyName: company.name }, revision, at);
      countQuoteSent(tx, now);
    }
    if (lead.homeowner.email) {
      queueMail(
        tx,
        {
          to: lead.homeowner.email,
          template: 'quote_received',
          data: {
            firstName: firstName(lead),
            companyName: company.name || 'A company',
            reference: lead.ref,
            revised: Boolean(existing),
            netPence: priced.netPence,
            totalPence: priced.totalPence,
          },
          related: [`leads/${leadId}`, `quotes/${quoteId(leadId, company.id)}`],
        },
        at,
      );
    }
  });
  return (await myQuote(company, leadId))!;
}

/** The company's own quote on a lead it bought; null before it sends one. NOT_FOUND for a lead it did not buy. */
export async function myQuote(company: Company, leadId: string): Promise<CompanyQuote | null> {
  const [purchase] = await getPurchases([{ leadId, companyId: company.id }]);
  if (!purchase) throw notFound(NOT_BOUGHT);
  const quote = await getQuote(quoteId(leadId, company.id));
  if (!quote) return null;
  const threads = await getQuoteMessages([quote.id]);
  return companyQuoteView(quote, threads.get(quote.id) ?? []);
}

/** The company answers in its quote's thread; the homeowner is e-mailed the answer. */
export async function answerQuoteQuestion(company: Company, leadId: string, rawText: unknown, by: Sender, now = clockNow()) {
  const parsed = messageSchema.safeParse({ text: rawText });
  if (!parsed.success) throw invalidInput(fieldErrorsFrom(parsed.error));
  const id = quoteId(leadId, company.id);
  await runTransaction(async (tx) => {
    const lead = await readStoredLead(tx, leadId);
    const purchase = lead ? await readPurchase(tx, leadId, company.id) : null;
    if (!lead || !purchase) throw notFound(NOT_BOUGHT);
    const quotes = await readQuotesOfLead(tx, leadId);
    if (!quotes.some((quote) => quote.id === id)) throw notFound(QUOTE_NOT_SENT);
    const at = Timestamp.fromDate(now);
    addQuoteMessage(tx, { quoteId: id, leadId, companyId: company.id, from: 'company', text: parsed.data.text, byUid: by.uid }, at);
    if (lead.homeowner.email) {
      queueMail(
        tx,
        {
          to: lead.homeowner.email,
          template: 'quote_answer',
          data: { firstName: firstName(lead), companyName: company.name || 'The company', reference: lead.ref, text: parsed.data.text },
          related: [`leads/${leadId}`, `quotes/${id}`],
        },
        at,
      );
    }
  });
  return (await myQuote(company, leadId))!;
}

/** Every quote on a lead, first sent first, for an administrator's view of the lead (empty for an unknown lead). */
export async function adminLeadQuotes(leadId: string): Promise<AdminLeadQuote[]> {
  const quotes = await getQuotesOfLead(leadId);
  return quotes.map((quote) => ({
    id: quote.id,
    companyId: quote.companyId,
    companyName: quote.companyName,
    status: quote.status,
    declineReason: quote.declineReason,
    decidedAt: quote.decidedAt,
    revisionCount: quote.revisionCount,
    firstSentAt: quote.firstSentAt,
    lastSentAt: quote.lastSentAt,
    latest: revisionView(quote.latest),
  }));
}

/* The homeowner's side: every action starts with the request page's link. */

/** The quotes on the homeowner's request, side by side. */
export async function homeownerQuotes(id: string, token: string, now = clockNow()): Promise<HomeownerQuotes> {
  const { lead } = await homeownerLeadOfLink(id, token, now);
  return homeownerQuotesView(lead, now);
}

/** The homeowner's quote on this lead, or NOT_FOUND (a quote id of another request says nothing more). */
function quoteOfLead(quotes: StoredQuote[], id: string) {
  const quote = quotes.find((candidate) => candidate.id === id);
  if (!quote) throw notFound(NO_SUCH_QUOTE);
  return quote;
}

/**
 * The homeowner accepts a quote, in one transaction: it is accepted, every other quote not chosen, the company marked
 * hired on the lead and further sales stopped; the hired company and the others are told by e-mail.
 */
export async function acceptQuote(id: string, token: string, quoteIdToAccept: string, now = clockNow()): Promise<HomeownerQuotes> {
  const { lead: linked } = await homeownerLeadOfLink(id, token, now);
  await runTransaction(async (tx) => {
    const quotes = await readQuotesOfLead(tx, linked.id);
    const quote = quoteOfLead(quotes, quoteIdToAccept);
    const accepted = quotes.find((candidate) => candidate.status === 'accepted');
    if (accepted) throw conflict(accepted.id === quote.id ? ALREADY_ACCEPTED_THIS : alreadyAcceptedOther(accepted.companyName));
    if (quote.latest.validUntil < londonDay(now)) throw conflict(QUOTE_EXPIRED);
    const hire = await prepareQuoteHire(tx, linked.id, { companyId: quote.companyId, companyName: quote.companyName }, now);
    const { lead } = hire;
    const others = [...new Set([...quotes.map((q) => q.companyId), ...lead.buyerCompanyIds])].filter((c) => c !== quote.companyId);
    const companies = await Promise.all([quote.companyId, ...others].map((companyId) => readCompany(tx, companyId)));
    const at = Timestamp.fromDate(now);
    writeQuoteDecision(tx, quote.id, 'accepted', null, at);
    raiseWebhookEvent(
      tx,
      {
        companyId: quote.companyId,
        type: 'quote.accepted',
        data: { quoteId: quote.id, leadId: linked.id, totalPence: quote.latest.priced.totalPence, reason: null },
      },
      at,
    );
    for (const other of quotes) {
      if (other.id !== quote.id && other.status === 'sent') writeQuoteDecision(tx, other.id, 'not_chosen', null, at);
    }
    hire.commit();
    countQuoteAccepted(tx, now);
    // A company whose quote the homeowner declined has been told already.
    const declined = new Set(quotes.filter((q) => q.status === 'declined' && q.id !== quote.id).map((q) => q.companyId));
    for (const company of companies) {
      if (!company?.email || declined.has(company.id)) continue;
      queueMail(
        tx,
        {
          to: company.email,
          template: company.id === quote.companyId ? 'quote_accepted' : 'quote_not_chosen',
          data: { companyName: company.name || 'there', reference: lead.ref, leadId: lead.id },
          related: [`leads/${lead.id}`, `quotes/${quoteId(lead.id, company.id)}`],
        },
        at,
      );
    }
  });
  return homeownerQuotes(id, token, now);
}

/** The homeowner declines a quote, with a reason if they give one; the company is told. */
export async function declineQuote(
  id: string,
  token: string,
  quoteIdToDecline: string,
  rawReason: unknown,
  now = clockNow(),
): Promise<HomeownerQuotes> {
  const { lead: linked } = await homeownerLeadOfLink(id, token, now);
  const parsed = declineSchema.safeParse({ reason: rawReason });
  if (!parsed.success) throw invalidInput(fieldErrorsFrom(parsed.error));
  const reason = parsed.data.reason || null;
  await runTransaction(async (tx) => {
    const quotes = await readQuotesOfLead(tx, linked.id);
    const quote = quoteOfLead(quotes, quoteIdToDecline);
    const accepted = quotes.find((candidate) => candidate.status === 'accepted');
    if (accepted) throw conflict(accepted.id === quote.id ? ALREADY_ACCEPTED_THIS : alreadyAcceptedOther(accepted.companyName));
    if (quote.status === 'declined' && quote.declineReason === reason) return;
    const company = await readCompany(tx, quote.companyId);
    const at = Timestamp.fromDate(now);
    writeQuoteDecision(tx, quote.id, 'declined', reason, at);
    raiseWebhookEvent(
      tx,
      {
        companyId: quote.companyId,
        type: 'quote.declined',
        data: { quoteId: quote.id, leadId: linked.id, totalPence: quote.latest.priced.totalPence, reason },
      },
      at,
    );
    if (company?.email) {
      queueMail(
        tx,
        {
          to: company.email,
          template: 'quote_declined',
          data: { companyName: company.name || 'there', reference: linked.ref, leadId: linked.id, reason },
          related: [`leads/${linked.id}`, `quotes/${quote.id}`],
        },
        at,
      );
    }
  });
  return homeownerQuotes(id, token, now);
}

/** The homeowner asks the company a question on its quote; the company is e-mailed it. */
export async function askQuoteQuestion(
  id: string,
  token: string,
  quoteIdToAsk: string,
  rawText: unknown,
  now = clockNow(),
): Promise<HomeownerQuotes> {
  const { lead: linked } = await homeownerLeadOfLink(id, token, now);
  const parsed = messageSchema.safeParse({ text: rawText });
  if (!parsed.success) throw invalidInput(fieldErrorsFrom(parsed.error));
  await runTransaction(async (tx) => {
    const quote = quoteOfLead(await readQuotesOfLead(tx, linked.id), quoteIdToAsk);
    const company = await readCompany(tx, quote.companyId);
    const at = Timestamp.fromDate(now);
    addQuoteMessage(
      tx,
      { quoteId: quote.id, leadId: linked.id, companyId: quote.companyId, from: 'homeowner', text: parsed.data.text, byUid: null },
      at,
    );
    if (company?.email) {
      queueMail(
        tx,
        {
          to: company.email,
          template: 'quote_question',
          data: { companyName: company.name || 'there', reference: linked.ref, leadId: linked.id, text: parsed.data.text },
          related: [`leads/${linked.id}`, `quotes/${quote.id}`],
        },
        at,
      );
    }
  });
  return homeownerQuotes(id, token, now);
}

/* Views. */

function revisionView(revision: QuoteRevisionRecord): QuoteRevision {
  return {
    number: revision.number,
    sentAt: revision.sentAt,
    lines: revision.lines.map((line, i) => {
      const priced = revision.priced.lines[i];
      return {
        kind: line.kind,
        label: priced.label,
        description: line.description ?? null,
        netPence: priced.netPence,
        vatRate: priced.vatRate,
        vatLabel: priced.vatLabel,
        vatPence: priced.vatPence,
        areaM2: line.kind === 'foam_removal' || line.kind === 'reinsulation' ? (line.areaM2 ?? null) : null,
        roofType: line.kind === 'foam_removal' ? line.roofType : null,
        material: line.kind === 'reinsulation' ? line.material : null,
        thicknessMm: line.kind === 'reinsulation' ? line.thicknessMm : null,
        lambdaWPerMK: line.kind === 'reinsulation' ? line.lambdaWPerMK : null,
        thermalResistance: line.kind === 'reinsulation' ? thermalResistance(line.thicknessMm, line.lambdaWPerMK) : null,
        wasteCarrierRegistration: line.kind === 'waste_disposal' ? (line.wasteCarrier?.registrationNumber ?? null) : null,
        wasteCarrierTier: line.kind === 'waste_disposal' ? (line.wasteCarrier?.tier ?? null) : null,
      };
    }),
    netPence: revision.priced.netPence,
    vatPence: revision.priced.vatPence,
    totalPence: revision.priced.totalPence,
    vatByRate: revision.priced.vatByRate,
    vatRegistered: revision.priced.vatRegistered,
    supplyDate: revision.priced.supplyDate,
    validUntil: revision.validUntil,
    earliestStart: revision.earliestStart,
    durationDays: revision.durationDays,
    guarantee: revision.guarantee,
    deposit: revision.deposit,
    methodStatement: revision.methodStatement,
    changedKinds: revision.changedKinds,
  };
}

const messagesView = (messages: StoredQuoteMessage[]) => messages.map(({ id, from, text, at }) => ({ id, from, text, at }));

function companyQuoteView(quote: StoredQuote, messages: StoredQuoteMessage[]): CompanyQuote {
  return {
    id: quote.id,
    leadId: quote.leadId,
    status: quote.status,
    declineReason: quote.declineReason,
    decidedAt: quote.decidedAt,
    revisionCount: quote.revisionCount,
    latest: revisionView(quote.latest),
    messages: messagesView(messages),
  };
}

async function homeownerQuotesView(lead: StoredLead, now: Date): Promise<HomeownerQuotes> {
  const quotes = await getQuotesOfLead(lead.id);
  const threads = await getQuoteMessages(quotes.map((quote) => quote.id));
  const comparison = compareQuotes(quotes.map((quote) => ({ id: quote.id, lines: quote.latest.lines })));
  const today = londonDay(now);
  return {
    estimateLowPence: lead.estimate.lowPence,
    estimateHighPence: lead.estimate.highPence,
    acceptedQuoteId: quotes.find((quote) => quote.status === 'accepted')?.id ?? null,
    rows: comparison.rows,
    quotes: quotes.map((quote, i): HomeownerQuote => ({
      id: quote.id,
      companyId: quote.companyId,
      companyName: quote.companyName,
      status: quote.status,
      declineReason: quote.declineReason,
      revisionCount: quote.revisionCount,
      changed: quote.revisionCount > 1,
      changedAt: quote.revisionCount > 1 ? quote.lastSentAt : null,
      firstSentAt: quote.firstSentAt,
      latest: revisionView(quote.latest),
      placement: placeAgainstEstimate(quote.latest.priced.netPence, lead.estimate),
      valid: quote.latest.validUntil >= today,
      includes: lineKindsOf(quote.latest.lines),
      leavesOut: comparison.quotes[i].leavesOut,
      messages: messagesView(threads.get(quote.id) ?? []),
    })),
  };
}
