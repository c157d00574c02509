import { useQuery } from '@apollo/client/react';
import { useLocation, useParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { Head, useSiteUrl } from '../../ui/head';
import { NotFound, ErrorScreen } from '../../ui/ErrorScreen';
import { PageLoading } from '../../ui/ClientOnly';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../../ui/Breadcrumbs';
import { QuoteCta } from '../../ui/QuoteCta';
import { LazyImage } from '../../ui/LazyImage';
import { formatLondonDate } from '../../lib/dates';
import { BlogIndexQuery } from './blog.operations';
import { categoryIllustration } from '../../../../common/illustrations';

/** A post without a cover shows its category's illustration; decorative (alt=""): the title says what the post is. */
function CategoryIllustration({ category }: { category: string }) {
  const { src, width, height } = categoryIllustration(category);
  return <LazyImage className="post-card-illustration" src={src} alt="" width={width} height={height} />;
}

export const BLOG_PAGE_SIZE = 9;

const BLOG_TITLE = 'Spray foam removal blog';
const BLOG_DESCRIPTION =
  'Articles for UK homeowners on spray foam insulation: removal costs, mortgages and valuations, health and safety, surveys and re-insulation.';

/** Page n of a list: /blog, /blog/page/2, /blog/category/costs, /blog/category/costs/page/2. */
function pagePath(category: string | undefined, page: number) {
  const base = category ? `/blog/category/${category}` : '/blog';
  return page === 1 ? base : `${base}/page/${page}`;
}

function Pagination({ category, page, pageCount }: { category?: string; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pages">
      {page > 1 && (
        <Link to={pagePath(category, page - 1)} rel="prev">
          ← Newer articles
        </Link>
      )}
      <ol>
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <Link to={pagePath(category, n)} aria-label={`Page ${n}`}>
                {n}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount && (
        <Link to={pagePath(category, page + 1)} rel="next">
          Older articles →
        </Link>
      )}
    </nav>
  );
}

/** The blog's article list, all posts or one category, nine to a page. */
export function BlogIndexPage() {
  const params = useParams<{ page?: string; category?: string }>();
  const location = useLocation();
  const siteUrl = useSiteUrl();
  const validPage = params.page === undefined || /^[1-9]\d{0,5}$/.test(params.page);
  const page = params.page ? Number(params.page) : 1;
  const category = params.category;
  const { data, loading, error } = useQuery(BlogIndexQuery, {
    variables: { page, pageSize: BLOG_PAGE_SIZE, category: category ?? null },
    skip: !validPage,
  });
  if (!validPage) return <NotFound path={location.pathname} />;
  if (loading && !data) return <PageLoading />;
  if (error) return <ErrorScreen status={500} />;
  const posts = data?.posts;
  const currentCategory = category ? data?.postCategories.find((c) => c.slug === category) : null;
  if (!posts || (category && !currentCategory)) return <NotFound path={location.pathname} />;
  const pageCount = Math.max(1, Math.ceil(posts.totalCount / BLOG_PAGE_SIZE));

  const pageSuffix = page > 1 ? ` – page ${page} of ${pageCount}` : '';
  const heading = currentCategory ? currentCategory.name : BLOG_TITLE;
  const title = currentCategory
    ? `${currentCategory.name}: spray foam articles${pageSuffix}`
    : `${BLOG_TITLE}: guides, costs and mortgage advice${pageSuffix}`;
  const description = `${currentCategory ? currentCategory.description : BLOG_DESCRIPTION}${page > 1 ? ` Page ${page} of ${pageCount}.` : ''}`;
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: '/blog' },
    ...(currentCategory ? [{ name: currentCategory.name, path: pagePath(category, 1) }] : []),
    ...(page > 1 ? [{ name: `Page ${page}`, path: pagePath(category, page) }] : []),
  ];

  return (
    <main className="container blog-index" id="main">
      <Head
        title={title}
        description={description}
        canonicalPath={pagePath(category, page)}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'CollectionPage',
            name: title,
            description,
            url: `${siteUrl.replace(/\/$/, '')}${pagePath(category, page)}`,
          },
          breadcrumbJsonLd(crumbs, siteUrl),
        ]}
      />
      <Breadcrumbs items={crumbs} />
      <h1>
        {heading}
        {page > 1 && <span className="muted"> – page {page}</span>}
      </h1>
      <p className="lead">{currentCategory ? currentCategory.description : BLOG_DESCRIPTION}</p>
      <nav className="category-nav" aria-label="Blog categories">
        <ul>
          <li>{category ? <Link to="/blog">All articles</Link> : <span aria-current="page">All articles</span>}</li>
          {data.postCategories.map((c) => (
            <li key={c.slug}>
              {c.slug === category ? <span aria-current="page">{c.name}</span> : <Link to={pagePath(c.slug, 1)}>{c.name}</Link>}{' '}
              <span className="muted">({c.postCount})</span>
            </li>
          ))}
        </ul>
      </nav>
      {posts.nodes.length === 0 ? (
        <p className="empty-state">
          No articles yet. Read our guides on the <Link to="/homeowners-bible">homeowner’s bible</Link> in the meantime.
        </p>
      ) : (
        <ul className="post-list">
          {posts.nodes.map((post) => (
            <li key={post.id} className="card post-card has-cover">
              <article>
                {post.coverImage ? (
                  <LazyImage
                    className="post-card-cover"
                    src={post.coverImage.url}
                    srcSet={post.coverImage.srcSet}
                    sizes="(min-width: 900px) 400px, 100vw"
                    alt={post.coverImage.alt}
                    width={post.coverImage.width}
                    height={post.coverImage.height}
                  />
                ) : (
                  <CategoryIllustration category={post.category} />
                )}
                <h2>
                  <Link to={`/blog/${post.slug}`}>{post.title}</Link>
                </h2>
                <p className="meta">
                  {post.publishedAt && <time dateTime={post.publishedAt}>{formatLondonDate(post.publishedAt)}</time>} ·{' '}
                  {post.readingMinutes} min read
                  {post.author && <> · {post.author.name}</>}
                </p>
                <p>{post.excerpt}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination category={category} page={page} pageCount={pageCount} />
      <QuoteCta title="Ready to get the foam out?" />
    </main>
  );
}
