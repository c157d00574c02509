import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { Head, useSiteUrl } from '../../ui/head';
import { articleJsonLd } from '../../ui/structuredData';
import { ErrorScreen, NotFound } from '../../ui/ErrorScreen';
import { PageLoading } from '../../ui/ClientOnly';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../../ui/Breadcrumbs';
import { QuoteCta } from '../../ui/QuoteCta';
import { formatLondonDate } from '../../lib/dates';
import { GuestPostQuery } from './guestPosts.operations';
import { RenderedHtml } from '../../ui/RenderedHtml';

/** A published guest post. Its body is HTML the server sanitised from the author's Markdown. */
export function GuestPostArticlePage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const siteUrl = useSiteUrl();
  const { data, loading, error } = useQuery(GuestPostQuery, { variables: { slug } });
  if (loading && !data) return <PageLoading />;
  if (error) return <ErrorScreen status={500} />;
  const post = data?.guestPost;
  if (!post) return <NotFound path={`/guest-posts/${slug}`} />;

  const path = `/guest-posts/${post.slug}`;
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Guest posts', path: '/guest-post' },
    { name: post.title, path },
  ];
  const article = articleJsonLd(siteUrl, {
    path,
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    author: { name: post.author.name, description: post.author.bio, url: post.author.website },
  });

  return (
    <main className="container narrow" id="main">
      <Head
        title={post.title}
        description={post.excerpt}
        canonicalPath={path}
        ogType="article"
        jsonLd={[article, breadcrumbJsonLd(crumbs, siteUrl)]}
      />
      <Breadcrumbs items={crumbs} />
      <article>
        <h1>{post.title}</h1>
        <p className="meta">
          Guest post by {post.author.name}
          {post.publishedAt && (
            <>
              {' '}
              · <time dateTime={post.publishedAt}>{formatLondonDate(post.publishedAt)}</time>
            </>
          )}
        </p>
        <RenderedHtml className="prose" html={post.bodyHtml} />
        <section className="author-box" aria-labelledby="about-author">
          <h2 id="about-author">About the author</h2>
          <p>
            <strong>{post.author.name}</strong>. {post.author.bio}
          </p>
          {post.author.website && /^https?:\/\//i.test(post.author.website) && (
            <p>
              <a href={post.author.website} rel="nofollow ugc noopener">
                {post.author.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
              </a>
            </p>
          )}
        </section>
        <p className="small">
          Guest posts are the views of their authors. We check them for accuracy before publishing, but they are not advice about your home.{' '}
          <Link to="/guest-post">Write for us</Link>.
        </p>
      </article>
      <QuoteCta />
    </main>
  );
}
