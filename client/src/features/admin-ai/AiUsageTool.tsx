import { useQuery } from '@apollo/client/react';
import { Head } from '../../ui/head';
import { AdminStates, StatCards } from '../../ui/admin/AdminStates';
import { BarChart } from '../../ui/admin/BarChart';
import { StatCard } from '../../ui/admin/StatCard';
import { DateRangeFilter } from '../../ui/admin/DateRangeFilter';
import { useUrlFilters } from '../../ui/admin/useUrlFilters';
import { labels } from '../../ui/admin/labels';
import { AiUsageQuery } from './ai.operations';

const TOOL_COLOURS: Record<string, string> = {
  post_outline: '#5b8e7d',
  post_draft: '#0f4c5c',
  image: '#e0a458',
  image_alt: '#f2cc8f',
  ideas: '#8c5383',
  url_analyzer: '#3d7dd8',
  seo: '#b3261e',
};

const RANGE_KEYS = ['from', 'to'] as const;
const londonToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
function daysBefore(day: string, days: number) {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d - days, 12)).toISOString().slice(0, 10);
}
const pounds = (value: number) => `£${value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 4 })}`;
const shortDay = (day: string) => `${Number(day.slice(8, 10))}/${Number(day.slice(5, 7))}`;

/** Totals and per-day, per-tool charts from the daily counters, and the recorded calls. */
export default function AiUsageTool() {
  const today = londonToday();
  const { values: filters, set: setFilters } = useUrlFilters(RANGE_KEYS);
  const { data, loading, error, refetch } = useQuery(AiUsageQuery, {
    variables: { from: filters.from || daysBefore(today, 29), to: filters.to || today, first: 50, after: null },
    fetchPolicy: 'cache-and-network',
  });
  const summary = data?.aiUsageSummary;
  const records = data?.aiUsageRecords;
  const tools = summary ? summary.byTool.map((t) => t.tool) : [];
  return (
    <div>
      <Head title="AI usage" robots="noindex, nofollow" />
      <div className="filters">
        <DateRangeFilter
          from={filters.from || daysBefore(today, 29)}
          to={filters.to || today}
          onChange={(changes) => setFilters(changes)}
        />
      </div>
      <AdminStates noun="AI usage" loading={loading} error={error} onRetry={() => refetch()} isEmpty={summary ? false : null} empty="">
        {summary && (
          <>
            <StatCards>
              <StatCard label="Calls" value={summary.calls} />
              <StatCard label="Failed calls" value={summary.errors} />
              <StatCard label="Tokens in" value={summary.tokensIn} />
              <StatCard label="Tokens out" value={summary.tokensOut} />
              <StatCard label="Images" value={summary.images} />
              <StatCard label="Estimated cost" value={pounds(summary.costGbp)} />
            </StatCards>
            <div className="charts">
              <BarChart
                title="Calls per day by tool"
                bars={summary.days.map((day) => ({
                  label: shortDay(day.day),
                  values: Object.fromEntries(day.byTool.map((t) => [t.tool, t.calls])),
                }))}
                series={(tools.length ? tools : ['post_draft']).map((tool) => ({
                  key: tool,
                  label: labels.aiTool(tool),
                  color: TOOL_COLOURS[tool] ?? '#999',
                }))}
              />
              <BarChart
                title="Estimated cost per day by tool"
                format={pounds}
                bars={summary.days.map((day) => ({
                  label: shortDay(day.day),
                  values: Object.fromEntries(day.byTool.map((t) => [t.tool, t.costGbp])),
                }))}
                series={(tools.length ? tools : ['post_draft']).map((tool) => ({
                  key: tool,
                  label: labels.aiTool(tool),
                  color: TOOL_COLOURS[tool] ?? '#999',
                }))}
              />
            </div>
            <h2>Per tool</h2>
            <table className="data-table" aria-label="Usage per tool">
              <thead>
                <tr>
                  <th scope="col">Tool</th>
                  <th scope="col">Calls</th>
                  <th scope="col">Estimated cost</th>
                </tr>
              </thead>
              <tbody>
                {summary.byTool.map((t) => (
                  <tr key={t.tool}>
                    <td>{labels.aiTool(t.tool)}</td>
                    <td>{t.calls}</td>
                    <td>{pounds(t.costGbp)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </AdminStates>
      {records && (
        <>
          <h2>Latest calls ({records.totalCount.toLocaleString('en-GB')} in the range)</h2>
          {records.nodes.length === 0 ? (
            <p className="empty-state">No AI calls in these days.</p>
          ) : (
            <div className="table-scroll">
              <table className="data-table" aria-label="Recorded calls">
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Tool</th>
                    <th scope="col">Model</th>
                    <th scope="col">Tokens in / out</th>
                    <th scope="col">Images</th>
                    <th scope="col">Cost</th>
                    <th scope="col">Who</th>
                    <th scope="col">Outcome</th>
                  </tr>
                </thead>
                <tbody>
                  {records.nodes.map((r) => (
                    <tr key={r.id}>
                      <td>{new Date(r.at).toLocaleString('en-GB', { timeZone: 'Europe/London' })}</td>
                      <td>{labels.aiTool(r.tool)}</td>
                      <td>{r.model}</td>
                      <td>
                        {r.tokensIn} / {r.tokensOut}
                      </td>
                      <td>{r.images}</td>
                      <td>{pounds(r.costGbp)}</td>
                      <td>{r.by}</td>
                      <td>{r.ok ? `Done in ${(r.durationMs / 1000).toFixed(1)} s` : `Failed: ${r.error}`}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  );
}
