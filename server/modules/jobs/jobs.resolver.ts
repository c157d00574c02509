import { Arg, ID, Mutation, Query, Resolver } from 'type-graphql';
import { services } from '../../platform/services';
import { Access } from '../../platform/graphql/access';
import { AdminActor, CurrentUser, type Viewer } from '../../platform/graphql/currentUser';
import { CurrentCompany } from '../companies';
import type { Company } from '../companies/companies.types';
import { companyJobRecord, saveJobRecord, submitJobRecord } from './jobRecords.service';
import {
  adminLeadJobRecords,
  confirmJobRecord,
  createRemovalRecordShare,
  homeownerJobRecords,
  homeownerRejectJobRecord,
  homeownerRequestSurvey,
  publicRemovalRecord,
  revokeRemovalRecordShare,
  withdrawRemovalRecord,
} from './removalRecords.service';
import { sendSurveyorLink, submitSurveyOutcome, surveyorTask } from './removalSurveys.service';
import {
  AdminLeadJobRecord,
  AdminRemovalSurvey,
  HomeownerJobRecord,
  JobRecord,
  JobRecordInput,
  RemovalRecord,
  RemovalRecordShareLink,
  RemovalSurveyRequestInput,
  SurveyOutcomeInput,
  SurveyorInput,
  SurveyorTask,
} from './jobs.types';

const LINK_ARGS = 'FORBIDDEN, with what to do, when the request-page link is not valid, has expired or has been replaced.';
const RECORDER =
  'FORBIDDEN for a viewer and for a company the homeowner did not mark hired on the lead; CONFLICT when the request has been withdrawn; NOT_FOUND for an unknown lead.';

/** The job record, the homeowner's answer, the removal record and its share links (docs/decisions/0055-quotes-and-removal-records.md). */
@Resolver()
export class JobsResolver {
  @Access('COMPANY', 'read', 'PURCHASES_READ')
  @Query(() => JobRecord, { nullable: true, description: 'This company’s record of the job of a lead; null before it saves one.' })
  myJobRecord(
    @Arg('leadId', () => ID, { description: 'The lead’s id.' }) leadId: string,
    @CurrentCompany() company: Company,
  ): Promise<JobRecord | null> {
    return companyJobRecord(company, leadId);
  }

  @Access('COMPANY', 'work_leads', 'QUOTES_WRITE')
  @Mutation(() => JobRecord, {
    description: `Saves the hired company’s record of the job (a draft until submitted; saving one that was sent or confirmed makes it a draft again, to send as a correction). Answered once stored. BAD_USER_INPUT with every field’s message at once (dates, 1–10 areas of at most 1,000 m², 1–100 readings from 0 to 100 %, the waste transfer note, re-insulation), nothing stored. ${RECORDER}`,
  })
  saveJobRecord(
    @Arg('leadId', () => ID, { description: 'The lead’s id.' }) leadId: string,
    @Arg('input', () => JobRecordInput, { description: 'The record as typed.' }) input: JobRecordInput,
    @CurrentCompany() company: Company,
    @CurrentUser() viewer: Viewer,
  ): Promise<JobRecord> {
    return saveJobRecord(company, leadId, input, viewer.email ?? viewer.uid);
  }

  @Access('COMPANY', 'work_leads', 'QUOTES_WRITE')
  @Mutation(() => JobRecord, {
    description: `Sends the saved job record to the homeowner, who is told by e-mail and confirms it or says what is wrong on their request page. CONFLICT before a record is saved, while one sent waits for the homeowner, and for a confirmed record not changed since. ${RECORDER}`,
  })
  submitJobRecord(
    @Arg('leadId', () => ID, { description: 'The lead’s id.' }) leadId: string,
    @CurrentCompany() company: Company,
    @CurrentUser() viewer: Viewer,
  ): Promise<JobRecord> {
    return submitJobRecord(company, leadId, viewer.email ?? viewer.uid);
  }

  @Access('PUBLIC')
  @Query(() => [HomeownerJobRecord], {
    description: `The job records sent to the homeowner on their request, with the share links of their removal records. ${LINK_ARGS}`,
  })
  homeownerJobRecords(
    @Arg('id', () => ID, { description: 'The request id from the link (/my-request/{id}?token=…).' }) id: string,
    @Arg('token', () => String, { description: 'The signed token from the link.' }) token: string,
  ): Promise<HomeownerJobRecord[]> {
    return homeownerJobRecords(id, token);
  }

