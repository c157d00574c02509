import { z } from 'zod';
import { bullets, button, heading, link, note, paragraph, strong, subheading } from '../../platform/mail/blocks';
import { defineMailTemplate, londonDateTime, mailFields } from '../../platform/mail/template';

/** The e-mails of certification: the private upload links, the administrators' alert, approval, the certificate. */
const certificationRequestReceived = defineMailTemplate({
  description: 'To a company that asked for certification: its private links to upload and follow its documents',
  schema: z.object({
    name: z.string().min(1),
    companyName: z.string().min(1),
    reference: z.string().min(1),
    uploadUrl: mailFields.link,
    docsUrl: mailFields.link,
    documents: z.array(z.string().min(1)).min(1),
    linkExpiresAt: z.iso.datetime(),
    /** Set when an admin rejected a document: what to fix. */
    rejectedDocument: z.string().min(1).nullish(),
    note: z.string().min(1).max(2000).nullish(),
    /** vetting: the two documents a company needs to buy leads; absent: certification. */
    purpose: z.enum(['certification', 'vetting']).nullish(),
  }),
  compose(data) {
    const vetting = data.purpose === 'vetting';
    const rejected = data.rejectedDocument ? `${data.rejectedDocument}: ${data.note ?? 'please upload it again'}` : null;
    return {
      subject: data.rejectedDocument
        ? `Please upload the ${data.rejectedDocument.toLowerCase()} again (${data.reference})`
        : vetting
          ? `Upload your insurance and waste carrier evidence (${data.reference})`
          : `Your certification request ${data.reference}: upload your documents`,
      preheader: vetting
        ? 'Your private links to upload your vetting documents'
        : 'Your private links to upload your certification documents',
      blocks: [
        paragraph(`Hello ${data.name},`),
        rejected
          ? paragraph(`We have reviewed the documents of ${data.companyName} and could not accept one of them.`)
          : vetting
            ? paragraph(
                `To buy leads, ${data.companyName} needs current public liability insurance and a waste carrier registration that we have checked. Your reference is `,
                strong(data.reference),
                '.',
              )
            : paragraph(`Thank you for requesting certification for ${data.companyName}. Your reference is `, strong(data.reference), '.'),
        rejected ? note(`Rejected: ${rejected}`) : null,
        button('Upload your documents (PDF, JPEG or PNG, up to 15 MB each)', data.uploadUrl),
        paragraph(link('See the state of your documents', data.docsUrl), `. These links work until ${londonDateTime(data.linkExpiresAt)}.`),
        subheading('The documents we need'),
        bullets(data.documents),
      ],
      footer: `You are receiving this e-mail because ${vetting ? 'vetting' : 'certification'} was requested for ${data.companyName}. Keep these links private: anyone with them can upload documents for your request.`,
    };
  },
});

const adminCertificationDocuments = defineMailTemplate({
  description: 'To the administrators: a certification or vetting request has all its documents and waits for review',
  schema: z.object({
    requestId: z.string().min(1),
    reference: z.string().min(1),
    companyName: z.string().min(1),
    purpose: z.enum(['certification', 'vetting']).nullish(),
  }),
  compose(data, { siteUrl, host }) {
    const what = data.purpose === 'vetting' ? 'Vetting' : 'Certification';
    return {
      subject: `${what} documents to review: ${data.reference} – ${data.companyName}`,
      preheader: `${data.companyName} uploaded its documents`,
      blocks: [
        heading(`${what} documents to review`),
        paragraph(
          strong(data.companyName),
          data.purpose === 'vetting'
            ? ` (${data.reference}) has uploaded its insurance and waste carrier evidence. Record the expiry dates, the cover and the tier as you accept them.`
            : ` (${data.reference}) has uploaded all five documents.`,
        ),
        button('Review the documents', `${siteUrl}/admin/certification-requests/${encodeURIComponent(data.requestId)}`),
      ],
      footer: `Sent to the administrators of ${host}.`,
    };
  },
});

const certificationApproved = defineMailTemplate({
  description: 'To a company whose documents are all accepted: the link to pay for certification',
  schema: z.object({
    name: z.string().min(1),
    companyName: z.string().min(1),
    reference: z.string().min(1),
    paymentPath: z.string().startsWith('/'),
  }),
  compose(data, { siteUrl }) {
    return {
      subject: `${data.companyName}: documents accepted, pay to be certified`,
      preheader: 'Your certification documents are accepted',
      blocks: [
        heading('Documents accepted'),
        paragraph(`Hello ${data.name},`),
        paragraph('We have accepted all the documents of ', strong(data.companyName), ` (${data.reference}).`),
        paragraph('Sign in to your company account and pay £295 + VAT (£354.00) to receive your certificate.'),
        button('Pay for certification', `${siteUrl}${data.paymentPath}`),
      ],
      footer: `You are receiving this e-mail because certification was requested for ${data.companyName}.`,
    };
  },
});

const certificateIssued = defineMailTemplate({
  description: 'To a certified company: its certificate number, PDF and public verification link',
  schema: z.object({ name: z.string().min(1), companyName: z.string().min(1), number: z.string().min(1), expiresAt: z.iso.datetime() }),
  compose(data, { siteUrl }) {
    const verifyUrl = `${siteUrl}/verify-certificate/${encodeURIComponent(data.number)}`;
    return {
      subject: `${data.companyName} is certified: ${data.number}`,
      preheader: `Certificate ${data.number}`,
      blocks: [
        heading('You are certified'),
        paragraph(`Hello ${data.name},`),
        note(`${data.companyName} is certified. Certificate `, strong(data.number), `, valid until ${londonDateTime(data.expiresAt)}.`),
        button('Download the certificate (PDF)', `${siteUrl}/certificates/${encodeURIComponent(data.number)}.pdf`),
        paragraph('Anyone can check it at ', link(verifyUrl, verifyUrl), '.'),
      ],
      footer: `You are receiving this e-mail because ${data.companyName} paid for certification.`,
    };
  },
});

export const certificationMailTemplates = {
  certification_request_received: certificationRequestReceived,
  admin_certification_documents: adminCertificationDocuments,
  certification_approved: certificationApproved,
  certificate_issued: certificateIssued,
};
