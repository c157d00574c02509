import { useQuery } from '@apollo/client/react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { formatEstimate } from '../../../../common/calculator';
import { LEAD_PRICING } from '../../../../common/leadPricing';
import { companyRefOf } from '../../../../common/singleCompanyRequest';
import { HOMEOWNER_REQUEST_PATH } from '../../../../common/homeownerRequest';
import { Head } from '../../ui/head';
import { QuoteCompanyQuery } from './quoteCompany.operations';

/**
 * After a quote request: the reference (`?ref=`) and what happens next. A single-company request adds
 * `?company=` (the slug or id its form was opened with); the company's name shown here comes from the
 * server's own data for that company, never from text in the link.
 */
export function ThankYouPage() {
  const [params] = useSearchParams();
  const reference = params.get('ref');
  const companyRef = companyRefOf(params.get('company'));
  const { data } = useQuery(QuoteCompanyQuery, { variables: { company: companyRef ?? '' }, skip: !companyRef });
  const companyName = data?.quoteCompany?.name ?? null;
  // The form passes its receipt along (a reload or the no-JavaScript form has none: the e-mail carries the estimate).
  const receipt = (
    useLocation().state as {
      receipt?: { estimateLowPence: number; estimateHighPence: number; requestPagePath?: string | null };
    } | null
  )?.receipt;
  // The request page's private link, as the confirmation e-mail carries it: only the form's own answer has it.
  const requestPage = receipt?.requestPagePath?.startsWith(`${HOMEOWNER_REQUEST_PATH}/`) ? receipt.requestPagePath : null;
  return (
    <main className="container narrow" id="main">
      <Head title="Thank you: your request is in" robots="noindex, follow" />
      <h1>Thank you: your request is in</h1>
      {reference ? (
        <p className="lead">
          Your reference is <strong className="reference">{reference}</strong>. Keep it for your records.
        </p>
      ) : (
        <p className="lead">We have your message.</p>
      )}
      {receipt && (
        <p data-testid="thank-you-estimate">
          Your estimate: <strong>{formatEstimate(receipt.estimateLowPence, receipt.estimateHighPence)}</strong>. It is a guide; the price is
          confirmed after a survey.
        </p>
      )}
      {requestPage && (
        <p>
          <Link className="button" to={requestPage}>
            See your request page
          </Link>{' '}
          It shows each company that takes your request, with its phone number. We have e-mailed you the same link: keep it to yourself.
        </p>
      )}
      <h2>What happens next</h2>
      {companyRef ? (
        <ol>
          <li>
            We send your request to {companyName ?? 'the company you chose'} only: we do not pass it to any other company. When{' '}
            {companyName ?? 'that company'} takes it, they receive your details and contact you to arrange a survey and quote.
          </li>
          <li>We have e-mailed you a link to your request page, which shows when the company has your details.</li>
          <li>You decide whether to go ahead. There is no obligation.</li>
        </ol>
      ) : (
        <ol>
          <li>
            We offer your request to vetted removal companies that cover your area: companies whose insurance and waste carrier registration
            we have checked. Unless we need to check your request first, we e-mail them about it now (without your contact details).
          </li>
          <li>
            Up to three companies can take it, for the next {LEAD_PRICING.marketplaceDays} days. A company receives your name, phone, e-mail
            and postcode at the moment it takes your request, and contacts you to arrange a survey and quote. No company receives them
            before.
          </li>
          <li>
            We have e-mailed you a link to your request page, which shows each company as it takes your request, with its phone number and
            the checks we hold. There you can stop further sales once you have enough quotes.
          </li>
          <li>You compare the quotes. There is no obligation to accept any of them.</li>
        </ol>
      )}
      <p>
        While you wait, read <Link to="/mortgage-impact">how spray foam affects mortgages</Link> or{' '}
        <Link to="/spray-foam-removal-quotes">how to compare removal quotes</Link>.
      </p>
    </main>
  );
}
