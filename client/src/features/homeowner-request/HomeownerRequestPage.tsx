import { lazy, type ComponentType } from 'react';
import { PhoneLink } from '../../ui/PhoneLink';
import { StarRating } from '../../ui/StarRating';
import { useQuery } from '@apollo/client/react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { formatEstimate } from '../../../../common/money';
import { HOMEOWNER_REQUEST_PATH } from '../../../../common/homeownerRequest';
import { labelFor } from '../../../../common/requestLabels';
import { Head, HttpStatus } from '../../ui/head';
import { LazyPart, PageLoading } from '../../ui/ClientOnly';
import { FormAlert } from '../../ui/Field';
import { formatLondonDate, formatLondonDateTime } from '../../lib/dates';
import { freshUnlessServerRendered, messageOf } from '../../lib/apollo';
import type { HomeownerRequestQuery as RequestData } from '../../gql/graphql';
import { HomeownerRequestQuery } from './homeownerRequest.operations';

// The compare view loads after the page, in a chunk of its own: the request page's initial JavaScript stays within its budget.
const QuotesSection = lazy(() => import('./QuotesSection'));
// So do the actions, each needed at one stage of a request only.
const HireAction = lazy(() => import('./RequestActions').then((module) => ({ default: module.HireAction })));
const StopSalesAction = lazy(() => import('./RequestActions').then((module) => ({ default: module.StopSalesAction })));
const JobDoneAction = lazy(() => import('./RequestActions').then((module) => ({ default: module.JobDoneAction })));

type HomeownerRequest = RequestData['homeownerRequest'];
type Holder = HomeownerRequest['companies'][number];
type Link = { id: string; token: string };

function stageText(request: HomeownerRequest): string {
  const taken = request.companies.length;
  if (request.chosenCompanyName) {
    return taken
      ? `${request.chosenCompanyName} has your details. No other company receives this request.`
      : `Your request goes to ${request.chosenCompanyName} only. It does not have your details yet.`;
  }
  switch (request.stage) {
    case 'waiting':
      return `We are checking your request before offering it to removal companies that cover ${request.region}.`;
    case 'open':
      return `Removal companies that cover ${request.region} can take your request: up to ${request.maxCompanies}, and ${taken} so far.`;
    case 'full':
      return `${taken} ${taken === 1 ? 'company has' : 'companies have'} your details. No other company can take your request.`;
    default:
      return 'Your request is closed: no other company can take it.';
  }
}

function CompanyCard({ company, link, jobDone }: { company: Holder; link: Link; jobDone: boolean }) {
  return (
    <li className="card">
      <h3>
        {company.profileSlug ? <Link to={`/companies/${company.profileSlug}`}>{company.name}</Link> : company.name}
        {company.hired && <span className="badge">You hired this company</span>}
      </h3>
      {company.rating.count > 0 && company.rating.average !== null && (
        <p className="small" data-testid="company-rating">
          <StarRating value={company.rating.average} /> {company.rating.average.toFixed(1)} out of 5 from {company.rating.count}{' '}
          {company.rating.count === 1 ? 'review' : 'reviews'} by homeowners who hired it through this site.
        </p>
      )}
      <p className="small">Took your request on {formatLondonDateTime(company.boughtAt)}.</p>
      <p className="company-contact">
        <PhoneLink phone={company.phone} />
        <br />
        <a href={`mailto:${company.email}`}>{company.email}</a>
      </p>
      <ul className="check-list">
        {!company.active && <li>We have suspended this company from our marketplace since it took your request.</li>}
        {company.insuranceUntil && (
          <li>Public liability insurance checked by us, valid until {formatLondonDate(company.insuranceUntil)}</li>
        )}
        {company.wasteCarrierRegistration && <li>Waste carrier registration {company.wasteCarrierRegistration}, checked by us</li>}
        {!company.vetted && company.active && (
          <li>Its insurance and waste carrier checks are not current today: ask to see its documents.</li>
        )}
        {company.certifiedUntil && <li>Certified by us until {formatLondonDate(company.certifiedUntil)}</li>}
      </ul>
      {!company.hired && (
        <LazyPart label="Loading…">
          <HireAction company={company} link={link} />
        </LazyPart>
      )}
      {company.hired && company.jobDate && <p className="small">Work booked for {formatLondonDate(company.jobDate)}.</p>}
      {company.reviewPath ? (
        <p>
          <a className="button" href={company.reviewPath}>
            Review {company.name}
          </a>
        </p>
      ) : (
        company.hired &&
        !jobDone && (
          <p className="small">
            Once the work is done you can review {company.name} for other homeowners: we e-mail you a link
            {company.jobDate ? ' the day after the job date' : ' when you mark the job done'}.
          </p>
        )
      )}
    </li>
  );
}

