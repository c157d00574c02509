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
import { LocationQuery } from './locations.operations';
import { formatPounds } from '../../../../common/calculator';

const pounds = (pence: number) => formatPounds(Math.round(pence / 100) * 100);

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
        title={location.companies.length === 0 ? `${title}: local advice` : `${title}: local advice and vetted companies`}
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
        <aside className="summary-box local-figures" aria-labelledby="local-figures-heading">
          <h2 id="local-figures-heading">{location.region} on this site</h2>
          <ul>
            <li>
              {location.companies.length === 0
                ? `No vetted company lists ${location.region} yet.`
                : `${location.companies.length} vetted ${location.companies.length === 1 ? 'company covers' : 'companies cover'} ${location.region}, ${location.companies.filter((c) => c.certified).length} of them certified.`}
            </li>
            <li>
              {location.demand.requestsLast12Months === null
                ? `Fewer than ${location.demand.fewerThan} homeowners in ${location.region} asked for quotes here in the last 12 months: too few to give figures.`
                : `${location.demand.requestsLast12Months} homeowners in ${location.region} asked for quotes here in the last 12 months.`}
              {location.demand.averageEstimateLowPence !== null && location.demand.averageEstimateHighPence !== null && (
                <>
                  {' '}
                  Their average estimate was {pounds(location.demand.averageEstimateLowPence)} to{' '}
                  {pounds(location.demand.averageEstimateHighPence)} before VAT.
                </>
              )}
            </li>
          </ul>
        </aside>
        <div className="prose" dangerouslySetInnerHTML={{ __html: location.html }} />
        <section className="company-directory" aria-labelledby="companies-heading">
          <h2 id="companies-heading">Removal companies serving {location.name}</h2>
          {location.companies.length === 0 ? (
            <p className="empty-state">
              No vetted company serves {location.region} yet, so we cannot promise quotes for {location.name}.{' '}
              <Link to="/contact/enhanced-quote">You can still send a request</Link>: we check it and offer it to vetted companies that
              serve {location.region}.
            </p>
          ) : (
            <>
              <p>
                These <Link to="/vetting-process">vetted</Link> companies cover {location.region}: their insurance and waste carrier
                registration are checked and in date. <Link to="/certification">Certified</Link> companies have also had their training,
                method statement and risk assessment checked, and are listed first.
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
        text={
          location.companies.length === 0
            ? `No vetted company serves ${location.region} yet: tell us about your property and we will offer your request to companies that serve it.`
            : `Tell us about your property and we will pass your request to up to three of the ${location.companies.length} vetted companies covering ${location.region}.`
        }
      />
    </main>
  );
}
