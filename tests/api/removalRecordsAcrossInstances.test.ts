import { adminDb, gql } from '../support/api';
import { submitAndOpenLink } from '../support/homeownerRequest';
import { createCompany, recordPurchase } from '../support/marketplace';
import { instancePairForThisFile } from '../support/serverProcess';
import { validJobRecord } from '../support/jobRecords';

/**
 * Removal record numbers across two servers on one store (docs/decisions/0055-quotes-and-removal-records.md): 40
 * homeowners confirm their job records at the same moment, alternately on each instance; each confirmation issues
 * one record, and the numbers are distinct and unbroken (1…40 of the year, no gap, no repeat), because the counter
 * is read and written in the confirming transaction.
 */
const pair = instancePairForThisFile();

const HIRED = `mutation Hired($id: ID!, $token: String!, $companyId: ID!) {
  markHomeownerRequestCompanyHired(id: $id, token: $token, companyId: $companyId) { id } }`;
const SAVE = `mutation Save($leadId: ID!, $input: JobRecordInput!) { saveJobRecord(leadId: $leadId, input: $input) { id } }`;
const SUBMIT_JOB = `mutation Submit($leadId: ID!) { submitJobRecord(leadId: $leadId) { status } }`;
const CONFIRM = `mutation C($id: ID!, $token: String!, $jobRecordId: ID!) {
  confirmJobRecord(id: $id, token: $token, jobRecordId: $jobRecordId) { jobRecord { id removalRecordNumber } } }`;

/** `count` requests, each bought by the company (as fulfilment records it), hired and its job record sent. */
async function jobsWaitingForConfirmation(count: number, company: Awaited<ReturnType<typeof createCompany>>) {
  const jobs: Array<{ requestId: string; token: string; jobRecordId: string }> = [];
  for (let start = 0; start < count; start += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, async () => {
        const request = await submitAndOpenLink();
        await recordPurchase(request.leadId, company.id);
        expect((await gql(HIRED, { id: request.requestId, token: request.token, companyId: company.id })).body.errors).toBeUndefined();
        const saved = await gql(SAVE, { leadId: request.leadId, input: validJobRecord() }, { token: company.token });
        expect(saved.body.errors).toBeUndefined();
        expect((await gql(SUBMIT_JOB, { leadId: request.leadId }, { token: company.token })).body.errors).toBeUndefined();
        return { requestId: request.requestId, token: request.token, jobRecordId: saved.body.data!.saveJobRecord.id as string };
      }),
    );
    jobs.push(...batch);
  }
  return jobs;
}

describe('removal record numbers on two instances', () => {
  it('issues 40 records confirmed at once on both instances with 40 distinct numbers and no gap', async () => {
    const COUNT = 40;
    const company = await createCompany({ regions: ['Yorkshire and the Humber'] });
    const jobs = await jobsWaitingForConfirmation(COUNT, company);

    const servers = [pair.first.url, pair.second.url];
    const answers = await Promise.all(
      jobs.map((job, i) =>
        gql(CONFIRM, { id: job.requestId, token: job.token, jobRecordId: job.jobRecordId }, { baseUrl: servers[i % 2] }),
      ),
    );
    expect(answers.flatMap((answer) => answer.body.errors ?? [])).toEqual([]);
    const numbers = answers.map((answer) => answer.body.data!.confirmJobRecord[0].jobRecord.removalRecordNumber as string);
    expect(new Set(numbers).size).toBe(COUNT);

    const stored = (await adminDb().collection('removalRecords').get()).docs.map((doc) => doc.data());
    expect(stored.map((record) => record.number).sort()).toEqual([...numbers].sort());
    const sequences = stored.map((record) => record.sequence as number).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: COUNT }, (_, i) => i + 1));
    for (const record of stored) expect(record.number).toBe(`SFR-REM-${record.year}-${String(record.sequence).padStart(5, '0')}`);
    console.log(`two instances: removal records ${numbers.sort()[0]} to ${numbers.sort()[COUNT - 1]}, no gaps`);
  }, 240_000);
});
