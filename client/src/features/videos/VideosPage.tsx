import { useQuery } from '@apollo/client/react';
import { Link } from '../../ui/Link';
import { Head, useSiteUrl } from '../../ui/head';
import { ErrorScreen } from '../../ui/ErrorScreen';
import { PageLoading } from '../../ui/ClientOnly';
import { Breadcrumbs, absoluteUrl, breadcrumbJsonLd, type Crumb } from '../../ui/Breadcrumbs';
import { QuoteCta } from '../../ui/QuoteCta';
import { formatLondonDate } from '../../lib/dates';
import { ComingSoonPoster } from './YouTubeFacade';
import { clockDuration, isoDuration, posterUrl, POSTER_HEIGHT, POSTER_WIDTH, spokenDuration } from './videoFormat';
import { VideosQuery } from './videos.operations';

const CRUMBS: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Videos', path: '/videos' },
];
const TITLE = 'Spray foam removal videos';
const DESCRIPTION =
  'Short videos for UK homeowners on spray foam insulation: open- and closed-cell foam, mortgages and surveys, and how professional removal works, each with a full transcript.';

/** Every published video as a card: poster, title, length and date. */
export function VideosPage() {
  const siteUrl = useSiteUrl();
  const { data, loading, error } = useQuery(VideosQuery);
  if (loading && !data) return <PageLoading />;
  if (error || !data) return <ErrorScreen status={500} />;

  return (
    <main className="container" id="main">
      <Head
        title={TITLE}
        description={DESCRIPTION}
        canonicalPath="/videos"
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'CollectionPage',
            name: TITLE,
            description: DESCRIPTION,
            url: absoluteUrl(siteUrl, '/videos'),
          },
          breadcrumbJsonLd(CRUMBS, siteUrl),
        ]}
      />
      <Breadcrumbs items={CRUMBS} />
      <h1>{TITLE}</h1>
      <p className="lead">{DESCRIPTION}</p>
      {data.videos.nodes.length === 0 ? (
        <p className="empty-state">
          There are no videos yet. Our guides cover the same ground in writing: start with{' '}
          <Link to="/homeowners-bible">the homeowner’s bible</Link>.
        </p>
      ) : (
        <ul className="video-grid">
          {data.videos.nodes.map((video) => (
            <li key={video.id} className="card video-card">
              <Link to={`/videos/${video.slug}`} className="video-card-poster" tabIndex={-1} aria-hidden="true">
                {video.demo ? (
                  <ComingSoonPoster title={video.title} compact />
                ) : (
                  <img
                    src={posterUrl(video.youtubeId)}
                    alt=""
                    width={POSTER_WIDTH}
                    height={POSTER_HEIGHT}
                    loading="lazy"
                    decoding="async"
                  />
                )}
              </Link>
              <h2>
                <Link to={`/videos/${video.slug}`}>{video.title}</Link>
              </h2>
              <p className="meta">
                <time dateTime={isoDuration(video.durationSeconds)}>
                  <span aria-hidden="true">{clockDuration(video.durationSeconds)}</span>
                  <span className="visually-hidden">{spokenDuration(video.durationSeconds)}</span>
                </time>
                {video.publishedAt && (
                  <>
                    {' '}
                    · <time dateTime={video.publishedAt}>{formatLondonDate(video.publishedAt)}</time>
                  </>
                )}
                {video.demo && <> · transcript only for now</>}
              </p>
              <p>{video.description}</p>
            </li>
          ))}
        </ul>
      )}
      <QuoteCta />
    </main>
  );
}
