import { graphql } from '../../gql';

export const CallbackToConvertQuery = graphql(`
  query CallbackToConvert($id: ID!) {
    adminCallback(id: $id) {
      id
      reference
      name
      phone
      status
      updatedAt
      convertedLeadRef
    }
  }
`);

export const CreateRemovalRequestByAdminMutation = graphql(`
  mutation CreateRemovalRequestByAdmin(
    $input: RemovalRequestInput!
    $idempotencyKey: String!
    $publishNow: Boolean
    $callbackId: ID
    $callbackExpectedUpdatedAt: DateTimeISO
  ) {
    createRemovalRequestByAdmin(
      input: $input
      idempotencyKey: $idempotencyKey
      publishNow: $publishNow
      callbackId: $callbackId
      callbackExpectedUpdatedAt: $callbackExpectedUpdatedAt
    ) {
      requestId
      leadId
      reference
      estimateLowPence
      estimateHighPence
      replayed
    }
  }
`);
