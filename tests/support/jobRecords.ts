import { gql } from './api';
import { dayFromToday } from './marketplace';

/**
 * A job record every rule accepts: two roof areas, re-insulation, no photographs (a test that needs them uploads
 * them and names them in `overrides`) (docs/requirements/quotes-and-removal-records.md#job-record).
 */
export function validJobRecord(overrides: Record<string, unknown> = {}) {
  return {
    startedOn: dayFromToday(-3),
    finishedOn: dayFromToday(-1),
    roofAreas: [
      {
        name: 'Rear slope',
        areaM2: 42.5,
        readings: [
          { percent: 14, where: 'Rafter 3, north' },
          { percent: 11.5, where: 'Ridge board' },
          { percent: 17, where: 'Wall plate' },
        ],
        defectsFound: 'Two rafters with surface mould',
        defectsRepaired: 'Treated and sistered',
        beforePhotoIds: [] as string[],
        afterPhotoIds: [] as string[],
      },
      { name: 'Front slope', areaM2: 40, readings: [{ percent: 12, where: 'Rafter 7' }], beforePhotoIds: [], afterPhotoIds: [] },
    ],
    waste: { transferNoteReference: 'WTN-2026-118', carrier: 'Clearway Waste Ltd' },
    reinsulation: { material: 'mineral_wool', thicknessMm: 270, lambdaWPerMK: 0.044, areaM2: 82.5 },
    ...overrides,
  };
}

const SAVE_JOB = `mutation Save($leadId: ID!, $input: JobRecordInput!) { saveJobRecord(leadId: $leadId, input: $input) { id } }`;
const SUBMIT_JOB = `mutation Submit($leadId: ID!) { submitJobRecord(leadId: $leadId) { id status } }`;
const CONFIRM_JOB = `mutation C($id: ID!, $token: String!, $jobRecordId: ID!) {
  confirmJobRecord(id: $id, token: $token, jobRecordId: $jobRecordId) { jobRecord { id removalRecordNumber } } }`;

/** The hired company's job of a homeowner's request: its lead, the request page's link and the company's token. */
export interface HiredJob {
  leadId: string;
  requestId: string;
  token: string;
  company: { token: string };
}

/** The hired company saves a record and sends it to the homeowner: the job record's id. */
export async function submittedJobRecord(job: HiredJob, input: object = validJobRecord()): Promise<string> {
  const saved = await gql(SAVE_JOB, { leadId: job.leadId, input }, { token: job.company.token });
  expect(saved.body.errors).toBeUndefined();
  expect((await gql(SUBMIT_JOB, { leadId: job.leadId }, { token: job.company.token })).body.errors).toBeUndefined();
  return saved.body.data!.saveJobRecord.id as string;
}

/** The homeowner confirms a record sent to them: the removal record's number. */
export async function confirmJobRecord(job: HiredJob, jobRecordId: string): Promise<string> {
  const confirmed = await gql(CONFIRM_JOB, { id: job.requestId, token: job.token, jobRecordId });
  expect(confirmed.body.errors).toBeUndefined();
  return confirmed.body.data!.confirmJobRecord.find((entry: { jobRecord: { id: string } }) => entry.jobRecord.id === jobRecordId).jobRecord
    .removalRecordNumber as string;
}

/** Saves, submits and confirms a valid record: the removal record's number. */
export async function confirmedRecord(job: HiredJob, input: object = validJobRecord()): Promise<string> {
  return confirmJobRecord(job, await submittedJobRecord(job, input));
}
