import { graphql } from '../../gql';

export const AdminCertificationRequestsQuery = graphql(`
  query AdminCertificationRequests($status: CertificationRequestStatus, $purpose: CertificationPurpose, $first: Int!, $after: String) {
    certificationRequests(status: $status, purpose: $purpose, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        reference
        companyName
        email
        status
        purpose
        createdAt
        updatedAt
      }
    }
  }
`);

export const AdminCertificationRequestQuery = graphql(`
  query AdminCertificationRequest($id: ID!) {
    certificationRequest(id: $id) {
      id
      reference
      companyId
      companyName
      contactName
      email
      phone
      status
      purpose
      paymentId
      certificateId
      certificateNumber
      createdAt
      requiredDocuments {
        type
        label
        state
        document {
          fileName
          size
          contentType
          uploadedAt
          review
          note
          expiresOn
          coverPence
          registrationNumber
          wasteCarrierTier
        }
      }
    }
  }
`);

export const ReviewCertificationDocumentMutation = graphql(`
  mutation ReviewCertificationDocument(
    $requestId: ID!
    $type: CertificationDocumentType!
    $decision: DocumentDecision!
    $note: String
    $evidence: VettingEvidenceInput
    $documentUploadedAt: DateTimeISO
  ) {
    reviewCertificationDocument(
      requestId: $requestId
      type: $type
      decision: $decision
      note: $note
      evidence: $evidence
      documentUploadedAt: $documentUploadedAt
    ) {
      id
      status
      requiredDocuments {
        type
        state
        document {
          review
          note
        }
      }
    }
  }
`);

export const CertificationDocumentLinkMutation = graphql(`
  mutation CertificationDocumentLink($requestId: ID!, $type: CertificationDocumentType!) {
    certificationDocumentLink(requestId: $requestId, type: $type) {
      url
      expiresAt
    }
  }
`);

export const AdminCertificatesQuery = graphql(`
  query AdminCertificates($first: Int!, $after: String) {
    certificates(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        number
        companyName
        issuedAt
        expiresAt
        status
      }
    }
  }
`);

export const AdminCertificateQuery = graphql(`
  query AdminCertificate($id: ID!) {
    certificate(id: $id) {
      id
      number
      companyId
      companyName
      issuedAt
      expiresAt
      status
      requestId
      revokedAt
      revokedReason
      pdfPath
    }
  }
`);

export const RevokeCertificateMutation = graphql(`
  mutation RevokeCertificate($id: ID!, $reason: String) {
    revokeCertificate(id: $id, reason: $reason) {
      id
      status
      revokedAt
      revokedReason
    }
  }
`);

export const RevokeCertificationUploadLinkMutation = graphql(`
  mutation RevokeCertificationUploadLink($requestId: ID!) {
    revokeCertificationUploadLink(requestId: $requestId) {
      id
      email
    }
  }
`);
