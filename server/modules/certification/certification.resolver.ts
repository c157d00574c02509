import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { CERTIFICATE_NUMBER_PATTERN } from '../../../common/certification';
import type { GraphQLContext } from '../../platform/graphql/context';
import { services } from '../../platform/services';
import { BotCheckInput, SubmissionReceipt, SubmissionSourceInput } from '../../platform/submissions/submission.types';
import { submissionMeta } from '../../platform/submissions/publicSubmission';
import { findCertificateByNumber } from './certification.repository';
import { certificationPaymentSummary, startCertificationPayment } from './certificationPayment.service';
import { certificationDocumentLink } from './certification.routes';
import {
  adminCertificate,
  adminCertificates,
  adminCertificationRequest,
  adminCertificationRequests,
  certificationDocumentsView,
  reviewCertificationDocument,
  revokeCertificate,
  submitCertificationRequest,
} from './certification.service';
import {
  Certificate,
  CertificateConnection,
  CertificateVerification,
  CertificationCheckout,
  CertificationPaymentSummary,
  CertificationDocumentsView,
  CertificationDocumentType,
  CertificationRequest,
  CertificationRequestConnection,
  CertificationRequestInput,
  CertificationRequestStatus,
  DocumentDecision,
  FileLink,
} from './certification.types';

const reviewerOf = (ctx: GraphQLContext) => ctx.viewer!.email ?? ctx.viewer!.uid;

@Resolver()
export class CertificationResolver {
  @Mutation(() => SubmissionReceipt, {
    description: 'Public: a removal company requests certification; the private upload link is e-mailed. A signed-in company user’s request is linked to the company.',
  })
  async submitCertificationRequest(
    @Arg('input', () => CertificationRequestInput) input: CertificationRequestInput,
    @Arg('idempotencyKey', () => String) idempotencyKey: string,
    @Arg('source', () => SubmissionSourceInput, { nullable: true }) source: SubmissionSourceInput | null,
    @Arg('botCheck', () => BotCheckInput, { nullable: true }) botCheck: BotCheckInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SubmissionReceipt> {
    const { config, siteUrl } = services();
    const companyId = ctx.viewer ? await ctx.viewer.companyId() : null;
    return submitCertificationRequest(input, submissionMeta(idempotencyKey, source, botCheck, ctx.request.ip), {
      policy: config.submissions,
      linkDays: config.certificationLinkDays,
      siteUrl: config.publicUrl ?? siteUrl ?? null,
      companyId,
    });
  }

  @Query(() => CertificationDocumentsView, { description: 'Holder of the private link: the request status and its five documents (FORBIDDEN for a wrong or expired token)' })
  certificationDocuments(@Arg('id', () => ID) id: string, @Arg('token', () => String) token: string): Promise<CertificationDocumentsView> {
    return certificationDocumentsView(id, token);
  }

  @Query(() => CertificateVerification, { nullable: true, description: 'Public: a certificate by its number (null when there is none)' })
  async verifyCertificate(@Arg('number', () => String) number: string): Promise<CertificateVerification | null> {
    const normalised = number.trim().toUpperCase();
    if (!CERTIFICATE_NUMBER_PATTERN.test(normalised)) return null;
    const certificate = await findCertificateByNumber(normalised);
    return certificate && { number: certificate.number, companyName: certificate.companyName, issuedAt: certificate.issuedAt, expiresAt: certificate.expiresAt, status: certificate.status, revokedAt: certificate.revokedAt };
  }

  @Authorized('ADMIN')
  @Query(() => CertificationRequestConnection, { description: 'Admin: certification requests, newest first, optionally of one status' })
  certificationRequests(
    @Arg('status', () => CertificationRequestStatus, { nullable: true }) status: CertificationRequestStatus | null,
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
  ): Promise<CertificationRequestConnection> {
    return adminCertificationRequests({ status, first });
  }

  @Authorized('ADMIN')
  @Query(() => CertificationRequest, { nullable: true, description: 'Admin: one certification request' })
  certificationRequest(@Arg('id', () => ID) id: string): Promise<CertificationRequest | null> {
    return adminCertificationRequest(id);
  }

  @Authorized('ADMIN')
  @Mutation(() => FileLink, { description: 'Admin: a 10-minute link to preview or download one uploaded document' })
  certificationDocumentLink(@Arg('requestId', () => ID) requestId: string, @Arg('type', () => CertificationDocumentType) type: CertificationDocumentType): Promise<FileLink> {
    return certificationDocumentLink(requestId, type);
  }

  @Authorized('ADMIN')
  @Mutation(() => CertificationRequest, {
    description: 'Admin: accept or reject (with a note, e-mailed to the company) one document. All five accepted: approved_awaiting_payment and the payment link is e-mailed',
  })
  reviewCertificationDocument(
    @Arg('requestId', () => ID) requestId: string,
    @Arg('type', () => CertificationDocumentType) type: CertificationDocumentType,
    @Arg('decision', () => DocumentDecision) decision: DocumentDecision,
    @Arg('note', () => String, { nullable: true }) note: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CertificationRequest> {
    const { config, siteUrl } = services();
    return reviewCertificationDocument({ requestId, type, decision, note }, { reviewer: reviewerOf(ctx), siteUrl: config.publicUrl ?? siteUrl ?? null, linkDays: config.certificationLinkDays });
  }

  @Authorized('ADMIN')
  @Query(() => CertificateConnection, { description: 'Admin: certificates, newest first' })
  certificates(@Arg('first', () => Int, { defaultValue: 50 }) first: number): Promise<CertificateConnection> {
    return adminCertificates(first);
  }

  @Authorized('ADMIN')
  @Query(() => Certificate, { nullable: true, description: 'Admin: one certificate' })
  certificate(@Arg('id', () => ID) id: string): Promise<Certificate | null> {
    return adminCertificate(id);
  }

  @Authorized('ADMIN')
  @Mutation(() => Certificate, { description: 'Admin: revoke a certificate; the company is no longer certified' })
  revokeCertificate(@Arg('id', () => ID) id: string, @Arg('reason', () => String, { nullable: true }) reason: string | null, @Ctx() ctx: GraphQLContext): Promise<Certificate> {
    return revokeCertificate(id, reason, reviewerOf(ctx));
  }

  @Authorized('COMPANY')
  @Query(() => CertificationPaymentSummary, { description: 'Company: a certification request it may pay for (its own, or one made with its e-mail address), with the fee' })
  async certificationPayment(@Arg('requestId', () => ID) requestId: string, @Ctx() ctx: GraphQLContext): Promise<CertificationPaymentSummary> {
    return certificationPaymentSummary(requestId, { companyId: (await ctx.viewer!.companyId())!, email: ctx.viewer!.email });
  }

  @Authorized('COMPANY')
  @Mutation(() => CertificationCheckout, { description: 'Company: start paying £295 + VAT for an approved request; the browser goes to checkoutUrl' })
  async startCertificationPayment(@Arg('requestId', () => ID) requestId: string, @Ctx() ctx: GraphQLContext): Promise<CertificationCheckout> {
    return startCertificationPayment(requestId, { companyId: (await ctx.viewer!.companyId())!, email: ctx.viewer!.email });
  }
}
