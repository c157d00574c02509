import crypto from 'node:crypto';
import { createDocumentUpload } from '../../client/src/lib/documentUpload';
import type { UploadError } from '../../client/src/lib/uploadState';
import { adminDb, gql, idempotencyKey, randomMobile, serverInfo, uniqueEmail, type ServerInfo } from './api';

const REQUEST = `mutation Req($input: CertificationRequestInput!, $key: String!, $botCheck: BotCheckInput) {
  submitCertificationRequest(input: $input, idempotencyKey: $key, botCheck: $botCheck) { id reference replayed }
}`;
export const DOCS = `query Docs($id: ID!, $token: String!) { certificationDocuments(id: $id, token: $token) { id status uploadsOpen requiredDocuments { type label state document { fileName size contentType review note } } } }`;

/** The five document types as stored and as the upload route takes them. */
export const TYPES = [
  'public_liability_insurance',
  'waste_carrier_licence',
  'operative_training_certificates',
  'method_statement',
  'risk_assessment',
];
/** What an administrator records when accepting insurance or a waste carrier registration; undefined for the others. */
export function evidenceFor(type: string, expiresOn = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10)) {
  if (type === 'public_liability_insurance') return { expiresOn, coverPounds: 2_000_000 };
  if (type === 'waste_carrier_licence') return { expiresOn, registrationNumber: 'CBDU123456', wasteCarrierTier: 'upper' };
  return undefined;
}

/** A stored document type as the GraphQL enum CertificationDocumentType names it. */
export const typeEnum = (type: string) => type.toUpperCase();

/** A certification request and its token, read from the e-mail with the private links. */
export async function newCertificationRequest(overrides: Record<string, unknown> = {}, info: ServerInfo = serverInfo()) {
  const input = {
    companyName: `Foam Gone ${Date.now()} Ltd`,
    contactName: 'Priya Test',
    email: uniqueEmail('cert'),
    phone: randomMobile(),
    consent: { terms: true },
    ...overrides,
  };
  const { body } = await gql(REQUEST, { input, key: idempotencyKey() }, { baseUrl: info.url });
  expect(body.errors).toBeUndefined();
  const { id, reference } = body.data!.submitCertificationRequest;
  const mail = (await adminDb(info).collection('mail').where('related', 'array-contains', `certificationRequests/${id}`).get()).docs.find(
    (d) => d.get('template') === 'certification_request_received',
  )!;
  const uploadUrl = new URL(mail.get('data.uploadUrl'));
  expect(uploadUrl.pathname).toBe(`/certificate-upload/${id}`);
  expect(new URL(mail.get('data.docsUrl')).pathname).toBe(`/certificate-docs/${id}`);
  return { id, reference, email: input.email as string, token: uploadUrl.searchParams.get('token')! };
}

export function pdfBytes(size: number) {
  const bytes = crypto.randomBytes(size);
  Buffer.from('%PDF-1.7\n').copy(bytes, 0);
  return bytes;
}
export const pngBytes = (size: number) => {
  const bytes = crypto.randomBytes(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  return bytes;
};

/** Uploads with the browser widget's own tus code (tus-js-client under Node). */
export function uploadDocument(
  request: { id: string; token: string },
  type: string,
  file: Buffer,
  options: {
    fileName?: string;
    onChunk?: (bytes: number) => void;
    onProgress?: (sent: number) => void;
    baseUrl?: string;
    /** The upload route: certification documents' by default. */
    path?: string;
  } = {},
) {
  let resolve!: (value: { contentType: string | null }) => void;
  let reject!: (error: UploadError) => void;
  const done = new Promise<{ contentType: string | null }>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const controller = createDocumentUpload(file, {
    endpoint: `${options.baseUrl ?? serverInfo().url}${options.path ?? '/uploads'}`,
    requestId: request.id,
    token: request.token,
    documentType: type,
    fileName: options.fileName ?? `${type}.pdf`,
    retryDelays: [],
    onProgress: (sent) => options.onProgress?.(sent),
    onChunkComplete: options.onChunk,
    onSuccess: (contentType) => resolve({ contentType }),
    onError: reject,
  });
  controller.start();
  return { controller, done };
}

const START_VETTING_UPLOAD = `mutation { startVettingUpload { requestId uploadPath } }`;
const REVIEW_EVIDENCE = `mutation Review($requestId: ID!, $type: CertificationDocumentType!, $decision: DocumentDecision!, $evidence: VettingEvidenceInput) {
  reviewCertificationDocument(requestId: $requestId, type: $type, decision: $decision, evidence: $evidence) { id status purpose }
}`;

/**
 * Vetting as it happens: the company opens its vetting request, uploads its insurance and waste carrier evidence over
 * tus, and an administrator accepts both with their dates (docs/decisions/0035-vetting-enforced.md).
 */
export async function vetCompanyThroughReview(
  companyToken: string,
  adminToken: string,
  expiresOn: { insurance: string; wasteCarrier: string },
  options: { checkCoverRefused?: boolean } = {},
) {
  const started = await gql(START_VETTING_UPLOAD, {}, { token: companyToken });
  expect(started.body.errors).toBeUndefined();
  const { requestId, uploadPath } = started.body.data!.startVettingUpload;
  const uploadToken = new URL(uploadPath, serverInfo().url).searchParams.get('token')!;
  for (const type of ['public_liability_insurance', 'waste_carrier_licence'])
    await uploadDocument({ id: requestId, token: uploadToken }, type, pdfBytes(3000)).done;
  if (options.checkCoverRefused) {
    const evidence = { expiresOn: expiresOn.insurance, coverPounds: 250_000 };
    const refused = await gql(
      REVIEW_EVIDENCE,
      { requestId, type: typeEnum('public_liability_insurance'), decision: 'ACCEPT', evidence },
      { token: adminToken },
    );
    expect(refused.body.errors?.[0].extensions?.fieldErrors?.[0]).toMatchObject({ path: 'evidence.coverPounds' });
  }
  let status = '';
  for (const [type, day] of [
    ['public_liability_insurance', expiresOn.insurance],
    ['waste_carrier_licence', expiresOn.wasteCarrier],
  ]) {
    const variables = { requestId, type: typeEnum(type), decision: 'ACCEPT', evidence: evidenceFor(type, day) };
    const { body } = await gql(REVIEW_EVIDENCE, variables, { token: adminToken });
    expect(body.errors).toBeUndefined();
    status = body.data!.reviewCertificationDocument.status;
  }
  expect(status).toBe('VETTED');
  return requestId as string;
}
