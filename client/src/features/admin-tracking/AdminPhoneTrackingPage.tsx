import { useQuery } from '@apollo/client/react';
import { AdminPhoneClicksQuery } from './tracking.operations';
import { StatCards } from '../../ui/admin/AdminStates';
import { BarChart } from '../../ui/admin/BarChart';
import { StatCard } from '../../ui/admin/StatCard';
import { CountTable, shortDay, TrackingFrame, useTrackingRange } from './TrackingFrame';

/** /admin/phone-tracking: clicks on the site's phone links by day, page and number (from daily rollups). */
export function AdminPhoneTrackingPage() {
  const range = useTrackingRange();
  const { data, loading, error, refetch } = useQuery(AdminPhoneClicksQuery, {
    variables: { from: range.from, to: range.to },
    fetchPolicy: 'cache-and-network',
  });
  const stats = data?.adminPhoneClicks;
  const busiest = stats?.days.reduce((best, day) => (day.total > best.total ? day : best), stats.days[0]);
  return (
    <TrackingFrame
      title="Phone tracking"
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
            <StatCard label="Phone-link clicks" value={stats.total} hint={`${shortDay(stats.from)} to ${shortDay(stats.to)}`} />
            <StatCard label="Average per day" value={(stats.total / stats.days.length).toFixed(1)} />
            <StatCard label="Pages with clicks" value={stats.byPage.length} />
            <StatCard label="Busiest day" value={busiest && busiest.total ? `${shortDay(busiest.day)} (${busiest.total})` : '—'} />
          </StatCards>
          <div className="charts">
            <BarChart
              title="Phone-link clicks per day"
              bars={stats.days.map((day) => ({ label: shortDay(day.day), values: { clicks: day.total } }))}
              series={[{ key: 'clicks', label: 'Clicks', color: '#0f4c5c' }]}
            />
          </div>
          <CountTable
            caption="Top pages"
            keyHeader="Page"
            rows={stats.byPage}
            csvName={`phone-clicks-by-page-${stats.from}-${stats.to}.csv`}
          />
          <CountTable
            caption="Numbers clicked"
            keyHeader="Phone number"
            rows={stats.byNumber}
            csvName={`phone-clicks-by-number-${stats.from}-${stats.to}.csv`}
          />
        </>
      )}
    </TrackingFrame>
  );
}
