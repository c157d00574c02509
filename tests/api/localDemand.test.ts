import { adminDb, gql } from '../support/api';
import { createLead } from '../support/marketplace';
import { eventually } from '../support/wait';
import { LOCAL_DEMAND_MIN_REQUESTS, reportableDemand } from '../../server/modules/marketplace/localDemand';

/** Location pages' figures from the site's own data (docs/requirements/routes-and-screens.md): leads of the region, last 12 months. */
const LOCATION = `query L($slug: String!) { location(slug: $slug) { region demand { requestsLast12Months fewerThan averageEstimateLowPence averageEstimateHighPence } } }`;

/** The figures computed the long way: every lead of the region in the last 12 months, read. */
async function figuresFromLeads(region: string) {
  const since = new Date();
  since.setFullYear(since.getFullYear() - 1);
  const leads = (await adminDb().collection('leads').where('region', '==', region).get()).docs.filter(
    (doc) => doc.get('createdAt').toDate() >= since,
  );
  const average = (key: 'lowPence' | 'highPence') =>
    leads.length ? leads.reduce((sum, doc) => sum + doc.get('estimate')[key], 0) / leads.length : null;
  return reportableDemand({ count: leads.length, averageLowPence: average('lowPence'), averageHighPence: average('highPence') });
}

it("reports a region's quote requests of the last 12 months and their average estimate, as the leads say", async () => {
  for (let i = 0; i < LOCAL_DEMAND_MIN_REQUESTS; i++) await createLead({ region: 'London' });
  // Other test files add leads meanwhile: the API and the leads must agree once nothing is being added.
  const { body: all } = await gql(`{ locations { slug region } }`);
  const slug = (all.data!.locations as { slug: string; region: string }[]).find((location) => location.region === 'London')!.slug;
  await eventually(async () => {
    const expected = await figuresFromLeads('London');
    const { body } = await gql(LOCATION, { slug });
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return (
      JSON.stringify(body.data!.location.demand) === JSON.stringify(expected) &&
      (expected.requestsLast12Months ?? 0) >= LOCAL_DEMAND_MIN_REQUESTS
    );
  }, 'the location figures to match the leads');
});

it('gives no figures for a region with too few requests', () => {
  expect(reportableDemand({ count: 4, averageLowPence: 150000, averageHighPence: 250000 })).toEqual({
    requestsLast12Months: null,
    fewerThan: 5,
    averageEstimateLowPence: null,
    averageEstimateHighPence: null,
  });
  expect(reportableDemand({ count: 5, averageLowPence: 150000.4, averageHighPence: 249999.6 })).toEqual({
    requestsLast12Months: 5,
    fewerThan: null,
    averageEstimateLowPence: 150000,
    averageEstimateHighPence: 250000,
  });
});
