import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { Head, useSiteUrl } from '../../ui/head';
import { NotFound, ErrorScreen } from '../../ui/ErrorScreen';
import { PageLoading } from '../../ui/ClientOnly';
import { Breadcrumbs, absoluteUrl, breadcrumbJsonLd, type Crumb } from '../../ui/Breadcrumbs';
import { QuoteCta } from '../../ui/QuoteCta';
import { formatLondonDate } from '../../lib/dates';
import { PartnerQuery } from './partners.operations';

/** A partner's page from content/partners. */
export function PartnerPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const siteUrl = useSiteUrl();
  const { data, loading, error } = useQuery(PartnerQuery, { variables: { slug } });
  if (loading && !data) return <PageLoading />;
  if (error) return <ErrorScreen status={500} />;
  const partner = data?.partner;
  if (!partner) return <NotFound path={`/partners/${slug}`} />;

  const path = `/partners/${partner.slug}`;
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: partner.name, path },
  ];
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: partner.name,
    description: partner.description,
    url: partner.website ?? absoluteUrl(siteUrl, path),
  };

  return (
    <main className="container guide" id="main">
      <Head
        title={partner.title}
        description={partner.description}
        canonicalPath={path}
        jsonLd={[organization, breadcrumbJsonLd(crumbs, siteUrl)]}
      />
      <Breadcrumbs items={crumbs} />
      <article>
        <h1>{partner.title}</h1>
        {partner.updated && <p className="meta">Updated {formatLondonDate(partner.updated)}</p>}
        <aside className="summary-box" aria-label="Summary">
          <h2>Summary</h2>
          <p>{partner.summary}</p>
        </aside>
        <div className="prose" dangerouslySetInnerHTML={{ __html: partner.html }} />
        {partner.website && (
          <p>
            <a href={partner.website} rel="noopener" target="_blank">
              Visit {partner.name}
            </a>
          </p>
        )}
      </article>
      <QuoteCta />
    </main>
  );
}
