import type { useApolloClient } from '@apollo/client/react';
import type { AdminLeadsQueryVariables } from '../../gql/graphql';
import { downloadText, toCsv } from '../../ui/admin/csv';
import { fetchAllPages } from '../../ui/admin/allPages';
import { labels } from '../../ui/admin/labels';
import { AdminLeadsQuery } from './leads.operations';

const HEADERS = [
  'Ref',
  'Received',
  'Status',
  'Source',
  'Name',
  'Email',
  'Phone',
  'Postcode',
  'Region',
  'Property',
  'Foam',
  'Urgency',
  'Price (£, ex VAT)',
  'Buyers',
];

/** Every lead matching the filters (all pages, not just the one on screen), downloaded as a CSV file. */
export async function exportLeadsCsv(
  client: ReturnType<typeof useApolloClient>,
  variables: Omit<AdminLeadsQueryVariables, 'first' | 'after'>,
) {
  const all = await fetchAllPages(async (after) => {
    const result = await client.query({
      query: AdminLeadsQuery,
      variables: { ...variables, first: 100, after },
      fetchPolicy: 'network-only',
    });
    return result.data?.leads;
  });
  downloadText(
    `leads-${new Date().toISOString().slice(0, 10)}.csv`,
    toCsv(
      HEADERS,
      all.map((row) => [
        row.ref,
        row.createdAt,
        labels.leadStatus(row.status),
        labels.origin(row.origin),
        row.homeowner.name,
        row.homeowner.email,
        row.homeowner.phone,
        row.property.postcode,
        row.property.region,
        labels.property(row.property.type),
        labels.foam(row.job.foamType),
        labels.urgency(row.job.urgency),
        (row.pricePence / 100).toFixed(2),
        `${row.buyerCount}/${row.maxBuyers}`,
      ]),
    ),
  );
}
