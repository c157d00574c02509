import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

/*
 * The job record and the removal record (docs/decisions/0055-quotes-and-removal-records.md). Input scalars are
 * nullable so a missing or out-of-range value is a field error from `jobRecordSchema` (the same rules as the form),
 * not a refusal of the whole request.
 */

@InputType({ description: 'A timber moisture reading.' })
export class MoistureReadingInput {
  @Field(() => Float, { nullable: true, description: 'The reading, a percentage from 0 to 100.' }) percent?: number | null;
  @Field(() => String, { nullable: true, description: 'Where it was taken, like “rafter 3, north slope” (plain text).' })
  where?: string | null;
}

@InputType({ description: 'One roof area of the job.' })
export class JobRoofAreaInput {
  @Field(() => String, { nullable: true, description: 'Its name, like “rear slope”.' }) name?: string | null;
  @Field(() => Float, { nullable: true, description: 'Its area in m², more than 0 and at most 1,000.' }) areaM2?: number | null;
  @Field(() => [MoistureReadingInput], { nullable: true, description: '1 to 100 timber moisture readings.' })
  readings?: MoistureReadingInput[] | null;
  @Field(() => String, { nullable: true, description: 'Defects found (plain text, at most 2,000 characters).' })
  defectsFound?: string | null;
  @Field(() => String, { nullable: true, description: 'Defects repaired (plain text, at most 2,000 characters).' })
  defectsRepaired?: string | null;
  @Field(() => [String], { nullable: true, description: 'Ids of the job photographs taken before the removal.' })
  beforePhotoIds?: string[] | null;
  @Field(() => [String], { nullable: true, description: 'Ids of the job photographs taken after the removal.' })
  afterPhotoIds?: string[] | null;
}

@InputType({ description: 'The waste taken away.' })
export class JobWasteInput {
  @Field(() => String, { nullable: true, description: 'The waste transfer note reference.' }) transferNoteReference?: string | null;
  @Field(() => String, { nullable: true, description: 'The waste carrier’s name.' }) carrier?: string | null;
}

@InputType({ description: 'The insulation that went back in.' })
export class JobReinsulationInput {
  @Field(() => String, { nullable: true, description: 'The material, one of REINSULATION_MATERIALS (common/quotes.ts).' })
  material?: string | null;
  @Field(() => Float, { nullable: true, description: 'Thickness in whole millimetres, 10–500.' }) thicknessMm?: number | null;
  @Field(() => Float, { nullable: true, description: 'Declared thermal conductivity λ in W/m·K, 0.015–0.1.' })
  lambdaWPerMK?: number | null;
  @Field(() => Float, { nullable: true, description: 'The area insulated in m².' }) areaM2?: number | null;
}

@InputType({ description: 'The hired company’s record of the job.' })
export class JobRecordInput {
  @Field(() => String, { nullable: true, description: 'The day the job started, YYYY-MM-DD, not in the future.' })
  startedOn?: string | null;
  @Field(() => String, { nullable: true, description: 'The day the job finished, YYYY-MM-DD, not before the start nor in the future.' })
  finishedOn?: string | null;
  @Field(() => [JobRoofAreaInput], { nullable: true, description: '1 to 10 roof areas.' }) roofAreas?: JobRoofAreaInput[] | null;
  @Field(() => JobWasteInput, { nullable: true, description: 'The waste transfer note and carrier.' }) waste?: JobWasteInput | null;
  @Field(() => JobReinsulationInput, { nullable: true, description: 'What re-insulation went in; null when none.' })
  reinsulation?: JobReinsulationInput | null;
}

export enum JobRecordStatus {
  DRAFT = 'draft',
  SUBMITTED = 'submitted',
  CONFIRMED = 'confirmed',
  REJECTED = 'rejected',
}
registerEnumType(JobRecordStatus, {
  name: 'JobRecordStatus',
  description: 'Where a job record is between the company and the homeowner.',
  valuesConfig: {
    DRAFT: { description: 'Saved by the company, not yet sent (or changed since it was sent).' },
    SUBMITTED: { description: 'Sent to the homeowner, who has not answered yet.' },
    CONFIRMED: { description: 'Confirmed by the homeowner: a removal record was issued.' },
    REJECTED: { description: 'The homeowner said what is wrong; the company corrects and sends it again.' },
  },
});

