import type { ComponentType } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import {
  COMPANY_DIRECTORY_PATH,
  QUOTE_FORM_PATH,
  SINGLE_COMPANY_PATH,
  companyRefOf,
  targetCompanyProblem,
} from '../../../../common/singleCompanyRequest';
import { Head, HttpStatus } from '../../ui/head';
import { ErrorScreen } from '../../ui/ErrorScreen';
import { PageLoading } from '../../ui/ClientOnly';
import type { QuoteCompany } from './SingleCompanyQuoteForm';
import { QuoteCompanyQuery } from './quoteCompany.operations';

/**
 * `/contact/single-company?company=<slug or id>`: the quote form for one company. The form appears only for
 * an active company, named on the page; without one the page explains and offers the ways on, because a
 * request sent from here must never quietly become a shared lead (docs/requirements/single-company-requests.md).
 *
 * `form` is the quote form for the company (SingleCompanyQuoteForm). routes.tsx passes it as an island: the
 * server renders it complete, and the browser hydrates the form alone, not the page's company check
 * (docs/decisions/0021-text-pages-hydrate-islands.md).
 */
export function SingleCompanyQuotePage({ form: QuoteForm }: { form: ComponentType<{ company: QuoteCompany }> }) {
  const [params] = useSearchParams();
  const given = params.get('company');
  const ref = companyRefOf(given);
  const { data, loading, error } = useQuery(QuoteCompanyQuery, { variables: { company: ref ?? '' }, skip: !ref });

  if (!given?.trim()) return <NoCompany />;
  if (ref && loading && !data) return <PageLoading label="Finding the company…" />;
  if (error) return <ErrorScreen status={500} />;
  const company = (ref && data?.quoteCompany) || null;
  const problem = targetCompanyProblem(
    company && { name: company.name, active: company.acceptingRequests, regions: company.regions },
    null,
  );
  if (!company || problem) {
    return (
      <CompanyUnavailable
        title={company ? `${company.name} is not taking requests at the moment` : 'We could not find that company'}
        message={problem?.message ?? ''}
        notFound={!company}
      />
    );
  }
  return <QuoteForm company={{ id: company.id, name: company.name, ref: ref!, regions: company.regions }} />;
}

/** Where to go instead: the companies listed by area, and the form that asks several companies. */
function WaysOn() {
  return (
    <>
      <div className="actions">
        <Link className="button" to={COMPANY_DIRECTORY_PATH}>
          Find a company near you
        </Link>
        <Link className="button secondary" to={QUOTE_FORM_PATH}>
          Get quotes from up to three companies
        </Link>
      </div>
      <p>
        Not sure whom to choose? Read <Link to="/spray-foam-removal-companies">how to choose a removal company</Link>.
      </p>
    </>
  );
}

function NoCompany() {
  return (
    <main className="container narrow" id="main">
      <Head
        title="Request a quote from one company"
        description="Send your spray foam removal request to one vetted company only: choose the company from the list for your area first."
        canonicalPath={SINGLE_COMPANY_PATH}
      />
      <h1>Choose a company first</h1>
      <p className="lead">
        This form sends your request to one removal company only, and no other company sees it. To use it, choose the company: find your
        town or city, then press “Request a quote from …” beside the company you want.
      </p>
      <p>Or ask us for quotes, and we pass your request to up to three vetted companies that cover your area.</p>
      <WaysOn />
    </main>
  );
}

function CompanyUnavailable({ title, message, notFound }: { title: string; message: string; notFound: boolean }) {
  return (
    <main className="container narrow" id="main">
      <Head title={title} robots="noindex, follow" canonicalPath={SINGLE_COMPANY_PATH} />
      {notFound && <HttpStatus code={404} />}
      <h1>{title}</h1>
      <p className="lead">{message}.</p>
      <WaysOn />
    </main>
  );
}
