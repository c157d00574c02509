import { graphql } from '../../gql';

export const AdminDashboardQuery = graphql(`
  query AdminDashboard {
    adminDashboard {
      today
      newLeadsToday
      newLeads7Days
      newLeads30Days
      leadsSold30Days
      revenueThisMonthPence
      pendingApplications
      certificationAwaitingReview
      callbacksWaiting
      openDisputes
      reviewsWaiting
      outreachFollowUpsDue
      leadsPerDay {
        day
        total
        bySource {
          source
          count
        }
      }
      weeks {
        weekStarting
        revenuePence
        requests
        leadSales
      }
      months {
        month
        quotesSent
        quotesAccepted
        jobsRecorded
        removalRecordsIssued
      }
    }
  }
`);
