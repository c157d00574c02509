import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { Head, useSiteUrl } from '../../ui/head';
import { articleJsonLd } from '../../ui/structuredData';
import { NotFound, ErrorScreen } from '../../ui/ErrorScreen';
import { PageLoading } from '../../ui/ClientOnly';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../../ui/Breadcrumbs';
import { QuoteCta } from '../../ui/QuoteCta';
import { formatLondonDate } from '../../lib/dates';
import { LocationQuery } from './locations.operations';

/** A town or city: local guidance from content/locations and the companies serving its region. */
export function LocationPage() {
  const { location: slug = '' } = useParams<{ location: string }>();
  const siteUrl = useSiteUrl();
  const { data, loading, error } = useQuery(LocationQuery, { variables: { slug } });
  if (loading && !data) return <PageLoading />;
  if (error) return <ErrorScreen status={500} />;
  const location = data?.location;
  if (!location) return <NotFound path={`/locations/${slug}`} />;

  const path = `/locations/${location.slug}`;
  const title = `Spray foam removal in ${location.name}`;
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Locations', path: '/locations' },
    { name: location.name, path },
  ];
  const jsonLd = [
    {
      ...articleJsonLd(siteUrl, { path, headline: title, description: location.description, dateModified: location.updated || null }),
      about: {
        '@type': 'Place',
        name: location.name,
        address: { '@type': 'PostalAddress', addressLocality: location.name, addressRegion: location.county, addressCountry: 'GB' },
      },
    },
    breadcrumbJsonLd(crumbs, siteUrl),
  ];

  return (
    <main className="container guide" id="main">
      <Head
        title={`${title}: local advice and vetted companies`}
        description={location.description}
        canonicalPath={path}
        ogType="article"
        jsonLd={jsonLd}
      />
      <Breadcrumbs items={crumbs} />
      <article>
        <h1>{title}</h1>
        <p className="meta">
          {location.county}, {location.region}
          {location.updated && <> · Updated {formatLondonDate(location.updated)}</>}
        </p>
        <aside className="summary-box" aria-label="Summary">
          <h2>Summary</h2>
          <p>{location.summary}</p>
        </aside>
        <div className="prose" dangerouslySetInnerHTML={{ __html: location.html }} />
        <section className="company-directory" aria-labelledby="companies-heading">
          <h2 id="companies-heading">Removal companies serving {location.name}</h2>
          {location.companies.length === 0 ? (
            <p className="empty-state">
              No vetted company lists {location.region} yet. <Link to="/contact/enhanced-quote">Send us your request</Link> and we will find
              companies that can travel to {location.name}.
            </p>
          ) : (
            <>
              <p>
                These vetted companies cover {location.region}. Certified companies have passed our{' '}
                <Link to="/vetting-process">document checks</Link> and are listed first.
              </p>
              <ul className="company-list">
                {location.companies.map((company) => (
                  <li key={company.id} className="card">
                    <h3>
                      {company.name} {company.certified && <span className="badge certified">Certified</span>}
                    </h3>
                    <p>{company.description}</p>
                    <Link className="button small" to={`/contact/single-company?company=${encodeURIComponent(company.id)}`}>
                      Request a quote from {company.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </article>
      <QuoteCta
        title={`Get quotes in ${location.name}`}
        text={`Tell us about your property and we will pass your request to up to three vetted companies covering ${location.region}.`}
      />
    </main>
  );
}