@ObjectType({ description: 'A timber moisture reading.' })
export class MoistureReading {
  @Field(() => Float, { description: 'The reading in %.' }) percent!: number;
  @Field(() => String, { description: 'Where it was taken.' }) where!: string;
}

@ObjectType({ description: 'One roof area of a job record.' })
export class JobRoofArea {
  @Field(() => String, { description: 'Its name.' }) name!: string;
  @Field(() => Float, { description: 'Its area in m².' }) areaM2!: number;
  @Field(() => [MoistureReading], { description: 'The timber moisture readings.' }) readings!: MoistureReading[];
  @Field(() => String, { description: 'Defects found.' }) defectsFound!: string;
  @Field(() => String, { description: 'Defects repaired.' }) defectsRepaired!: string;
  @Field(() => [String], { description: 'Ids of the photographs before the removal.' }) beforePhotoIds!: string[];
  @Field(() => [String], { description: 'Ids of the photographs after the removal.' }) afterPhotoIds!: string[];
}

@ObjectType({ description: 'The waste taken away.' })
export class JobWaste {
  @Field(() => String, { description: 'The waste transfer note reference.' }) transferNoteReference!: string;
  @Field(() => String, { description: 'The waste carrier’s name.' }) carrier!: string;
}

@ObjectType({ description: 'The insulation that went back in.' })
export class JobReinsulation {
  @Field(() => String, { description: 'The material (REINSULATION_MATERIALS of common/quotes.ts).' }) material!: string;
  @Field(() => Int, { description: 'Thickness in mm.' }) thicknessMm!: number;
  @Field(() => Float, { description: 'Declared thermal conductivity λ in W/m·K.' }) lambdaWPerMK!: number;
  @Field(() => Float, { description: 'The area insulated in m².' }) areaM2!: number;
}

@ObjectType({ description: 'The hired company’s record of a job, as the company and the homeowner see it.' })
export class JobRecord {
  @Field(() => ID, { description: 'The job record’s id.' }) id!: string;
  @Field(() => ID, { description: 'The lead it records the job of.' }) leadId!: string;
  @Field(() => ID, { description: 'The hired company that recorded it.' }) companyId!: string;
  @Field(() => String, { description: 'That company’s name.' }) companyName!: string;
  @Field(() => JobRecordStatus, { description: 'Where it is between the company and the homeowner.' }) status!: JobRecordStatus;
  @Field(() => String, { description: 'The day the job started, YYYY-MM-DD.' }) startedOn!: string;
  @Field(() => String, { description: 'The day the job finished, YYYY-MM-DD.' }) finishedOn!: string;
  @Field(() => [JobRoofArea], { description: 'The roof areas.' }) roofAreas!: JobRoofArea[];
  @Field(() => JobWaste, { description: 'The waste transfer note and carrier.' }) waste!: JobWaste;
  @Field(() => JobReinsulation, { nullable: true, description: 'The re-insulation; null when none.' })
  reinsulation?: JobReinsulation | null;
  @Field(() => Int, { description: 'How many times it was sent to the homeowner.' }) submissions!: number;
  @Field(() => Date, { nullable: true, description: 'When it was last sent to the homeowner.' }) submittedAt?: Date | null;
  @Field(() => Date, { nullable: true, description: 'When the homeowner last confirmed it.' }) confirmedAt?: Date | null;
  @Field(() => String, { nullable: true, description: 'What the homeowner said is wrong, while it is REJECTED.' })
  rejectionReason?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The number of the latest removal record issued for it (checked at /verify-removal/{number}); null before.',
  })
  removalRecordNumber?: string | null;
  @Field(() => Date, { description: 'When it was last saved.' }) updatedAt!: Date;
}

@ObjectType({ description: 'A share link of a removal record, as its homeowner sees it (the token itself is shown once only).' })
export class RemovalRecordShare {
  @Field(() => ID, { description: 'The share link’s id (pass it to `revokeRemovalRecordShare`).' }) id!: string;
  @Field(() => String, { description: 'The record number it opens.' }) number!: string;
  @Field(() => Date, { description: 'When it was made.' }) createdAt!: Date;
}

