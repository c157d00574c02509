import { graphql } from '../../gql';

export const AdminPhoneClicksQuery = graphql(`
  query AdminPhoneClicks($from: String, $to: String) {
    adminPhoneClicks(from: $from, to: $to) {
      from
      to
      total
      days {
        day
        total
      }
      byPage {
        key
        count
      }
      byNumber {
        key
        count
      }
    }
  }
`);

export const AdminAiVisitsQuery = graphql(`
  query AdminAiVisits($from: String, $to: String) {
    adminAiVisits(from: $from, to: $to) {
      from
      to
      total
      crawler
      referral
      days {
        day
        total
        crawler
        referral
      }
      byPage {
        key
        count
      }
      byAgent {
        agent
        kind
        count
      }
    }
  }
`);
