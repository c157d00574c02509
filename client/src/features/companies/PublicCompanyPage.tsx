import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { COMPANY_SERVICE_LABELS } from '../../../../common/companyOptions';
import { formatPounds } from '../../../../common/calculator';
import type { PublicCompanyQuery as PublicCompanyData } from '../../gql/graphql';
import { formatLondonDate, londonIsoDate } from '../../lib/dates';
import { Breadcrumbs, absoluteUrl, breadcrumbJsonLd, type Crumb } from '../../ui/Breadcrumbs';
import { PageLoading } from '../../ui/ClientOnly';
import { ErrorScreen, NotFound } from '../../ui/ErrorScreen';
import { Head, useSiteUrl } from '../../ui/head';
import { Link } from '../../ui/Link';
import { ReviewCard } from '../../ui/ReviewCard';
import { StarRating } from '../../ui/StarRating';
import { REVIEW_POLICY } from '../../../../common/reviews';
import { PublicCompanyQuery } from './publicCompany.operations';

type Company = NonNullable<PublicCompanyData['publicCompany']>;

/** A YYYY-MM-DD day as people in the UK read it. */
const day = (value: string) => formatLondonDate(`${value}T12:00:00Z`);
const serviceLabel = (code: string) => (COMPANY_SERVICE_LABELS as Record<string, string>)[code] ?? code;

/**
 * schema.org LocalBusiness with only what we hold and may publish (docs/decisions/0045-public-company-profiles.md):
 * no telephone or street address (given to us, not for publication), a rating only from published reviews.
 */
function localBusinessJsonLd(company: Company, url: string) {
  const { count, average } = company.rating;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${url}#business`,
    name: company.name,
    url,
    description: company.about || undefined,
    areaServed: company.regions.map((region) => ({ '@type': 'AdministrativeArea', name: region })),
    sameAs: company.website ? [company.website] : undefined,
    // Published reviews only (docs/decisions/0046-verified-reviews.md); none, no rating.
    aggregateRating:
      count && average !== null
        ? { '@type': 'AggregateRating', ratingValue: average, reviewCount: count, bestRating: 5, worstRating: 1 }
        : undefined,
  };
}

/** Published reviews with the rating they make, and how a review gets here. */
function CompanyReviews({ company }: { company: Company }) {
  const { rating, reviews } = company;
  return (
    <section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Reviews</h2>
      {rating.count && rating.average !== null ? (
        <p className="lead" data-testid="company-rating">
          <StarRating value={rating.average} /> {rating.average.toFixed(1)} out of 5 from {rating.count}{' '}
          {rating.count === 1 ? 'review' : 'reviews'} by homeowners who hired {company.name} through this site.
        </p>
      ) : (
        <p className="muted">No review yet. Reviews come only from homeowners who hired {company.name} through this site.</p>
      )}
      <p className="small">{REVIEW_POLICY}</p>
      {reviews.nodes.map((review) => (
        <ReviewCard key={review.id} review={review} companyName={company.name} />
      ))}
      {reviews.pageInfo.hasNextPage && (
        <p className="small muted">
          These are the {reviews.nodes.length} newest of {rating.count} reviews.
        </p>
      )}
    </section>
  );
}

