import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';

/*
 * Quotes on the site (docs/requirements/quotes-and-removal-records.md). The input's fields are nullable where a
 * person can leave them out, so a missing amount or date is a field error on its path (BAD_USER_INPUT), checked by
 * `quoteSchema` (common/validation/quote.ts), rather than a GraphQL type error.
 */

@InputType({ description: 'One line of a quote, of a kind from the fixed vocabulary; the fields a kind does not use are left out.' })
export class QuoteLineInput {
  @Field(() => String, {
    description: 'inspection | foam_removal | waste_disposal | membrane | reinsulation | access | other.',
  })
  kind!: string;
  @Field(() => Int, {
    nullable: true,
    description: 'The line’s price before VAT, whole pence, more than 0 and at most 10,000,000 (£100,000).',
  })
  amountPence?: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'The company’s words on the line, plain text, at most 200 characters; required on `other`.',
  })
  description?: string | null;
  @Field(() => Float, {
    nullable: true,
    description: 'foam_removal (required) and reinsulation (optional): the area in m², more than 0, at most 1,000.',
  })
  areaM2?: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'foam_removal: what the foam is sprayed on: pitched_tiles | pitched_slates | pitched_sheet | flat | not_a_roof.',
  })
  roofType?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'reinsulation: mineral_wool | sheep_wool | wood_fibre | rigid_board | multifoil | other.',
  })
  material?: string | null;
  @Field(() => Int, { nullable: true, description: 'reinsulation: the thickness in whole millimetres, 10–500.' })
  thicknessMm?: number | null;
  @Field(() => Float, { nullable: true, description: 'reinsulation: the declared thermal conductivity λ in W/m·K, 0.015–0.1.' })
  lambdaWPerMK?: number | null;
}

@InputType({ description: 'The guarantee a quote gives.' })
export class QuoteGuaranteeInput {
  @Field(() => Int, { nullable: true, description: 'Whole years, 0 (none) to 25.' }) years?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Whether an insurer backs it (then at least a year).' }) insuranceBacked?:
    boolean | null;
  @Field(() => String, { nullable: true, description: 'The insurer that backs it; required when insurance-backed.' }) insurer?:
    string | null;
}

@InputType({ description: 'The deposit a quote asks for.' })
export class QuoteDepositInput {
  @Field(() => Int, { nullable: true, description: 'Whole pence, more than 0, at most the quote’s total with VAT.' }) amountPence?:
    number | null;
  @Field(() => Boolean, { nullable: true, description: 'Whether the deposit is protected.' }) protected?: boolean | null;
  @Field(() => String, { nullable: true, description: 'Who protects it; required when protected.' }) protectedBy?: string | null;
}

@InputType({ description: 'A quote a company sends (or revises) for a lead it bought. VAT is never typed: the server computes it.' })
export class QuoteInput {
  @Field(() => [QuoteLineInput], { nullable: true, description: '1 to 20 lines.' }) lines?: QuoteLineInput[] | null;
  @Field(() => String, { nullable: true, description: 'Valid until (YYYY-MM-DD): after today, at most 90 days ahead.' }) validUntil?:
    string | null;
  @Field(() => String, { nullable: true, description: 'Earliest start (YYYY-MM-DD): today to a year ahead.' }) earliestStart?:
    string | null;
  @Field(() => Int, { nullable: true, description: 'Expected duration in working days, 1–60.' }) durationDays?: number | null;
  @Field(() => QuoteGuaranteeInput, { nullable: true, description: 'The guarantee.' }) guarantee?: QuoteGuaranteeInput | null;
  @Field(() => QuoteDepositInput, { nullable: true, description: 'The deposit; left out when none.' }) deposit?: QuoteDepositInput | null;
  @Field(() => String, { nullable: true, description: 'How the job is done, plain text without < or >, at most 2,000 characters.' })
  methodStatement?: string | null;
}

@ObjectType({ description: 'One priced line of a quote revision, as stored when it was sent.' })
export class QuoteLineView {
  @Field(() => String, { description: 'inspection | foam_removal | waste_disposal | membrane | reinsulation | access | other.' })
  kind!: string;
  @Field(() => String, { description: 'The line as the quote shows it, e.g. “Foam removal (42 m², pitched roof, tiles)”.' }) label!: string;
  @Field(() => String, { nullable: true, description: 'The company’s words on the line, plain text; null when none.' })
  description!: string | null;
  @Field(() => Int, { description: 'Before VAT, pence.' }) netPence!: number;
  @Field(() => Float, { description: 'The VAT rate the calculator’s rule gives the line: 0, 0.05 or 0.2.' }) vatRate!: number;
  @Field(() => String, { description: 'The rate as the quote states it, with why.' }) vatLabel!: string;
  @Field(() => Int, { description: 'The line’s VAT, pence, rounded on the line.' }) vatPence!: number;
  @Field(() => Float, { nullable: true, description: 'The area in m², on foam removal and re-insulation.' }) areaM2!: number | null;
  @Field(() => String, { nullable: true, description: 'foam_removal: what the foam is sprayed on.' }) roofType!: string | null;
  @Field(() => String, { nullable: true, description: 'reinsulation: the material.' }) material!: string | null;
  @Field(() => Int, { nullable: true, description: 'reinsulation: thickness in mm.' }) thicknessMm!: number | null;
  @Field(() => Float, { nullable: true, description: 'reinsulation: declared λ, W/m·K.' }) lambdaWPerMK!: number | null;
  @Field(() => Float, { nullable: true, description: 'reinsulation: thermal resistance R = thickness ÷ λ, m²·K/W.' })
  thermalResistance!: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'waste_disposal: the company’s waste carrier registration number, copied from its vetting record; null when none is held.',
  })
  wasteCarrierRegistration!: string | null;
  @Field(() => String, { nullable: true, description: 'waste_disposal: the registration’s tier (upper | lower).' }) wasteCarrierTier!:
    string | null;
}