@ObjectType({ description: 'A new share link: its path carries the token, shown this once and stored only as its hash.' })
export class RemovalRecordShareLink extends RemovalRecordShare {
  @Field(() => String, { description: 'The secret token of the link.' }) token!: string;
  @Field(() => String, { description: 'The link’s path: /verify-removal/{number}?token={token}.' }) path!: string;
}

@ObjectType({ description: 'A job record on the homeowner’s request page, with the share links of its removal record.' })
export class HomeownerJobRecord {
  @Field(() => JobRecord, { description: 'The job record.' }) jobRecord!: JobRecord;
  @Field(() => [RemovalRecordShare], { description: 'The live share links of its removal records.' }) shares!: RemovalRecordShare[];
  @Field(() => RemovalSurvey, { nullable: true, description: 'The independent survey after removal; null until asked for.' })
  survey?: RemovalSurvey | null;
  @Field(() => [JobPhotoLink], {
    description: 'Signed links, working for an hour, to every photograph the record names, for the homeowner to look at before answering.',
  })
  photos!: JobPhotoLink[];
}

@ObjectType({ description: 'A photograph of a job record, through a signed link.' })
export class JobPhotoLink {
  @Field(() => ID, { description: 'The photograph’s id (as in JobRoofArea.beforePhotoIds / afterPhotoIds).' }) id!: string;
  @Field(() => String, { description: 'A signed link to it, working for an hour.' }) url!: string;
}

@ObjectType({ description: 'One roof area on a removal record.' })
export class RemovalRecordArea {
  @Field(() => String, { description: 'Its name.' }) name!: string;
  @Field(() => Float, { description: 'Its area in m².' }) areaM2!: number;
  @Field(() => Float, { description: 'The lowest timber moisture reading, %.' }) lowestReadingPercent!: number;
  @Field(() => Float, { description: 'The highest timber moisture reading, %.' }) highestReadingPercent!: number;
  @Field(() => [String], { nullable: true, description: 'Ids of the photographs before the removal: only through a share link.' })
  beforePhotoIds?: string[] | null;
  @Field(() => [String], { nullable: true, description: 'Ids of the photographs after the removal: only through a share link.' })
  afterPhotoIds?: string[] | null;
  @Field(() => [String], {
    nullable: true,
    description: 'Signed links to the photographs before the removal, working for an hour: only through a share link.',
  })
  beforePhotoUrls?: string[] | null;
  @Field(() => [String], {
    nullable: true,
    description: 'Signed links to the photographs after the removal, working for an hour: only through a share link.',
  })
  afterPhotoUrls?: string[] | null;
}

@ObjectType({ description: 'Why and when an administrator withdrew a removal record.' })
export class RemovalRecordWithdrawal {
  @Field(() => String, { description: 'The reason given.' }) reason!: string;
  @Field(() => Date, { description: 'When it was withdrawn.' }) at!: Date;
}

@ObjectType({
  description:
    'A numbered removal record, as anyone with its number sees it: the postcode district, never the homeowner’s name, contact details, street or full postcode (decision 0055).',
})
export class RemovalRecord {
  @Field(() => String, { description: 'The record number, SFR-REM-{year}-{sequence}, with -2, -3… for a correction.' }) number!: string;
  @Field(() => Date, { description: 'When it was issued (the homeowner confirmed the job).' }) issuedAt!: Date;
  @Field(() => String, { description: 'The postcode district (outward code), like SW1A.' }) district!: string;
  @Field(() => String, { description: 'The company that did the job.' }) companyName!: string;
  @Field(() => String, { description: 'Its vetting on the day of issue: vetted, grace or not_vetted.' }) companyVetting!: string;
  @Field(() => String, { nullable: true, description: 'Its certificate on the day of issue; null when it held none.' })
  companyCertificateNumber?: string | null;
  @Field(() => Date, { nullable: true, description: 'That certificate’s end; null when none.' }) companyCertifiedUntil?: Date | null;
  @Field(() => String, { description: 'The day the job started, YYYY-MM-DD.' }) startedOn!: string;
  @Field(() => String, { description: 'The day the job finished, YYYY-MM-DD.' }) finishedOn!: string;
  @Field(() => [RemovalRecordArea], { description: 'The roof areas with their moisture reading ranges.' }) areas!: RemovalRecordArea[];
  @Field(() => String, { description: 'The waste transfer note reference.' }) wasteTransferNoteReference!: string;
  @Field(() => JobReinsulation, { nullable: true, description: 'The re-insulation; null when none.' })
  reinsulation?: JobReinsulation | null;
  @Field(() => RemovalRecordSurvey, { nullable: true, description: 'The independent survey’s outcome; null when there is none.' })
  survey?: RemovalRecordSurvey | null;
  @Field(() => String, { nullable: true, description: 'The number of the version that corrects this one; null for the latest.' })
  supersededBy?: string | null;
  @Field(() => RemovalRecordWithdrawal, { nullable: true, description: 'Set when an administrator withdrew it.' })
  withdrawn?: RemovalRecordWithdrawal | null;
  @Field(() => Boolean, { description: 'Whether this answer was opened with a valid share link (photographs included).' })
  shared!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'A signed link to the survey report (PDF), working for an hour: only through a share link, when there is one.',
  })
  surveyReportUrl?: string | null;
  @Field(() => String, { description: 'The path of its PDF.' }) pdfPath!: string;
}

