import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { Head, useSiteUrl } from '../../ui/head';
import { publisherJsonLd } from '../../ui/structuredData';
import { ErrorScreen, NotFound } from '../../ui/ErrorScreen';
import { PageLoading } from '../../ui/ClientOnly';
import { Breadcrumbs, absoluteUrl, breadcrumbJsonLd, type Crumb } from '../../ui/Breadcrumbs';
import { QuoteCta } from '../../ui/QuoteCta';
import { formatLondonDate } from '../../lib/dates';
import { ComingSoonPoster, YouTubeFacade } from './YouTubeFacade';
import { embedUrl, isoDuration, posterUrl, spokenDuration } from './videoFormat';
import { VideoQuery } from './videos.operations';

/** One video: the player behind a poster (or a "coming soon" poster for a demo entry) and its transcript. */
export function VideoPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const siteUrl = useSiteUrl();
  const { data, loading, error } = useQuery(VideoQuery, { variables: { slug } });
  if (loading && !data) return <PageLoading />;
  if (error) return <ErrorScreen status={500} />;
  const video = data?.video;
  if (!video) return <NotFound path={`/videos/${slug}`} />;

  const path = `/videos/${video.slug}`;
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Videos', path: '/videos' },
    { name: video.title, path },
  ];
  const paragraphs = video.transcript
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  // A demo entry has no video behind it yet, so it claims none to search engines.
  const videoObject = video.demo
    ? null
    : {
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: video.title,
        description: video.description,
        thumbnailUrl: [posterUrl(video.youtubeId)],
        uploadDate: video.publishedAt ?? undefined,
        duration: isoDuration(video.durationSeconds),
        embedUrl: embedUrl(video.youtubeId),
        transcript: video.transcript,
        url: absoluteUrl(siteUrl, path),
        publisher: publisherJsonLd(siteUrl),
      };

  return (
    <main className="container narrow" id="main">
      <Head
        title={video.title}
        description={video.description}
        canonicalPath={path}
        ogType={video.demo ? 'article' : 'video.other'}
        robots={video.demo ? 'noindex, follow' : undefined}
        jsonLd={[...(videoObject ? [videoObject] : []), breadcrumbJsonLd(crumbs, siteUrl)]}
      />
      <Breadcrumbs items={crumbs} />
      <article>
        <h1>{video.title}</h1>
        <p className="meta">
          {spokenDuration(video.durationSeconds)}
          {video.publishedAt && (
            <>
              {' '}
              · <time dateTime={video.publishedAt}>{formatLondonDate(video.publishedAt)}</time>
            </>
          )}
        </p>
        {video.demo ? <ComingSoonPoster title={video.title} /> : <YouTubeFacade youtubeId={video.youtubeId} title={video.title} />}
        <p className="lead">{video.description}</p>
        <section aria-labelledby="transcript">
          <h2 id="transcript">Transcript</h2>
          <div className="prose">
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </section>
        <p>
          <Link to="/videos">← All videos</Link>
        </p>
      </article>
      <QuoteCta />
    </main>
  );
}