/** `/companies/{slug}`: a listed company's public profile: its own words as approved, regions, services, checks and certificate. */
export function PublicCompanyPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const siteUrl = useSiteUrl();
  const { data, loading, error } = useQuery(PublicCompanyQuery, { variables: { slug } });
  if (loading && !data) return <PageLoading />;
  if (error) return <ErrorScreen status={500} />;
  const company = data?.publicCompany;
  if (!company) return <NotFound path={`/companies/${slug}`} />;

  const path = `/companies/${company.slug}`;
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: company.name, path },
  ];
  // Commas only: region names such as "Yorkshire and the Humber" carry their own "and".
  const regions = company.regions.join(', ');
  const description = company.about
    ? company.about.replace(/\s+/g, ' ').slice(0, 155)
    : `${company.name}, spray foam insulation removal in ${regions}: what we checked, its certification and how to ask it for a quote.`;

  return (
    <main className="container narrow company-profile" id="main">
      <Head
        title={`${company.name}: spray foam removal`}
        description={description}
        canonicalPath={path}
        ogType="profile"
        jsonLd={[localBusinessJsonLd(company, absoluteUrl(siteUrl, path)), breadcrumbJsonLd(crumbs, siteUrl)]}
      />
      <Breadcrumbs items={crumbs} />
      <h1>
        {company.name} {company.certified && <span className="badge certified">Certified</span>}
      </h1>
      <p className="meta">
        Spray foam removal in {regions} · On this site since {formatLondonDate(company.joinedAt)}
      </p>
      <p>
        <Link className="button" to={`/contact/single-company?company=${encodeURIComponent(company.slug)}`}>
          Request a quote from {company.name}
        </Link>
      </p>

      <section aria-labelledby="about-heading">
        <h2 id="about-heading">About {company.name}</h2>
        {company.about ? (
          <>
            {company.about.split(/\n\s*\n/).map((paragraph, index) => (
              <p key={index} className="company-about">
                {paragraph.trim()}
              </p>
            ))}
            <p className="small muted">Written by the company; we check it before it is published.</p>
          </>
        ) : (
          <p className="muted" data-testid="about-empty">
            {company.name} has not written about itself yet.
          </p>
        )}
        {company.website && (
          <p>
            Website:{' '}
            <a href={company.website} rel="nofollow noopener noreferrer" target="_blank">
              {company.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </a>
          </p>
        )}
      </section>

      <section aria-labelledby="checks-heading" className="summary-box" data-testid="company-checks">
        <h2 id="checks-heading">What we checked</h2>
        <ul className="check-list">
          {company.vetting.insurance ? (
            <li>
              Public liability insurance of {formatPounds(company.vetting.insurance.coverPence)} per claim, valid until{' '}
              <time dateTime={company.vetting.insurance.expiresOn}>{day(company.vetting.insurance.expiresOn)}</time> (we checked the
              certificate on <time dateTime={company.vetting.insurance.reviewedOn}>{day(company.vetting.insurance.reviewedOn)}</time>)
            </li>
          ) : (
            <li>Public liability insurance: not checked by us yet</li>
          )}
          {company.vetting.wasteCarrier ? (
            <li>
              Waste carrier registration {company.vetting.wasteCarrier.registrationNumber} ({company.vetting.wasteCarrier.tier} tier)
              {company.vetting.wasteCarrier.expiresOn && (
                <>
                  , valid until <time dateTime={company.vetting.wasteCarrier.expiresOn}>{day(company.vetting.wasteCarrier.expiresOn)}</time>
                </>
              )}{' '}
              (we checked it on{' '}
              <time dateTime={company.vetting.wasteCarrier.reviewedOn}>{day(company.vetting.wasteCarrier.reviewedOn)}</time>)
            </li>
          ) : (
            <li>Waste carrier registration: not checked by us yet</li>
          )}
        </ul>
        {company.vetting.state === 'GRACE' && company.vetting.graceUntil && (
          <p>
            {company.name} joined before we required these checks: it has until {day(company.vetting.graceUntil)} to send us the missing
            evidence, or it leaves our listings.
          </p>
        )}
        <p className="small">
          <Link to="/vetting-process">How we vet companies</Link>
        </p>
      </section>

      <section aria-labelledby="certification-heading">
        <h2 id="certification-heading">Certification</h2>
        {company.certified && company.certifiedUntil ? (
          <p data-testid="company-certification">
            Certified by us until <time dateTime={londonIsoDate(company.certifiedUntil)}>{formatLondonDate(company.certifiedUntil)}</time>.
            {company.certificateNumber && (
              <>
                {' '}
                <Link to={`/verify-certificate/${encodeURIComponent(company.certificateNumber)}`}>
                  Check certificate {company.certificateNumber}
                </Link>{' '}
                on our public certificate check.
              </>
            )}
          </p>
        ) : (
          <p data-testid="company-certification">
            Not certified by us. Certification is optional and goes beyond the checks above:{' '}
            <Link to="/certification">how certification works</Link>.
          </p>
        )}
      </section>

      <section aria-labelledby="regions-heading">
        <h2 id="regions-heading">Where it works</h2>
        <ul className="tag-list">
          {company.regions.map((region) => (
            <li key={region} className="badge">
              {region}
            </li>
          ))}
        </ul>
      </section>

      {company.services.length > 0 && (
        <section aria-labelledby="services-heading">
          <h2 id="services-heading">Services</h2>
          <ul>
            {company.services.map((service) => (
              <li key={service}>{serviceLabel(service)}</li>
            ))}
          </ul>
        </section>
      )}

      <CompanyReviews company={company} />
    </main>
  );
}