  @Access('PUBLIC')
  @Mutation(() => [HomeownerJobRecord], {
    description: `The homeowner confirms a job record sent to them: a numbered removal record is issued in the same step (a correction issues the next version, which the previous one points to). CONFLICT when the record is not waiting for an answer; NOT_FOUND for a job record of another request. ${LINK_ARGS}`,
  })
  async confirmJobRecord(
    @Arg('id', () => ID, { description: 'The request id from the link.' }) id: string,
    @Arg('token', () => String, { description: 'The signed token from the link.' }) token: string,
    @Arg('jobRecordId', () => ID, { description: 'The job record’s id.' }) jobRecordId: string,
  ): Promise<HomeownerJobRecord[]> {
    return (await confirmJobRecord(id, token, jobRecordId)).records;
  }

  @Access('PUBLIC')
  @Mutation(() => [HomeownerJobRecord], {
    description: `The homeowner says what is wrong with a job record sent to them; the company is told by e-mail, corrects it and sends it again. BAD_USER_INPUT on reason (required, plain text, at most 1,000 characters); CONFLICT when the record is not waiting for an answer. ${LINK_ARGS}`,
  })
  rejectJobRecord(
    @Arg('id', () => ID, { description: 'The request id from the link.' }) id: string,
    @Arg('token', () => String, { description: 'The signed token from the link.' }) token: string,
    @Arg('jobRecordId', () => ID, { description: 'The job record’s id.' }) jobRecordId: string,
    @Arg('reason', () => String, { description: 'What is wrong.' }) reason: string,
  ): Promise<HomeownerJobRecord[]> {
    return homeownerRejectJobRecord(id, token, jobRecordId, reason);
  }

  @Access('PUBLIC')
  @Mutation(() => RemovalRecordShareLink, {
    description: `The homeowner makes a share link of one of their removal records, which also shows its photographs: the token is answered this once. NOT_FOUND for a record of another request. ${LINK_ARGS}`,
  })
  createRemovalRecordShare(
    @Arg('id', () => ID, { description: 'The request id from the link.' }) id: string,
    @Arg('token', () => String, { description: 'The signed token from the link.' }) token: string,
    @Arg('number', () => String, { description: 'The removal record number.' }) number: string,
  ): Promise<RemovalRecordShareLink> {
    return createRemovalRecordShare(id, token, number);
  }

  @Access('PUBLIC')
  @Mutation(() => [HomeownerJobRecord], {
    description: `The homeowner revokes a share link: from now on it is a plain NOT_FOUND. NOT_FOUND for an unknown or already revoked link. ${LINK_ARGS}`,
  })
  revokeRemovalRecordShare(
    @Arg('id', () => ID, { description: 'The request id from the link.' }) id: string,
    @Arg('token', () => String, { description: 'The signed token from the link.' }) token: string,
    @Arg('shareId', () => ID, { description: 'The share link’s id (`HomeownerJobRecord.shares`).' }) shareId: string,
  ): Promise<HomeownerJobRecord[]> {
    return revokeRemovalRecordShare(id, token, shareId);
  }

  @Access('PUBLIC')
  @Query(() => RemovalRecord, {
    description:
      'A removal record as anyone with its number sees it (no personal data); with a share link’s token also the photographs of each area. NOT_FOUND, with the same message, for an unknown or malformed number and for a forged, edited or revoked share token.',
  })
  removalRecord(
    @Arg('number', () => String, { description: 'The record number, like SFR-REM-2026-00042.' }) number: string,
    @Arg('share', () => String, { nullable: true, description: 'The token of a share link the homeowner made.' }) share: string | null,
  ): Promise<RemovalRecord> {
    return publicRemovalRecord(number, share);
  }

  @Access('ADMIN')
  @Query(() => [AdminLeadJobRecord], {
    description:
      'A lead’s job records, drafts included, oldest first, each with every version of the removal record issued from it (superseded and withdrawn marked). Empty when none was saved (or for an unknown lead).',
  })
  adminLeadJobRecords(@Arg('leadId', () => ID, { description: 'The lead’s id.' }) leadId: string): Promise<AdminLeadJobRecord[]> {
    return adminLeadJobRecords(leadId);
  }

