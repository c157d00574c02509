import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { PageArgs } from '../../platform/graphql/connections';
import { Access } from '../../platform/graphql/access';
import { CERTIFICATE_NUMBER_PATTERN } from '../../../common/certification';
import type { GraphQLContext } from '../../platform/graphql/context';
import { AdminActor, CurrentUser, OptionalUser, type Viewer } from '../../platform/graphql/currentUser';
import { CurrentCompany } from '../companies';
import type { Company } from '../companies/companies.types';
import { services, siteUrl } from '../../platform/services';
import { PublicFormArgs, SUBMISSION_ERRORS, SubmissionReceipt } from '../../platform/submissions/submission.types';
import { submissionMeta } from '../../platform/submissions/publicSubmission';
import { findCertificateByNumber } from './certification.repository';
import { certificationPaymentSummary, startCertificationPayment } from './certificationPayment.service';
import { certificationDocumentLink } from './certification.routes';
import {
  acceptedVettingDocuments,
  adminCertificate,
  companyCertificationLinks,
  adminCertificates,
  adminCertificationRequest,
  adminCertificationRequests,
  certificationDocumentsView,
  reviewCertificationDocument,
  revokeCertificate,
  revokeCertificationUploadLink,
  startVettingUpload,
  submitCertificationRequest,
} from './certification.service';
import {
  Certificate,
  CertificateConnection,
  CertificateVerification,
  CertificationCheckout,
  CertificationPaymentSummary,
  CertificationDocumentsView,
  CertificationLinks,
  CertificationDocumentType,
  CertificationRequest,
  CertificationRequestConnection,
  CertificationRequestInput,
  CertificationPurpose,
  CertificationRequestStatus,
  DocumentDecision,
  FileLink,
  VettingEvidenceInput,
  VettingUpload,
} from './certification.types';

const REQUEST_ID = 'Document id of the certification request (`CertificationRequest.id`).';

@Resolver()
export class CertificationResolver {
  @Access('PUBLIC')
  @Mutation(() => SubmissionReceipt, {
    description: `A removal company asks to be certified; the private upload link is e-mailed. A signed-in company user’s request is linked to its company. ${SUBMISSION_ERRORS}`,
  })
  async submitCertificationRequest(
    @Arg('input', () => CertificationRequestInput, { description: 'The request form.' }) input: CertificationRequestInput,
    @Args(() => PublicFormArgs) form: PublicFormArgs,
    @Ctx() ctx: GraphQLContext,
    @OptionalUser() viewer: Viewer | null,
  ): Promise<SubmissionReceipt> {
    const { config } = services();
    const companyId = viewer ? await viewer.companyId() : null;
    return submitCertificationRequest(input, submissionMeta(form, ctx.request.ip), {
      policy: config.submissions,
      linkDays: config.certificationLinkDays,
      siteUrl: siteUrl(),
      companyId,
    });
  }

  @Access('COMPANY', 'certification')
  @Mutation(() => VettingUpload, {
    description:
      'The signed-in company starts (or reopens) its vetting request and gets the private page to upload its insurance and waste carrier evidence; the link is e-mailed too.',
  })
  startVettingUpload(@CurrentCompany() company: Company): Promise<VettingUpload> {
    const { config } = services();
    return startVettingUpload(company, { linkDays: config.certificationLinkDays, siteUrl: siteUrl() });
  }

  @Access('COMPANY', 'certification')
  @Query(() => CertificationLinks, {
    description:
      'The private upload and documents pages of one of the signed-in company’s certification requests (the link its e-mails carry). NOT_FOUND for a request of another company.',
  })
  myCertificationLinks(
    @CurrentCompany() company: Company,
    @Arg('requestId', () => ID, { description: REQUEST_ID }) requestId: string,
  ): Promise<CertificationLinks> {
    return companyCertificationLinks(company.id, requestId);
  }

  @Access('COMPANY', 'read')
  @Query(() => [CertificationDocumentType], {
    description:
      'The vetting documents (insurance, waste carrier registration) an administrator accepted for the signed-in company and that are still in date: a certification request it sends starts with them accepted and asks only for the others.',
  })
  async myReusableVettingDocuments(@CurrentCompany() company: Company): Promise<CertificationDocumentType[]> {
    return (await acceptedVettingDocuments(company.id)).map((d) => d.type as CertificationDocumentType);
  }

