import { useQuery } from '@apollo/client/react';
import { formatPounds } from '../../../../common/calculator';
import { Head } from '../../ui/head';
import { AdminStates, StatCards } from '../../ui/admin/AdminStates';
import { BarChart } from '../../ui/admin/BarChart';
import { StatCard } from '../../ui/admin/StatCard';
import { labels } from '../../ui/admin/labels';
import { AdminDashboardQuery } from './dashboard.operations';
import { paths, withQuery } from '../../lib/paths';

const SOURCE_COLOURS: Record<string, string> = {
  quote_form: '#0f4c5c',
  single_company: '#5b8e7d',
  calculator: '#e0a458',
  manual: '#8c5383',
  callback: '#3d7dd8',
  survey: '#b3261e',
  inquiry: '#6b6b6b',
  other: '#bbb',
};

/** The day `days` before a YYYY-MM-DD date, for the lists' date filters. */
function daysBefore(day: string, days: number) {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d - days, 12)).toISOString().slice(0, 10);
}

const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const shortDay = (day: string) => `${Number(day.slice(8, 10))}/${Number(day.slice(5, 7))}`;

/** Where every admin lands: the figures of the business, each linking to the list behind it. */
export function AdminDashboardPage() {
  const { data, loading, error, refetch } = useQuery(AdminDashboardQuery, { fetchPolicy: 'cache-and-network' });
  const d = data?.adminDashboard;
  const sources = d ? [...new Set(d.leadsPerDay.flatMap((day) => day.bySource.map((s) => s.source)))] : [];
  return (
    <section>
      <Head title="Dashboard" robots="noindex, nofollow" />
      <div className="page-header">
        <h1>Dashboard</h1>
        <button type="button" className="button secondary small" onClick={() => refetch()}>
          Refresh
        </button>
      </div>
      <AdminStates noun="dashboard" loading={loading} error={error} onRetry={() => refetch()} isEmpty={d ? false : null} empty="">
        {d && (
          <>
            <StatCards>
              <StatCard label="New leads today" value={d.newLeadsToday} to={withQuery(paths.admin.leads, { from: d.today })} />
              <StatCard
                label="New leads, last 7 days"
                value={d.newLeads7Days}
                to={withQuery(paths.admin.leads, { from: daysBefore(d.today, 6) })}
              />
              <StatCard
                label="New leads, last 30 days"
                value={d.newLeads30Days}
                to={withQuery(paths.admin.leads, { from: daysBefore(d.today, 29) })}
              />
              <StatCard
                label="Lead places sold, 30 days"
                value={d.leadsSold30Days}
                to={withQuery(paths.admin.payments, { kind: 'LEAD_PURCHASE', status: 'SUCCEEDED' })}
              />
              <StatCard
                label="Revenue this month"
                value={formatPounds(d.revenueThisMonthPence)}
                hint="Before VAT, less refunds"
                to={withQuery(paths.admin.payments, { status: 'SUCCEEDED' })}
              />
              <StatCard label="Applications to review" value={d.pendingApplications} to={paths.admin.applications} />
              <StatCard
                label="Certification requests to review"
                value={d.certificationAwaitingReview}
                to={paths.admin.certificationRequests}
              />
              <StatCard label="Call-backs waiting" value={d.callbacksWaiting} to={withQuery(paths.admin.callbacks, { status: 'new' })} />
              <StatCard label="Open disputes" value={d.openDisputes} to={paths.admin.disputes} />
              <StatCard label="Reviews to moderate" value={d.reviewsWaiting} to={paths.admin.reviews} />
              <StatCard
                label="Outreach follow-ups due"
                value={d.outreachFollowUpsDue}
                to={withQuery(paths.admin.outreach, { due: 'today' })}
              />
            </StatCards>
            <div className="charts">
              <BarChart
                title="Leads per day by source (30 days)"
                bars={d.leadsPerDay.map((day) => ({
                  label: shortDay(day.day),
                  values: Object.fromEntries(day.bySource.map((s) => [s.source, s.count])),
                }))}
                series={(sources.length ? sources : ['quote_form']).map((source) => ({
                  key: source,
                  label: labels.origin(source),
                  color: SOURCE_COLOURS[source] ?? '#999',
                }))}
              />
              <BarChart
                title="Revenue per week (12 weeks, before VAT, less refunds)"
                bars={d.weeks.map((week) => ({ label: shortDay(week.weekStarting), values: { revenue: Math.max(0, week.revenuePence) } }))}
                series={[{ key: 'revenue', label: 'Revenue', color: '#0f4c5c' }]}
                format={formatPounds}
                minStep={100}
              />
              <BarChart
                title="Conversion: quote requests and lead places sold per week"
                bars={d.weeks.map((week) => ({
                  label: `${shortDay(week.weekStarting)} (${week.requests ? Math.round((week.leadSales / week.requests) * 100) : 0}%)`,
                  values: { requests: week.requests, sales: week.leadSales },
                }))}
                series={[
                  { key: 'requests', label: 'Quote requests', color: '#9cc3cc' },
                  { key: 'sales', label: 'Lead places sold', color: '#0f4c5c' },
                ]}
              />
            </div>
            <h2>Quotes and removal records per month</h2>
            <div className="table-scroll">
              <table className="data-table">
                <caption className="visually-hidden">Quotes sent and accepted, jobs recorded and removal records issued per month</caption>
                <thead>
                  <tr>
                    <th scope="col">Month</th>
                    <th scope="col">Quotes sent</th>
                    <th scope="col">Quotes accepted</th>
                    <th scope="col">Jobs recorded</th>
                    <th scope="col">Removal records issued</th>
                  </tr>
                </thead>
                <tbody>
                  {d.months.map((month) => (
                    <tr key={month.month}>
                      <th scope="row">{monthName(month.month)}</th>
                      <td>{month.quotesSent}</td>
                      <td>{month.quotesAccepted}</td>
                      <td>{month.jobsRecorded}</td>
                      <td>{month.removalRecordsIssued}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </AdminStates>
    </section>
  );
}