  @Access('ADMIN')
  @Mutation(() => RemovalRecord, {
    description:
      'Withdraws a removal record with a reason, which its verify page and PDF then show. BAD_USER_INPUT on reason (required, at most 500 characters); NOT_FOUND for an unknown number; CONFLICT when already withdrawn.',
  })
  withdrawRemovalRecord(
    @Arg('number', () => String, { description: 'The record number.' }) number: string,
    @Arg('reason', () => String, { description: 'Why it is withdrawn (shown publicly).' }) reason: string,
    @AdminActor() by: string,
  ): Promise<RemovalRecord> {
    return withdrawRemovalRecord(number, reason, by);
  }

  @Access('PUBLIC')
  @Mutation(() => [HomeownerJobRecord], {
    description: `The homeowner asks for an independent post-removal survey of a confirmed job: a survey request prefilled from the job (their contact details, the property, the removal record), with the survey form’s e-mails; an administrator then sends the surveyor a private link. BAD_USER_INPUT on preferredDate (from today), lender, notes and consent (required); CONFLICT before the job record is confirmed or when a survey was already asked for; NOT_FOUND for a job record of another request. ${LINK_ARGS}`,
  })
  requestRemovalSurvey(
    @Arg('id', () => ID, { description: 'The request id from the link.' }) id: string,
    @Arg('token', () => String, { description: 'The signed token from the link.' }) token: string,
    @Arg('jobRecordId', () => ID, { description: 'The job record’s id.' }) jobRecordId: string,
    @Arg('input', () => RemovalSurveyRequestInput, { description: 'What the homeowner adds.' }) input: RemovalSurveyRequestInput,
  ): Promise<HomeownerJobRecord[]> {
    return homeownerRequestSurvey(id, token, jobRecordId, input, services().config.mail.adminAlertEmails);
  }

  @Access('ADMIN')
  @Mutation(() => AdminRemovalSurvey, {
    description:
      'Sends the surveyor a private link (working 60 days) to upload the post-removal survey report and state the outcome; a new link replaces the last. BAD_USER_INPUT on name, email, firm; NOT_FOUND when no survey was asked for on this job; CONFLICT once the outcome is stated.',
  })
  sendSurveyorLink(
    @Arg('jobRecordId', () => ID, { description: 'The job record’s id.' }) jobRecordId: string,
    @Arg('input', () => SurveyorInput, { description: 'The surveyor.' }) input: SurveyorInput,
    @AdminActor() by: string,
  ): Promise<AdminRemovalSurvey> {
    return sendSurveyorLink(jobRecordId, input, by);
  }

  @Access('PUBLIC')
  @Query(() => SurveyorTask, {
    description:
      'What the surveyor’s private link opens: the job to inspect (no personal data) and where the report stands. NOT_FOUND, with the same message, for an unknown job and a wrong, replaced or expired token.',
  })
  surveyorTask(
    @Arg('jobRecordId', () => ID, { description: 'The job record’s id from the link.' }) jobRecordId: string,
    @Arg('token', () => String, { description: 'The token from the link.' }) token: string,
  ): Promise<SurveyorTask> {
    return surveyorTask(jobRecordId, token);
  }

  @Access('PUBLIC')
  @Mutation(() => SurveyorTask, {
    description:
      'The surveyor states the outcome, after uploading the report: the removal record’s page shows it from now on and the homeowner is told. It may be corrected while the link works. BAD_USER_INPUT on inspectedOn (not in the future, not before the removal finished), removalComplete, timberCondition, summary, qualification and report (upload it first); NOT_FOUND as surveyorTask.',
  })
  submitSurveyOutcome(
    @Arg('jobRecordId', () => ID, { description: 'The job record’s id from the link.' }) jobRecordId: string,
    @Arg('token', () => String, { description: 'The token from the link.' }) token: string,
    @Arg('input', () => SurveyOutcomeInput, { description: 'The outcome.' }) input: SurveyOutcomeInput,
  ): Promise<SurveyorTask> {
    return submitSurveyOutcome(jobRecordId, token, input);
  }
}
