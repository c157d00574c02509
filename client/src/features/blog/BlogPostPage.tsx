import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { Head, useSiteUrl } from '../../ui/head';
import { articleJsonLd } from '../../ui/structuredData';
import { NotFound, ErrorScreen } from '../../ui/ErrorScreen';
import { PageLoading } from '../../ui/ClientOnly';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../../ui/Breadcrumbs';
import { QuoteCta } from '../../ui/QuoteCta';
import { formatLondonDate } from '../../lib/dates';
import { BlogPostQuery } from './blog.operations';
import { RenderedHtml } from '../../ui/RenderedHtml';

/** One published blog post, with its author, reading time and related posts. */
export function BlogPostPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const siteUrl = useSiteUrl();
  const { data, loading, error } = useQuery(BlogPostQuery, { variables: { slug } });
  if (loading && !data) return <PageLoading />;
  if (error) return <ErrorScreen status={500} />;
  const post = data?.post;
  if (!post) return <NotFound path={`/blog/${slug}`} />;

  const path = `/blog/${post.slug}`;
  const category = data.postCategories.find((c) => c.slug === post.category);
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: '/blog' },
    ...(category ? [{ name: category.name, path: `/blog/category/${category.slug}` }] : []),
    { name: post.title, path },
  ];
  const article = articleJsonLd(siteUrl, {
    path,
    headline: post.title,
    description: post.seo.description ?? post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post.revisedAt ?? post.publishedAt,
    section: category?.name,
    keywords: post.tags,
    imagePath: post.coverImage?.url,
    author: post.author,
  });

  return (
    <main className="container guide" id="main">
      <Head
        title={post.seo.title ?? post.title}
        description={post.seo.description ?? post.excerpt}
        canonicalPath={post.seo.canonical ?? path}
        ogType="article"
        image={post.coverImage?.url}
        jsonLd={[article, breadcrumbJsonLd(crumbs, siteUrl)]}
      />
      <Breadcrumbs items={crumbs} />
      <article>
        <h1>{post.title}</h1>
        <p className="meta">
          {post.author && (
            <>
              By <Link to={`/authors/${post.author.slug}`}>{post.author.name}</Link> ·{' '}
            </>
          )}
          {post.publishedAt && <time dateTime={post.publishedAt}>{formatLondonDate(post.publishedAt)}</time>}
          {post.revisedAt && (
            <>
              {' '}
              · Updated <time dateTime={post.revisedAt}>{formatLondonDate(post.revisedAt)}</time>
            </>
          )}{' '}
          · {post.readingMinutes} min read
          {category && (
            <>
              {' '}
              · <Link to={`/blog/category/${category.slug}`}>{category.name}</Link>
            </>
          )}
        </p>
        <p className="lead">{post.excerpt}</p>
        {post.coverImage && (
          <img
            className="post-cover"
            src={post.coverImage.url}
            srcSet={post.coverImage.srcSet}
            sizes="(min-width: 960px) 880px, 100vw"
            alt={post.coverImage.alt}
            width={post.coverImage.width}
            height={post.coverImage.height}
            fetchPriority="high"
            decoding="async"
          />
        )}
        <RenderedHtml className="prose" html={post.html} />
        {post.tags.length > 0 && (
          <ul className="tag-list" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag} className="badge">
                {tag}
              </li>
            ))}
          </ul>
        )}
        {post.author && (
          <section className="author-box" aria-labelledby="about-author">
            <h2 id="about-author">About the author</h2>
            <p>
              <Link to={`/authors/${post.author.slug}`}>{post.author.name}</Link>, {post.author.jobTitle}. {post.author.summary}
            </p>
          </section>
        )}
        {post.relatedPosts.length > 0 && (
          <section aria-labelledby="related-posts">
            <h2 id="related-posts">Related articles</h2>
            <ul className="post-list compact">
              {post.relatedPosts.map((related) => (
                <li key={related.id} className="card post-card">
                  <h3>
                    <Link to={`/blog/${related.slug}`}>{related.title}</Link>
                  </h3>
                  <p className="meta">
                    {related.publishedAt && <time dateTime={related.publishedAt}>{formatLondonDate(related.publishedAt)}</time>} ·{' '}
                    {related.readingMinutes} min read
                  </p>
                  <p>{related.excerpt}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
      <QuoteCta />
    </main>
  );
}
