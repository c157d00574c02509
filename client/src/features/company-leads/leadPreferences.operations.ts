import { graphql } from '../../gql';

// A fragment the operations below spread by name: codegen reads it from this call.
graphql(`
  fragment LeadPreferencesFields on LeadPreferences {
    districts
    propertyTypes
    foamTypes
    weeklyCapPounds
    pausedUntil
    paused
    weekStartsOn
    weekSpendPence
    updatedAt
    updatedBy
  }
`);

export const MyLeadPreferencesQuery = graphql(`
  query MyLeadPreferences {
    myLeadPreferences {
      ...LeadPreferencesFields
    }
  }
`);

export const UpdateLeadPreferencesMutation = graphql(`
  mutation UpdateLeadPreferences($input: LeadPreferencesInput!) {
    updateLeadPreferences(input: $input) {
      ...LeadPreferencesFields
    }
  }
`);
