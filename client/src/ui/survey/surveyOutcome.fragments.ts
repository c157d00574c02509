import { graphql } from '../../gql';

// A post-removal survey's outcome as every screen shows it (with surveyOutcomeSentence, common/removalSurvey.ts): spread
// by name by the homeowner's, the administrator's, the surveyor's and the public record's operations (codegen reads
// the fragment from this call).
graphql(`
  fragment SurveyOutcomeFields on SurveyOutcome {
    inspectedOn
    removalComplete
    timberCondition
    qualification
    summary
  }
`);
