import { graphql } from '../../gql';

export const CertificationPaymentQuery = graphql(`
  query CertificationPayment($requestId: ID!) {
    certificationPayment(requestId: $requestId) {
      requestId
      reference
      companyName
      status
      amountPence
      vatPence
      totalPence
      certificateNumber
      certificateExpiresAt
    }
  }
`);

export const StartCertificationPaymentMutation = graphql(`
  mutation StartCertificationPayment($requestId: ID!) {
    startCertificationPayment(requestId: $requestId) {
      paymentId
      checkoutUrl
    }
  }
`);

export const CertificationPaymentStatusQuery = graphql(`
  query CertificationPaymentStatus($id: ID!) {
    myPayment(id: $id) {
      id
      status
      refundReason
    }
  }
`);

export const MyCertificationLinksQuery = graphql(`
  query MyCertificationLinks($requestId: ID!) {
    myCertificationLinks(requestId: $requestId) {
      docsPath
    }
  }
`);