  @Access('LINK_HOLDER')
  @Query(() => CertificationDocumentsView, {
    description:
      'The request’s status and its five documents, for the holder of the private upload link. FORBIDDEN for a wrong or expired token.',
  })
  certificationDocuments(
    @Arg('id', () => ID, { description: 'The request id from the link (/certificate-docs/{id}?token=…).' }) id: string,
    @Arg('token', () => String, { description: 'The secret token from the link.' }) token: string,
  ): Promise<CertificationDocumentsView> {
    return certificationDocumentsView(id, token);
  }

  @Access('PUBLIC')
  @Query(() => CertificateVerification, {
    nullable: true,
    description: 'Checks a certificate by its number; null when there is none. Shows no private data.',
  })
  async verifyCertificate(
    @Arg('number', () => String, { description: 'Certificate number, e.g. SFR-CERT-2026-0042 (case and surrounding spaces ignored).' })
    number: string,
  ): Promise<CertificateVerification | null> {
    const normalised = number.trim().toUpperCase();
    if (!CERTIFICATE_NUMBER_PATTERN.test(normalised)) return null;
    const certificate = await findCertificateByNumber(normalised);
    return (
      certificate && {
        number: certificate.number,
        companyName: certificate.companyName,
        issuedAt: certificate.issuedAt,
        expiresAt: certificate.expiresAt,
        status: certificate.status,
        revokedAt: certificate.revokedAt,
      }
    );
  }