@ObjectType({ description: 'The VAT of a quote at one rate.' })
export class QuoteVatRate {
  @Field(() => Float, { description: 'The rate: 0, 0.05 or 0.2.' }) vatRate!: number;
  @Field(() => Int, { description: 'The lines at this rate, before VAT, pence.' }) netPence!: number;
  @Field(() => Int, { description: 'Their VAT, pence.' }) vatPence!: number;
}

@ObjectType({ description: 'A quote’s guarantee.' })
export class QuoteGuarantee {
  @Field(() => Int, { description: 'Whole years, 0 for none.' }) years!: number;
  @Field(() => Boolean, { description: 'Whether an insurer backs it.' }) insuranceBacked!: boolean;
  @Field(() => String, { nullable: true, description: 'The insurer; null when not insurance-backed.' }) insurer!: string | null;
}

@ObjectType({ description: 'A quote’s deposit.' })
export class QuoteDeposit {
  @Field(() => Int, { description: 'Pence.' }) amountPence!: number;
  @Field(() => Boolean, { description: 'Whether it is protected.' }) protected!: boolean;
  @Field(() => String, { nullable: true, description: 'Who protects it; null when not protected.' }) protectedBy!: string | null;
}

@ObjectType({ description: 'One revision of a quote, stored whole when it was sent and never changed.' })
export class QuoteRevision {
  @Field(() => Int, { description: 'Its number: 1 for the first send, then one more per revision.' }) number!: number;
  @Field(() => Date, { description: 'When it was sent (ISO 8601, UTC).' }) sentAt!: Date;
  @Field(() => [QuoteLineView], { description: 'The lines, priced when it was sent.' }) lines!: QuoteLineView[];
  @Field(() => Int, { description: 'Total before VAT, pence.' }) netPence!: number;
  @Field(() => Int, { description: 'VAT, pence: the sum of the lines’ VAT.' }) vatPence!: number;
  @Field(() => Int, { description: 'Total with VAT, pence.' }) totalPence!: number;
  @Field(() => [QuoteVatRate], { description: 'VAT per rate, highest first.' }) vatByRate!: QuoteVatRate[];
  @Field(() => Boolean, { description: 'Whether the company was VAT-registered when it sent it.' }) vatRegistered!: boolean;
  @Field(() => String, { description: 'The day of supply the VAT assumes (YYYY-MM-DD): the expected last working day.' })
  supplyDate!: string;
  @Field(() => String, { description: 'Valid until (YYYY-MM-DD).' }) validUntil!: string;
  @Field(() => String, { description: 'Earliest start (YYYY-MM-DD).' }) earliestStart!: string;
  @Field(() => Int, { description: 'Expected duration, working days.' }) durationDays!: number;
  @Field(() => QuoteGuarantee, { description: 'The guarantee.' }) guarantee!: QuoteGuarantee;
  @Field(() => QuoteDeposit, { nullable: true, description: 'The deposit; null when none.' }) deposit!: QuoteDeposit | null;
  @Field(() => String, { description: 'The method statement, plain text (show it as text).' }) methodStatement!: string;
  @Field(() => [String], { description: 'The line kinds added, removed or changed since the revision before; empty on the first.' })
  changedKinds!: string[];
}

@ObjectType({ description: 'A message in the question thread of a quote. No contact details are needed or shown.' })
export class QuoteMessage {
  @Field(() => ID, { description: 'Document id.' }) id!: string;
  @Field(() => String, { description: 'Who wrote it: homeowner | company.' }) from!: string;
  @Field(() => String, { description: 'The message, plain text (show it as text); empty when erased at the homeowner’s request.' })
  text!: string;
  @Field(() => Date, { description: 'When it was sent (ISO 8601, UTC).' }) at!: Date;
}

