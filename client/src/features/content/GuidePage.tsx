import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { Head, useSiteUrl } from '../../ui/head';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../../ui/Breadcrumbs';
import { articleJsonLd } from '../../ui/structuredData';
import { OperatorDetails } from '../../ui/OperatorDetails';
import { NotFound, ErrorScreen } from '../../ui/ErrorScreen';
import { PageLoading } from '../../ui/ClientOnly';
import { LazyImage } from '../../ui/LazyImage';
import { QuoteCta } from '../../ui/QuoteCta';
import { formatLondonDate } from '../../lib/dates';
import { GuidePageQuery } from './content.operations';
import { RenderedHtml } from '../../ui/RenderedHtml';

/**
 * A guide, FAQ or information page whose text lives as Markdown in content/. `children` follow the article
 * (e.g. a form); `aside` goes under the call-to-action box.
 */
export function GuidePage({ path, children, aside }: { path?: string; children?: ReactNode; aside?: ReactNode }) {
  const location = useLocation();
  const routePath = path ?? location.pathname;
  const siteUrl = useSiteUrl();
  const { data, loading, error } = useQuery(GuidePageQuery, { variables: { path: routePath } });
  if (loading && !data) return <PageLoading />;
  if (error) return <ErrorScreen status={500} />;
  const page = data?.guidePage;
  if (!page) return <NotFound path={routePath} />;

  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: page.title, path: page.path },
  ];
  const jsonLd: object[] = [
    articleJsonLd(siteUrl, {
      path: page.path,
      headline: page.title,
      description: page.description,
      dateModified: page.reviewedAt || page.updated,
      author: page.authorSlug && page.authorName ? { name: page.authorName, slug: page.authorSlug } : null,
    }),
    breadcrumbJsonLd(crumbs, siteUrl),
  ];
  if (page.faq.length) {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: page.faq.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answerText } })),
    });
  }

  return (
    <main className="container guide" id="main">
      <Head title={page.title} description={page.description} canonicalPath={page.path} ogType="article" jsonLd={jsonLd} />
      <Breadcrumbs items={crumbs} />
      <article>
        <h1>{page.title}</h1>
        <p className="meta">
          {page.readingMinutes} min read
          {page.authorSlug && page.authorName && (
            <>
              {' · By '}
              <Link to={`/authors/${page.authorSlug}`}>{page.authorName}</Link>
            </>
          )}
          {page.reviewedAt ? (
            <>
              {' · '}
              <span data-testid="guide-reviewed">
                Reviewed {page.reviewedBy ? `by ${page.reviewedBy} ` : ''}on <time dateTime={page.reviewedAt}>{formatLondonDate(page.reviewedAt)}</time>
              </span>
            </>
          ) : (
            page.updated && <> · Updated {formatLondonDate(page.updated)}</>
          )}
        </p>
        {page.summary && (
          <aside className="summary-box" aria-label="Summary">
            <h2>Summary</h2>
            <p>{page.summary}</p>
          </aside>
        )}
        {page.illustration && (
          <figure className="guide-illustration">
            <LazyImage
              src={page.illustration.src}
              alt={page.illustration.alt}
              width={page.illustration.width}
              height={page.illustration.height}
            />
          </figure>
        )}
        <RenderedHtml className="prose" html={page.html} />
        {page.faq.length > 0 && (
          <section className="faq" aria-labelledby="faq-heading">
            <h2 id="faq-heading">Frequently asked questions</h2>
            {page.faq.map((item) => (
              <details key={item.question}>
                <summary>{item.question}</summary>
                <RenderedHtml html={item.answerHtml} />
              </details>
            ))}
          </section>
        )}
        {page.path === '/privacy-policy' && <OperatorDetails purpose="privacy" />}
        {page.path === '/terms' && <OperatorDetails purpose="terms" />}
        {children}
      </article>
      <div className="guide-aside">
      <QuoteCta />
      {aside}
      </div>
    </main>
  );
}