  @Access('ADMIN')
  @Query(() => CertificationRequestConnection, { description: 'Certification requests, newest first, with the total for the filter.' })
  certificationRequests(
    @Arg('status', () => CertificationRequestStatus, { nullable: true, description: 'Only requests in this status; all when left out.' })
    status: CertificationRequestStatus | null,
    @Arg('purpose', () => CertificationPurpose, {
      nullable: true,
      description: 'Only certification or only vetting requests; both when left out.',
    })
    purpose: CertificationPurpose | null,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<CertificationRequestConnection> {
    return adminCertificationRequests({ status, purpose }, page);
  }

  @Access('ADMIN')
  @Query(() => CertificationRequest, { nullable: true, description: 'One certification request; null when there is none with this id.' })
  certificationRequest(@Arg('id', () => ID, { description: REQUEST_ID }) id: string): Promise<CertificationRequest | null> {
    return adminCertificationRequest(id);
  }

  @Access('ADMIN')
  @Mutation(() => FileLink, {
    description: 'A 10-minute link to preview or download one uploaded document; the link answers 404 when there is no such upload.',
  })
  certificationDocumentLink(
    @Arg('requestId', () => ID, { description: REQUEST_ID }) requestId: string,
    @Arg('type', () => CertificationDocumentType, { description: 'Which document.' }) type: CertificationDocumentType,
  ): Promise<FileLink> {
    return certificationDocumentLink(requestId, type);
  }

  @Access('ADMIN')
  @Mutation(() => CertificationRequest, {
    description:
      'Accepts or rejects (with a note, e-mailed to the company) one uploaded document. Accepting insurance or a waste carrier registration needs `evidence` (expiry, cover, number, tier), which is recorded on the company as its vetting. When all required documents are accepted a certification request becomes APPROVED_AWAITING_PAYMENT and the payment link is e-mailed; a vetting request becomes VETTED. BAD_USER_INPUT on `evidence.*` for missing or unacceptable evidence; NOT_FOUND for an unknown request; CONFLICT when the document is not uploaded, the request is not under review, or the document was replaced after `documentUploadedAt`; BAD_USER_INPUT on `note` to REJECT without one.',
  })
  reviewCertificationDocument(
    @Arg('requestId', () => ID, { description: REQUEST_ID }) requestId: string,
    @Arg('type', () => CertificationDocumentType, { description: 'Which document.' }) type: CertificationDocumentType,
    @Arg('decision', () => DocumentDecision, { description: 'ACCEPT or REJECT.' }) decision: DocumentDecision,
    @Arg('note', () => String, { nullable: true, description: 'Why it is rejected (required to REJECT), up to 2,000 characters.' })
    note: string | null,
    @Arg('evidence', () => VettingEvidenceInput, {
      nullable: true,
      description: 'What was read off insurance or waste carrier evidence: required to ACCEPT those two documents.',
    })
    evidence: VettingEvidenceInput | null,
    @Arg('documentUploadedAt', () => Date, {
      nullable: true,
      description:
        'The `uploadedAt` of the file the reviewer looked at: if the company has replaced the document since, CONFLICT and nothing is recorded.',
    })
    documentUploadedAt: Date | null,
    @AdminActor() reviewer: string,
  ): Promise<CertificationRequest> {
    const { config } = services();
    return reviewCertificationDocument(
      { requestId, type, decision, note, evidence, documentUploadedAt },
      { reviewer, siteUrl: siteUrl(), linkDays: config.certificationLinkDays },
    );
  }

  @Access('ADMIN')
  @Mutation(() => CertificationRequest, {
    description:
      'Retires the request’s private upload and documents links (the only way they change: every e-mail about a request carries the same links) and e-mails the company new ones. NOT_FOUND for an unknown request.',
  })
  revokeCertificationUploadLink(@Arg('requestId', () => ID, { description: REQUEST_ID }) requestId: string): Promise<CertificationRequest> {
    return revokeCertificationUploadLink(requestId, { siteUrl: siteUrl(), linkDays: services().config.certificationLinkDays });
  }

  @Access('ADMIN')
  @Query(() => CertificateConnection, { description: 'Every certificate, newest issued first, with the total.' })
  certificates(@Args(() => PageArgs) page: PageArgs): Promise<CertificateConnection> {
    return adminCertificates(page);
  }

  @Access('ADMIN')
  @Query(() => Certificate, { nullable: true, description: 'One certificate; null when there is none with this id.' })
  certificate(
    @Arg('id', () => ID, { description: 'Document id of the certificate (`Certificate.id`).' }) id: string,
  ): Promise<Certificate | null> {
    return adminCertificate(id);
  }

  @Access('ADMIN')
  @Mutation(() => Certificate, {
    description:
      'Revokes a certificate: the company is no longer certified, and `verifyCertificate` says REVOKED. NOT_FOUND for an unknown id.',
  })
  revokeCertificate(
    @Arg('id', () => ID, { description: 'Document id of the certificate.' }) id: string,
    @Arg('reason', () => String, { nullable: true, description: 'Why, for the record; up to 2,000 characters.' }) reason: string | null,
    @AdminActor() reviewer: string,
  ): Promise<Certificate> {
    return revokeCertificate(id, reason, reviewer);
  }

  @Access('COMPANY', 'read')
  @Query(() => CertificationPaymentSummary, {
    description:
      'A certification request this company may pay for (its own, or one sent with its e-mail address), with the fee in pence. NOT_FOUND for an unknown id; FORBIDDEN for another company’s.',
  })
  async certificationPayment(
    @Arg('requestId', () => ID, { description: 'The request id from the payment e-mail.' }) requestId: string,
    @CurrentUser() viewer: Viewer,
    @CurrentCompany() company: Company,
  ): Promise<CertificationPaymentSummary> {
    return certificationPaymentSummary(requestId, { companyId: company.id, email: viewer.email });
  }

  @Access('COMPANY', 'certification')
  @Mutation(() => CertificationCheckout, {
    description:
      'Starts paying £295 + VAT for an approved request: send the browser to `checkoutUrl`. CONFLICT before all five documents are accepted or once paid; NOT_FOUND / FORBIDDEN as for `certificationPayment`.',
  })
  async startCertificationPayment(
    @Arg('requestId', () => ID, { description: 'The request id.' }) requestId: string,
    @CurrentUser() viewer: Viewer,
    @CurrentCompany() company: Company,
  ): Promise<CertificationCheckout> {
    return startCertificationPayment(requestId, { companyId: company.id, email: viewer.email });
  }
}
