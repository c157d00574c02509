import { z } from 'zod';
import { HOMEOWNER_REQUEST_PATH } from '../../../common/homeownerRequest';
import { removalRecordPath, removalRecordPdfPath } from '../../../common/removalRecords';
import { button, heading, note, paragraph, strong } from '../../platform/mail/blocks';
import { defineMailTemplate } from '../../platform/mail/template';

const companyLeadPath = (leadId: string) => `/company/lead/${encodeURIComponent(leadId)}`;

/** To the homeowner: the hired company sent its record of the job (no link: the request page's link is personal). */
const jobRecordSubmitted = defineMailTemplate({
  description: 'To a homeowner: the hired company sent its record of the job, to confirm or say what is wrong on the request page',
  schema: z.object({ firstName: z.string(), companyName: z.string().min(1), reference: z.string().min(1), corrected: z.boolean() }),
  compose(data, { siteUrl, host }) {
    return {
      subject: data.corrected
        ? `${data.companyName} corrected the record of your job (${data.reference})`
        : `${data.companyName} recorded your job: please check it (${data.reference})`,
      preheader: 'Confirm it, or say what is wrong, on your request page',
      blocks: [
        heading(data.corrected ? 'The record of your job was corrected' : 'Please check the record of your job'),
        paragraph(data.firstName ? `Hello ${data.firstName},` : 'Hello,'),
        paragraph(
          strong(data.companyName),
          ' has recorded the job: the dates, each roof area with its photographs and timber moisture readings, the waste transfer note and any re-insulation.',
        ),
        paragraph(
          'Open your request page from the link in our earlier e-mails to confirm it or say what is wrong. When you confirm it, we issue a numbered removal record a surveyor, lender or conveyancer can check.',
        ),
        button('Find your request page', `${siteUrl}${HOMEOWNER_REQUEST_PATH}`),
      ],
      footer: `You are receiving this e-mail because you asked for removal quotes on ${host} (${data.reference}).`,
    };
  },
});

/** To the hired company: the homeowner said what is wrong with its record. */
const jobRecordRejected = defineMailTemplate({
  description: 'To a hired company: the homeowner said what is wrong with its job record, to correct and send again',
  schema: z.object({ companyName: z.string().min(1), reference: z.string().min(1), leadId: z.string().min(1), reason: z.string().min(1) }),
  compose(data, { siteUrl, host }) {
    return {
      subject: `The homeowner asked for a correction to the job record (${data.reference})`,
      preheader: data.reason.slice(0, 120),
      blocks: [
        heading('A correction is needed'),
        paragraph(`Hello ${data.companyName},`),
        paragraph(`The homeowner of ${data.reference} did not confirm your record of the job. What they said:`),
        note(data.reason),
        paragraph('Correct the record on the lead page and send it again.'),
        button('Open the lead', `${siteUrl}${companyLeadPath(data.leadId)}`),
      ],
      footer: `You are receiving this e-mail because ${data.companyName} recorded a job on ${host}.`,
    };
  },
});

/** To the hired company: the homeowner confirmed; the removal record's number. */
const removalRecordIssued = defineMailTemplate({
  description: 'To a hired company: the homeowner confirmed its job record and the numbered removal record was issued',
  schema: z.object({ companyName: z.string().min(1), reference: z.string().min(1), number: z.string().min(1) }),
  compose(data, { siteUrl, host }) {
    const verifyUrl = `${siteUrl}${removalRecordPath(data.number)}`;
    return {
      subject: `Removal record ${data.number} issued (${data.reference})`,
      preheader: `The homeowner confirmed the job: ${data.number}`,
      blocks: [
        heading('The job is confirmed'),
        paragraph(`Hello ${data.companyName},`),
        paragraph(
          'The homeowner of ',
          data.reference,
          ' confirmed your record of the job. Its removal record is ',
          strong(data.number),
          '.',
        ),
        button('Open the removal record', verifyUrl),
        paragraph(`The PDF: ${siteUrl}${removalRecordPdfPath(data.number)}`),
      ],
      footer: `You are receiving this e-mail because ${data.companyName} recorded a job on ${host}.`,
    };
  },
});

/** To a surveyor: the private link to upload the post-removal survey report and state the outcome. */
const surveyorReportLink = defineMailTemplate({
  description: 'To a surveyor: the private link to upload a post-removal survey report and state the outcome',
  schema: z.object({
    surveyorName: z.string().min(1),
    number: z.string().min(1),
    reference: z.string().min(1),
    path: z.string().startsWith('/'),
    expiresOn: z.string().min(1),
  }),
  compose(data, { siteUrl, host }) {
    return {
      subject: `Post-removal survey ${data.reference}: upload your report`,
      preheader: `Removal record ${data.number}: the report and its outcome`,
      blocks: [
        heading('Your post-removal survey'),
        paragraph(`Hello ${data.surveyorName},`),
        paragraph(
          'Thank you for taking on this inspection. When you have inspected the roof, upload your report (a PDF) through the private link below and state the outcome: whether the spray foam removal is complete, and the condition of the timbers. The outcome appears on removal record ',
          strong(data.number),
          ', which the homeowner shows to lenders and conveyancers.',
        ),
        button('Upload the report', `${siteUrl}${data.path}`),
        note(`The link works until ${data.expiresOn}. Do not forward it: anyone who has it can upload a report for this job.`),
      ],
      footer: `You are receiving this e-mail because we passed you a survey request (${data.reference}) on ${host}.`,
    };
  },
});

/** To the homeowner: the surveyor stated the outcome, which the removal record now shows. */
const surveyOutcomeRecorded = defineMailTemplate({
  description: 'To a homeowner: the independent surveyor stated the outcome of the post-removal survey, now on the removal record',
  schema: z.object({ firstName: z.string(), reference: z.string().min(1), number: z.string().min(1), firm: z.string().min(1) }),
  compose(data, { siteUrl, host }) {
    return {
      subject: `Your post-removal survey is on removal record ${data.number}`,
      preheader: `${data.firm} uploaded the report and stated the outcome`,
      blocks: [
        heading('The survey is on your record'),
        paragraph(data.firstName ? `Hello ${data.firstName},` : 'Hello,'),
        paragraph(
          strong(data.firm),
          ' has uploaded the survey report and stated the outcome. The public page of removal record ',
          strong(data.number),
          ' now shows the outcome; the report itself opens only through a share link you create on your request page.',
        ),
        button('Open the removal record', `${siteUrl}${removalRecordPath(data.number)}`),
      ],
      footer: `You are receiving this e-mail because you asked for removal quotes on ${host} (${data.reference}).`,
    };
  },
});

export const jobsMailTemplates = {
  job_record_submitted: jobRecordSubmitted,
  job_record_rejected: jobRecordRejected,
  removal_record_issued: removalRecordIssued,
  surveyor_report_link: surveyorReportLink,
  survey_outcome_recorded: surveyOutcomeRecorded,
};
