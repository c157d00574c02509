import { useQuery } from '@apollo/client/react';
import { AdminAiVisitsQuery } from './tracking.operations';
import { StatCards } from '../../ui/admin/AdminStates';
import { BarChart } from '../../ui/admin/BarChart';
import { StatCard } from '../../ui/admin/StatCard';
import { labels } from '../../ui/admin/labels';
import { CountTable, shortDay, TrackingFrame, useTrackingRange } from './TrackingFrame';

/** /admin/ai-tracking: page views by AI crawlers and visits from AI assistants, by day, page and agent. */
export function AdminAiTrackingPage() {
  const range = useTrackingRange();
  const { data, loading, error, refetch } = useQuery(AdminAiVisitsQuery, {
    variables: { from: range.from, to: range.to },
    fetchPolicy: 'cache-and-network',
  });
  const stats = data?.adminAiVisits;
  return (
    <TrackingFrame
      title="AI tracking"
      range={range}
      shown={stats ?? null}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      hasData={!!stats}
    >
      {stats && (
        <>
          <StatCards>
            <StatCard label="AI visits" value={stats.total} hint={`${shortDay(stats.from)} to ${shortDay(stats.to)}`} />
            <StatCard label="AI crawler page views" value={stats.crawler} />
            <StatCard label="Visitors from AI assistants" value={stats.referral} />
            <StatCard label="Agents seen" value={stats.byAgent.length} />
          </StatCards>
          <div className="charts">
            <BarChart
              title="AI visits per day by kind"
              bars={stats.days.map((day) => ({ label: shortDay(day.day), values: { crawler: day.crawler, referral: day.referral } }))}
              series={[
                { key: 'crawler', label: labels.aiVisitKind('crawler'), color: '#9cc3cc' },
                { key: 'referral', label: labels.aiVisitKind('referral'), color: '#0f4c5c' },
              ]}
            />
          </div>
          <CountTable
            caption="Agents"
            keyHeader="Agent"
            extra="Kind"
            rows={stats.byAgent.map((agent) => ({ key: agent.agent, count: agent.count, extra: labels.aiVisitKind(agent.kind) }))}
            csvName={`ai-visits-by-agent-${stats.from}-${stats.to}.csv`}
          />
          <CountTable
            caption="Top pages"
            keyHeader="Page"
            rows={stats.byPage}
            csvName={`ai-visits-by-page-${stats.from}-${stats.to}.csv`}
          />
        </>
      )}
    </TrackingFrame>
  );
}
