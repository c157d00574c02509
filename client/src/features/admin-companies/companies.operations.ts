import { graphql } from '../../gql';

export const AdminCompaniesQuery = graphql(`
  query AdminCompanies($filter: AdminCompanyFilter, $first: Int!, $after: String) {
    adminCompanies(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        name
        contactName
        email
        phone
        postcode
        regions
        status
        certified
        certifiedUntil
        leadAlerts
        createdAt
      }
    }
  }
`);

// A fragment the operations below spread by name: codegen reads it from this call.
graphql(`
  fragment AdminCompanyFields on AdminCompany {
    id
    name
    slug
    contactName
    email
    phone
    website
    address
    postcode
    regions
    services
    description
    aboutSubmission {
      text
      state
      submittedAt
      reviewedAt
      reason
    }
    status
    certified
    certificateId
    certifiedUntil
    leadAlerts
    userIds
    createdAt
    updatedAt
    history {
      at
      by
      action
      note
    }
  }
`);

export const AdminCompanyQuery = graphql(`
  query AdminCompany($id: ID!) {
    adminCompany(id: $id) {
      ...AdminCompanyFields
      vetting {
        state
        problems
        graceUntil
        insurance {
          coverPence
          expiresOn
        }
        wasteCarrier {
          registrationNumber
          tier
          expiresOn
        }
      }
      balance {
        balancePence
      }
      balanceEntries(first: 20) {
        totalCount
        nodes {
          id
          kind
          amountPence
          balanceAfterPence
          description
          byEmail
          at
        }
      }
      leadPurchases {
        id
        description
        provider
        amountPence
        vatPence
        status
        leadId
        paidAt
        refundedAt
        createdAt
      }
      users {
        uid
        email
        lastSignInAt
        disabled
      }
    }
  }
`);

export const UpdateCompanyMutation = graphql(`
  mutation UpdateCompany($id: ID!, $input: AdminCompanyInput!, $expectedUpdatedAt: DateTimeISO!) {
    updateCompany(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) {
      ...AdminCompanyFields
    }
  }
`);

export const SetCompanyStatusMutation = graphql(`
  mutation SetCompanyStatus($id: ID!, $status: CompanyStatus!, $reason: String, $expectedUpdatedAt: DateTimeISO!) {
    setCompanyStatus(id: $id, status: $status, reason: $reason, expectedUpdatedAt: $expectedUpdatedAt) {
      ...AdminCompanyFields
    }
  }
`);

export const ApproveCompanyAboutMutation = graphql(`
  mutation ApproveCompanyAbout($id: ID!, $expectedUpdatedAt: DateTimeISO!) {
    approveCompanyAbout(id: $id, expectedUpdatedAt: $expectedUpdatedAt) {
      ...AdminCompanyFields
    }
  }
`);

export const RejectCompanyAboutMutation = graphql(`
  mutation RejectCompanyAbout($id: ID!, $reason: String!, $expectedUpdatedAt: DateTimeISO!) {
    rejectCompanyAbout(id: $id, reason: $reason, expectedUpdatedAt: $expectedUpdatedAt) {
      ...AdminCompanyFields
    }
  }
`);

export const ResendCompanySetPasswordLinkMutation = graphql(`
  mutation ResendCompanySetPasswordLink($companyId: ID!, $userEmail: String!) {
    resendCompanySetPasswordLink(companyId: $companyId, userEmail: $userEmail)
  }
`);