@ObjectType({ description: 'A company’s own quote on a lead it bought.' })
export class CompanyQuote {
  @Field(() => ID, { description: 'The quote id, `{leadId}_{companyId}`.' }) id!: string;
  @Field(() => ID, { description: 'The lead.' }) leadId!: string;
  @Field(() => String, {
    description: 'sent | accepted (the homeowner hired this company) | not_chosen (the homeowner accepted another) | declined.',
  })
  status!: string;
  @Field(() => String, { nullable: true, description: 'The homeowner’s reason for declining, when they gave one.' }) declineReason!:
    string | null;
  @Field(() => Date, { nullable: true, description: 'When the homeowner accepted or declined it, or accepted another.' })
  decidedAt!: Date | null;
  @Field(() => Int, { description: 'How many revisions were sent.' }) revisionCount!: number;
  @Field(() => QuoteRevision, { description: 'The latest revision.' }) latest!: QuoteRevision;
  @Field(() => [QuoteMessage], { description: 'The question thread, oldest first.' }) messages!: QuoteMessage[];
}

@ObjectType({ description: 'A quote as the homeowner compares it on the request page.' })
export class HomeownerQuote {
  @Field(() => ID, { description: 'The quote id (pass it to acceptQuote, declineQuote, askQuoteQuestion).' }) id!: string;
  @Field(() => ID, { description: 'The company.' }) companyId!: string;
  @Field(() => String, { description: 'The company’s name.' }) companyName!: string;
  @Field(() => String, { description: 'sent | accepted | not_chosen | declined.' }) status!: string;
  @Field(() => String, { nullable: true, description: 'The homeowner’s reason for declining, when given.' }) declineReason!: string | null;
  @Field(() => Int, { description: 'How many revisions the company sent.' }) revisionCount!: number;
  @Field(() => Boolean, { description: 'Whether the company changed the quote after first sending it.' }) changed!: boolean;
  @Field(() => Date, { nullable: true, description: 'When it last changed; null when never.' }) changedAt!: Date | null;
  @Field(() => Date, { description: 'When it was first sent.' }) firstSentAt!: Date;
  @Field(() => QuoteRevision, { description: 'The latest revision.' }) latest!: QuoteRevision;
  @Field(() => String, { description: 'Its total before VAT against the site’s estimate (before VAT): below | within | above.' })
  placement!: string;
  @Field(() => Boolean, { description: 'Whether it is still valid today (Europe/London).' }) valid!: boolean;
  @Field(() => [String], { description: 'The line kinds it includes, in vocabulary order.' }) includes!: string[];
  @Field(() => [String], { description: 'The line kinds another quote includes and this one leaves out.' }) leavesOut!: string[];
  @Field(() => [QuoteMessage], { description: 'The question thread, oldest first.' }) messages!: QuoteMessage[];
}

@ObjectType({ description: 'One row of the compare view: a line kind any quote includes, and which quotes include it.' })
export class QuoteComparisonRow {
  @Field(() => String, { description: 'The line kind.' }) kind!: string;
  @Field(() => String, { description: 'Its label.' }) label!: string;
  @Field(() => [ID], { description: 'The quotes that include it.' }) includedBy!: string[];
  @Field(() => [ID], { description: 'The quotes that leave it out.' }) leftOutBy!: string[];
}

@ObjectType({ description: 'The quotes on the homeowner’s request, side by side.' })
export class HomeownerQuotes {
  @Field(() => Int, { description: 'The site’s estimate, lower end, pence before VAT.' }) estimateLowPence!: number;
  @Field(() => Int, { description: 'The site’s estimate, upper end, pence before VAT.' }) estimateHighPence!: number;
  @Field(() => ID, { nullable: true, description: 'The quote the homeowner accepted; null before.' }) acceptedQuoteId!: string | null;
  @Field(() => [HomeownerQuote], { description: 'Every quote, first sent first.' }) quotes!: HomeownerQuote[];
  @Field(() => [QuoteComparisonRow], { description: 'The same rows for every quote, in vocabulary order.' }) rows!: QuoteComparisonRow[];
}

@ObjectType({ description: 'A quote on a lead as an administrator sees it on the lead’s details.' })
export class AdminLeadQuote {
  @Field(() => ID, { description: 'The quote id, `{leadId}_{companyId}`.' }) id!: string;
  @Field(() => ID, { description: 'The company that sent it.' }) companyId!: string;
  @Field(() => String, { description: 'The company’s name when it first sent it.' }) companyName!: string;
  @Field(() => String, { description: 'sent | accepted (the homeowner hired this company) | not_chosen | declined.' }) status!: string;
  @Field(() => String, { nullable: true, description: 'The homeowner’s reason for declining, when they gave one.' }) declineReason!:
    string | null;
  @Field(() => Date, { nullable: true, description: 'When the homeowner accepted or declined it, or accepted another.' })
  decidedAt!: Date | null;
  @Field(() => Int, { description: 'How many revisions were sent.' }) revisionCount!: number;
  @Field(() => Date, { description: 'When it was first sent.' }) firstSentAt!: Date;
  @Field(() => Date, { description: 'When its latest revision was sent.' }) lastSentAt!: Date;
  @Field(() => QuoteRevision, { description: 'The latest revision, with its totals before VAT, VAT and with VAT.' }) latest!: QuoteRevision;
}