/**
 * `/my-request/{id}?token=…`: the homeowner's own view of their request (docs/decisions/0041-homeowner-request-page.md).
 * `jobRecords` is the job record section (features/job-records), a deferred part routes.tsx passes in.
 */
export function HomeownerRequestPage({ jobRecords: JobRecords }: { jobRecords?: ComponentType<{ id: string; token: string }> }) {
  const { id = '' } = useParams<{ id: string }>();
  const token = useSearchParams()[0].get('token') ?? '';
  const fetchPolicy = freshUnlessServerRendered(useLocation().key);
  const { data, loading, error } = useQuery(HomeownerRequestQuery, { variables: { id, token }, fetchPolicy });
  if (loading && !data) return <PageLoading label="Loading your request…" />;
  const request = data?.homeownerRequest;
  if (!request) {
    return (
      <main className="container narrow" id="main">
        <Head title="Your request: link not valid" robots="noindex, nofollow" />
        <HttpStatus code={403} />
        <h1>This link does not open a request</h1>
        <FormAlert>{messageOf(error, 'This link is not valid.')}</FormAlert>
        <p>
          <Link to={HOMEOWNER_REQUEST_PATH}>Find your removal request</Link> · <Link to="/contact">Contact us</Link>
        </p>
      </main>
    );
  }
  const locations = request.locations.map((location) => labelFor('location', location).toLowerCase()).join(', ');
  return (
    <main className="container narrow" id="main">
      <Head
        title={`Your removal request ${request.reference}`}
        description="Your spray foam removal request: the companies that bought it, their quotes, the job record and your removal record."
        robots="noindex, nofollow"
      />
      <h1>Your removal request</h1>
      <p className="lead">
        Hello {request.firstName}. Reference <strong className="reference">{request.reference}</strong>, sent on{' '}
        {formatLondonDateTime(request.createdAt)}.
      </p>
      <section aria-labelledby="estimate-heading">
        <h2 id="estimate-heading">Your estimate</h2>
        <p>
          <strong>{formatEstimate(request.estimateLowPence, request.estimateHighPence)}</strong> for a{' '}
          {labelFor('property', request.propertyType).toLowerCase()} in {request.district} with{' '}
          {labelFor('foam', request.foamType).toLowerCase()} foam{locations ? ` (${locations})` : ''}. The price is confirmed after a
          survey.
        </p>
      </section>
      <section aria-labelledby="companies-heading">
        <h2 id="companies-heading">Who has your details</h2>
        <p data-testid="request-stage">{stageText(request)}</p>
        {request.companies.length ? (
          <ul className="card-list">
            {request.companies.map((company) => (
              <CompanyCard key={company.id} company={company} link={{ id, token }} jobDone={Boolean(request.jobDoneAt)} />
            ))}
          </ul>
        ) : (
          <p className="empty-state">No company has your details yet. This page shows each one as soon as it takes your request.</p>
        )}
      </section>
      {request.companies.length > 0 && (
        <LazyPart label="Loading your quotes…">
          <QuotesSection id={id} token={token} />
        </LazyPart>
      )}
      {(request.stage === 'open' || request.stage === 'waiting') && !request.salesStopped && !request.chosenCompanyName && (
        <section aria-labelledby="stop-heading">
          <h2 id="stop-heading">Enough companies?</h2>
          <p>
            If you have the quotes you need, stop further sales: no other company can take your request from then on. The companies that
            already have your details are told.
          </p>
          <LazyPart label="Loading…">
            <StopSalesAction link={{ id, token }} />
          </LazyPart>
        </section>
      )}
      {request.salesStopped && <p data-testid="sales-stopped">You stopped further sales: no other company can take your request.</p>}
      {request.companies.some((company) => company.hired) && (
        <section aria-labelledby="done-heading">
          <h2 id="done-heading">The job</h2>
          {request.jobDoneAt ? (
            <p>You told us the job was done on {formatLondonDate(request.jobDoneAt)}. Thank you.</p>
          ) : (
            <LazyPart label="Loading…">
              <JobDoneAction link={{ id, token }} />
            </LazyPart>
          )}
        </section>
      )}
      {JobRecords && request.companies.some((company) => company.hired) && <JobRecords id={id} token={token} />}
      <p className="small">
        This link works until {formatLondonDate(request.linkExpiresAt)}. Keep it to yourself: anyone with it can see this page. Questions?{' '}
        <Link to="/contact">Contact us</Link> and quote {request.reference}.
      </p>
    </main>
  );
}
