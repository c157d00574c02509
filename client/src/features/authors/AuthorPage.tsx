import { useQuery } from '@apollo/client/react';
import { authorSchemaType } from '../../../../common/authors';
import { useParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { Head, useSiteUrl } from '../../ui/head';
import { publisherJsonLd } from '../../ui/structuredData';
import { NotFound, ErrorScreen } from '../../ui/ErrorScreen';
import { PageLoading } from '../../ui/ClientOnly';
import { Breadcrumbs, absoluteUrl, breadcrumbJsonLd, type Crumb } from '../../ui/Breadcrumbs';
import { formatLondonDate } from '../../lib/dates';
import { DemoProfileNotice, ProfileLinks, ProfileQualifications } from '../../ui/ProfileDetails';
import { AuthorQuery } from './authors.operations';
import { RenderedHtml } from '../../ui/RenderedHtml';

/** An author's profile: background, expertise, and what they have written. */
export function AuthorPage() {
  const { author: slug = '' } = useParams<{ author: string }>();
  const siteUrl = useSiteUrl();
  const { data, loading, error } = useQuery(AuthorQuery, { variables: { slug } });
  if (loading && !data) return <PageLoading />;
  if (error) return <ErrorScreen status={500} />;
  const author = data?.author;
  if (!author) return <NotFound path={`/authors/${slug}`} />;

  const path = `/authors/${author.slug}`;
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Our authors', path: '/authors' },
    { name: author.name, path },
  ];
  const person = {
    '@context': 'https://schema.org',
    '@type': authorSchemaType(author.slug),
    name: author.name,
    jobTitle: authorSchemaType(author.slug) === 'Person' ? author.jobTitle : undefined,
    description: author.description,
    url: absoluteUrl(siteUrl, path),
    knowsAbout: author.expertise,
    image: author.portraitUrl ? absoluteUrl(siteUrl, author.portraitUrl) : undefined,
    hasCredential: author.qualifications.length
      ? author.qualifications.map((item) => ({ '@type': 'EducationalOccupationalCredential', name: item.title }))
      : undefined,
    sameAs: author.links.length ? author.links.map((link) => link.url) : undefined,
    worksFor: publisherJsonLd(siteUrl),
  };

  return (
    <main className="container narrow" id="main">
      <Head
        title={author.demo ? `${author.name} (demonstration profile)` : `${author.name}, ${author.jobTitle}`}
        description={author.description}
        canonicalPath={path}
        ogType="profile"
        robots={author.demo ? 'noindex, follow' : undefined}
        // A demonstration profile describes no real person: no structured data claims one.
        jsonLd={author.demo ? [breadcrumbJsonLd(crumbs, siteUrl)] : [person, breadcrumbJsonLd(crumbs, siteUrl)]}
      />
      <Breadcrumbs items={crumbs} />
      {author.demo && <DemoProfileNotice kind="author" />}
      <div className="author-heading">
        {author.photo && (
          <img
            className="author-portrait"
            src={author.photo.url}
            srcSet={author.photo.srcSet || undefined}
            sizes={author.photo.srcSet ? '96px' : undefined}
            alt={author.photo.alt}
            width={96}
            height={96}
          />
        )}
        <div>
          <h1>{author.name}</h1>
          <p className="meta">{author.jobTitle}</p>
        </div>
      </div>
      <p className="lead">{author.summary}</p>
      {author.expertise.length > 0 && (
        <section aria-labelledby="expertise">
          <h2 id="expertise">Areas of expertise</h2>
          <ul className="tag-list">
            {author.expertise.map((item) => (
              <li key={item} className="badge">
                {item}
              </li>
            ))}
          </ul>
        </section>
      )}
      <ProfileQualifications items={author.qualifications} />
      <RenderedHtml className="prose" html={author.html} />
      <ProfileLinks items={author.links} />
      {author.posts.length > 0 && (
        <section aria-labelledby="author-posts">
          <h2 id="author-posts">Articles by {author.name}</h2>
          <ul className="post-list compact">
            {author.posts.map((post) => (
              <li key={post.id} className="card post-card">
                <h3>
                  <Link to={`/blog/${post.slug}`}>{post.title}</Link>
                </h3>
                <p className="meta">
                  {post.publishedAt && <time dateTime={post.publishedAt}>{formatLondonDate(post.publishedAt)}</time>} ·{' '}
                  {post.readingMinutes} min read
                </p>
                <p>{post.excerpt}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {author.guides.length > 0 && (
        <section aria-labelledby="author-guides">
          <h2 id="author-guides">Guides by {author.name}</h2>
          <ul>
            {author.guides.map((guide) => (
              <li key={guide.path}>
                <Link to={guide.path}>{guide.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