@ObjectType({ description: 'Who withdrew a removal record, when and why, as an administrator sees it.' })
export class AdminRemovalRecordWithdrawal extends RemovalRecordWithdrawal {
  @Field(() => String, { description: 'The administrator who withdrew it.' }) by!: string;
}

@ObjectType({ description: 'A removal record issued for a job record, as an administrator sees it on the lead’s details.' })
export class AdminRemovalRecord {
  @Field(() => String, { description: 'The record number (its verify page is /verify-removal/{number}).' }) number!: string;
  @Field(() => Int, { description: 'Its version: 1 for the first, one more per correction.' }) version!: number;
  @Field(() => Date, { description: 'When it was issued.' }) issuedAt!: Date;
  @Field(() => String, { nullable: true, description: 'The number of the version that corrects this one; null for the latest.' })
  supersededBy!: string | null;
  @Field(() => AdminRemovalRecordWithdrawal, { nullable: true, description: 'Set when an administrator withdrew it.' })
  withdrawn!: AdminRemovalRecordWithdrawal | null;
}

@ObjectType({ description: 'A job record of a lead with the removal records issued from it, for an administrator.' })
export class AdminLeadJobRecord {
  @Field(() => JobRecord, { description: 'The job record (drafts included).' }) jobRecord!: JobRecord;
  @Field(() => [AdminRemovalRecord], { description: 'Its removal records, latest version first.' }) removalRecords!: AdminRemovalRecord[];
  @Field(() => AdminRemovalSurvey, { nullable: true, description: 'The independent survey after removal; null until asked for.' })
  survey?: AdminRemovalSurvey | null;
}

/* The independent survey after removal (docs/requirements/quotes-and-removal-records.md#survey). */

@ObjectType({ description: 'What the surveyor stated with the report.' })
export class SurveyOutcome {
  @Field(() => String, { description: 'The day of the inspection, YYYY-MM-DD.' }) inspectedOn!: string;
  @Field(() => Boolean, { description: 'Whether the surveyor found the removal complete.' }) removalComplete!: boolean;
  @Field(() => String, { description: 'sound | repairs_recommended | structural_repair_needed.' }) timberCondition!: string;
  @Field(() => String, { description: 'The surveyor’s qualification or registration, as they gave it.' }) qualification!: string;
  @Field(() => String, { nullable: true, description: 'The surveyor’s summary of findings: not on the public page without a share link.' })
  summary?: string | null;
}

