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
import { SHARED_GUIDES, SHARED_GUIDES_LEAD, coverageSentence, demandSentence } from '../../../../common/locationPage';
import { localDataFor } from '../../../../common/localData';
import { LocalFigures } from './LocalFigures';
import { RenderedHtml } from '../../ui/RenderedHtml';

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
  const localData = localDataFor(location.slug);
  const certified = location.companies.filter((company) => company.certified).length;
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
            <li>{coverageSentence(location, location.companies.length, certified)}</li>
            <li>
              {demandSentence(location.region, location.demand)}
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
        <RenderedHtml className="prose" html={location.html} />
        {localData && <LocalFigures data={localData} />}
        <p className="shared-guides">
          {SHARED_GUIDES_LEAD}
          {SHARED_GUIDES.map((guide, index) => (
            <span key={guide.path}>
              {index === 0 ? '' : index === SHARED_GUIDES.length - 1 ? ', and ' : ', '}
              <Link to={guide.path}>{guide.label}</Link>
            </span>
          ))}
          .
        </p>
        {location.companies.length > 0 && (
          <section className="company-directory" aria-labelledby="companies-heading">
            <h2 id="companies-heading">Removal companies serving {location.name}</h2>
            <ul className="company-list">
              {location.companies.map((company) => (
                <li key={company.id} className="card">
                  <h3>
                    <Link to={`/companies/${company.slug}`}>{company.name}</Link>{' '}
                    {company.certified && <span className="badge certified">Certified</span>}
                  </h3>
                  <p>{company.description}</p>
                  <Link className="button small" to={`/contact/single-company?company=${encodeURIComponent(company.id)}`}>
                    Request a quote from {company.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
      {location.companies.length === 0 ? (
        <QuoteCta title={`Send a request from ${location.name}`} text={null} quoteLabel="Send a request" />
      ) : (
        <QuoteCta
          title={`Get quotes in ${location.name}`}
          text={
            location.companies.length === 1
              ? `Tell us about your property and we will pass your request to the vetted company covering ${location.region}.`
              : `Tell us about your property and we will pass your request to up to three of the ${location.companies.length} vetted companies covering ${location.region}.`
          }
        />
      )}
    </main>
  );
}
