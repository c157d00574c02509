import { graphql } from '../../gql';

export const SubmitCertificationRequestMutation = graphql(`
  mutation SubmitCertificationRequest($input: CertificationRequestInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {
    submitCertificationRequest(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {
      id
      reference
      replayed
    }
  }
`);

export const CertificationDocumentsQuery = graphql(`
  query CertificationDocuments($id: ID!, $token: String!) {
    certificationDocuments(id: $id, token: $token) {
      id
      reference
      companyName
      status
      purpose
      uploadsOpen
      linkExpiresAt
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
        }
      }
    }
  }
`);

export const VerifyCertificateQuery = graphql(`
  query VerifyCertificate($number: String!) {
    verifyCertificate(number: $number) {
      number
      companyName
      issuedAt
      expiresAt
      status
      revokedAt
    }
  }
`);

/** What the request form is prefilled with for a signed-in company user (sent with their ID token). */
export const CertificationPrefillQuery = graphql(`
  query CertificationPrefill {
    myCompany {
      id
      name
      contactName
      email
      phone
    }
    myReusableVettingDocuments
  }
`);

export const CertificationRequestLinksQuery = graphql(`
  query CertificationRequestLinks($requestId: ID!) {
    myCertificationLinks(requestId: $requestId) {
      uploadPath
    }
  }
`);