@ObjectType({ description: 'The independent survey of a job, as the homeowner (or an administrator) sees it.' })
export class RemovalSurvey {
  @Field(() => String, { description: 'The survey request’s reference, like RS-3F9A2C.' }) reference!: string;
  @Field(() => String, { description: 'The removal record it was asked for.' }) number!: string;
  @Field(() => Date, { description: 'When the homeowner asked for it.' }) requestedAt!: Date;
  @Field(() => String, { nullable: true, description: 'The surveyor we sent the link to; null before.' }) surveyorName?: string | null;
  @Field(() => String, { nullable: true, description: 'Their firm; null before.' }) surveyorFirm?: string | null;
  @Field(() => Date, { nullable: true, description: 'When the surveyor’s link was sent; null before.' }) linkSentAt?: Date | null;
  @Field(() => Date, { nullable: true, description: 'When the surveyor’s link stops working; null before.' }) linkExpiresAt?: Date | null;
  @Field(() => Date, { nullable: true, description: 'When the report was uploaded; null before.' }) reportUploadedAt?: Date | null;
  @Field(() => String, { nullable: true, description: 'A signed link to the report (PDF), working for an hour; null before.' })
  reportUrl?: string | null;
  @Field(() => SurveyOutcome, { nullable: true, description: 'The outcome; null until the surveyor states it.' })
  outcome?: SurveyOutcome | null;
}

@ObjectType({ description: 'The independent survey of a job, as an administrator sees it.' })
export class AdminRemovalSurvey extends RemovalSurvey {
  @Field(() => String, { nullable: true, description: 'The surveyor’s e-mail address; null before the link was sent.' })
  surveyorEmail?: string | null;
}

@ObjectType({ description: 'The independent survey on a removal record’s public page.' })
export class RemovalRecordSurvey {
  @Field(() => String, { description: 'The surveyor’s firm.' }) surveyorFirm!: string;
  @Field(() => SurveyOutcome, { description: 'What the surveyor stated (the summary only through a share link).' }) outcome!: SurveyOutcome;
}

@InputType({ description: 'What the homeowner adds to the survey request made from the job.' })
export class RemovalSurveyRequestInput {
  @Field(() => String, { nullable: true, description: 'A preferred day, YYYY-MM-DD, from today on; empty for any.' })
  preferredDate?: string | null;
  @Field(() => String, { nullable: true, description: 'The mortgage lender, if any (plain text, at most 100 characters).' })
  lender?: string | null;
  @Field(() => String, { nullable: true, description: 'Anything the surveyor should know (at most 2,000 characters).' })
  notes?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Agrees to us passing their details to an independent surveyor.' })
  consent?: boolean | null;
}

@InputType({ description: 'The surveyor an administrator sends the private report link to.' })
export class SurveyorInput {
  @Field(() => String, { nullable: true, description: 'Their name.' }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'Their e-mail address (the link goes there).' }) email?: string | null;
  @Field(() => String, { nullable: true, description: 'Their firm.' }) firm?: string | null;
}

@InputType({ description: 'What the surveyor states with the report.' })
export class SurveyOutcomeInput {
  @Field(() => String, { nullable: true, description: 'The day of the inspection, YYYY-MM-DD.' }) inspectedOn?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Whether the removal is complete.' }) removalComplete?: boolean | null;
  @Field(() => String, { nullable: true, description: 'sound | repairs_recommended | structural_repair_needed.' })
  timberCondition?: string | null;
  @Field(() => String, { nullable: true, description: 'A summary of findings (plain text, at most 1,000 characters).' })
  summary?: string | null;
  @Field(() => String, { nullable: true, description: 'Their qualification or registration, like MRICS 1234567.' })
  qualification?: string | null;
}

@ObjectType({ description: 'What the surveyor’s private link opens: the job to inspect and where the report stands.' })
export class SurveyorTask {
  @Field(() => String, { description: 'The removal record number.' }) number!: string;
  @Field(() => String, { description: 'The postcode district.' }) district!: string;
  @Field(() => String, { description: 'The company that did the removal.' }) companyName!: string;
  @Field(() => String, { description: 'The day the job started.' }) startedOn!: string;
  @Field(() => String, { description: 'The day the job finished.' }) finishedOn!: string;
  @Field(() => [RemovalRecordArea], { description: 'The roof areas with their reading ranges.' }) areas!: RemovalRecordArea[];
  @Field(() => String, { description: 'The surveyor the link was sent to.' }) surveyorName!: string;
  @Field(() => Date, { description: 'When the link stops working.' }) linkExpiresAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When the report was uploaded; null before.' }) reportUploadedAt?: Date | null;
  @Field(() => SurveyOutcome, { nullable: true, description: 'The outcome as stated; null before.' }) outcome?: SurveyOutcome | null;
}
