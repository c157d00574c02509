import { useDeferredValue, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatEstimate, formatPounds } from '../../../../common/calculator';
import { ESTIMATE_PLACEMENT_LABELS, type EstimatePlacement } from '../../../../common/quotes';
import type { HomeownerQuotesFieldsFragment } from '../../gql/graphql';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { formatLondonDate } from '../../lib/dates';
import { PageLoading } from '../../ui/ClientOnly';
import { FormAlert, TextAreaField } from '../../ui/Field';
import { ConfirmBox } from '../../ui/ConfirmBox';
import {
  CancellationNotice,
  depositText,
  guaranteeText,
  QuoteThread,
  startText,
  vatRateText,
  vatSummaryText,
} from '../../ui/quotes/QuoteParts';
import { AcceptQuoteMutation, AskQuoteQuestionMutation, DeclineQuoteMutation, HomeownerQuotesQuery } from './quotes.operations';

type Quotes = HomeownerQuotesFieldsFragment;
type Quote = Quotes['quotes'][number];
type RequestLink = { id: string; token: string };

const STATUS_LABELS: Record<string, string> = {
  sent: '',
  accepted: 'You accepted this quote',
  not_chosen: 'Not chosen',
  declined: 'You declined this quote',
};

/** One row of a quote's card: the same rows in the same order on every card, so they line up side by side. */
function Row({ label, kind, children }: { label: string; kind: string; children: ReactNode }) {
  return (
    <div className="compare-row" data-row={kind}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The rows of the comparison for one quote: its lines of each kind any quote includes, then its totals and terms. */
function QuoteRows({ quote, quotes }: { quote: Quote; quotes: Quotes }) {
  const { latest } = quote;
  return (
    <dl className="compare-rows">
      {quotes.rows.map((row) => {
        const lines = latest.lines.filter((line) => line.kind === row.kind);
        return (
          <Row key={row.kind} label={row.label} kind={row.kind}>
            {lines.length === 0 ? (
              <span className="not-included">Not included</span>
            ) : (
              lines.map((line, index) => (
                <span key={index} className="compare-line">
                  {formatPounds(line.netPence)} + VAT {vatRateText(line.vatRate)}
                  <span className="small"> {line.label}</span>
                </span>
              ))
            )}
          </Row>
        );
      })}
      <Row label="Total before VAT" kind="net">
        {formatPounds(latest.netPence)}
      </Row>
      <Row label="VAT" kind="vat">
        {vatSummaryText(latest)}
      </Row>
      <Row label="Total with VAT" kind="total">
        <strong>{formatPounds(latest.totalPence)}</strong>
      </Row>
      <Row label="Against our estimate" kind="placement">
        {ESTIMATE_PLACEMENT_LABELS[quote.placement as EstimatePlacement] ?? quote.placement}
        <span className="small"> ({formatEstimate(quotes.estimateLowPence, quotes.estimateHighPence)})</span>
      </Row>
      <Row label="Valid until" kind="valid">
        {formatLondonDate(latest.validUntil)}
        {!quote.valid && <span className="small"> (expired: ask the company for a new quote)</span>}
      </Row>
      <Row label="Start and duration" kind="start">
        {startText(latest)}
      </Row>
      <Row label="Guarantee" kind="guarantee">
        {guaranteeText(latest)}
      </Row>
      <Row label="Deposit" kind="deposit">
        {depositText(latest)}
      </Row>
      <Row label="Method statement" kind="method">
        <span className="method-statement">{latest.methodStatement}</span>
      </Row>
      <Row label="Your right to cancel" kind="cancel">
        14 days after you accept: see below
      </Row>
    </dl>
  );
}

/** The server's word on the reason typed, when it refused that, rather than the answer's general message. */
const reasonError = (failure: unknown) => fieldErrorsOf(failure).reason;

function QuoteActions({
  quote,
  quotes,
  link,
  onAnswer,
}: {
  quote: Quote;
  quotes: Quotes;
  link: RequestLink;
  onAnswer: (data: Quotes) => void;
}) {
  const [asking, setAsking] = useState<'accept' | 'decline' | 'question' | null>(null);
  const [reason, setReason] = useState('');
  const [accept] = useMutation(AcceptQuoteMutation);
  const [decline] = useMutation(DeclineQuoteMutation);
  const [ask] = useMutation(AskQuoteQuestionMutation);
  const open = !quotes.acceptedQuoteId;

  return (
    <div className="compare-actions">
      {open && quote.valid && asking === 'accept' && (
        <ConfirmBox
          question={`Accept ${quote.companyName}’s quote of ${formatPounds(quote.latest.totalPence)}?`}
          details={`We mark ${quote.companyName} as the company you hired, tell the other companies that bought your request that the job went elsewhere, and no more companies can buy your request. You keep your right to cancel within 14 days.`}
          confirmLabel="Yes, accept this quote"
          errorOf={reasonError}
          onCancel={() => setAsking(null)}
          onConfirm={async () => {
            const result = await accept({ variables: { ...link, quoteId: quote.id } });
            if (result.data) onAnswer(result.data.acceptQuote);
          }}
        />
      )}
      {open && asking === 'decline' && (
        <ConfirmBox
          question={`Decline ${quote.companyName}’s quote?`}
          details="We tell the company, with your reason if you give one."
          confirmLabel="Yes, decline this quote"
          errorOf={reasonError}
          onCancel={() => setAsking(null)}
          onConfirm={async () => {
            const result = await decline({ variables: { ...link, quoteId: quote.id, reason: reason.trim() || null } });
            if (result.data) onAnswer(result.data.declineQuote);
            setAsking(null);
          }}
        >
          <TextAreaField
            label="Why? (optional)"
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </ConfirmBox>
      )}
      {asking === null && (
        <div className="actions">
          {open && quote.valid && quote.status !== 'declined' && (
            <button type="button" className="button" onClick={() => setAsking('accept')}>
              Accept this quote
            </button>
          )}
          {open && quote.status !== 'declined' && (
            <button type="button" className="button secondary" onClick={() => setAsking('decline')}>
              Decline
            </button>
          )}
        </div>
      )}
      <details className="quote-questions" open={quote.messages.length > 0 || asking === 'question'}>
        <summary>
          Ask a question{quote.messages.length ? ` (${quote.messages.length} message${quote.messages.length === 1 ? '' : 's'})` : ''}
        </summary>
        <QuoteThread
          messages={quote.messages}
          me="homeowner"
          label={`Your question to ${quote.companyName}`}
          sendLabel="Send question"
          onSend={async (text) => {
            const result = await ask({ variables: { ...link, quoteId: quote.id, text } });
            if (result.data) onAnswer(result.data.askQuoteQuestion);
          }}
        />
        <p className="small">We e-mail {quote.companyName} your question and you its answer; you need not give your phone or e-mail.</p>
      </details>
    </div>
  );
}

/** The quotes on the homeowner's request, side by side (docs/requirements/quotes-and-removal-records.md#compare). */
export default function QuotesSection(link: RequestLink) {
  const { data: answer, loading, error, client } = useQuery(HomeownerQuotesQuery, { variables: link, fetchPolicy: 'cache-and-network' });
  // The compare view renders in the background, a few milliseconds at a time, not in one long task as the answer arrives.
  const data = useDeferredValue(answer);
  const store = (quotes: Quotes) => client.writeQuery({ query: HomeownerQuotesQuery, variables: link, data: { homeownerQuotes: quotes } });

  return (
    <section aria-labelledby="quotes-heading" className="quotes-compare">
      <h2 id="quotes-heading">Quotes</h2>
      {!data ? (
        loading || answer ? (
          <PageLoading label="Loading your quotes…" />
        ) : (
          <FormAlert>{messageOf(error, 'Your quotes could not be loaded. Please reload the page.')}</FormAlert>
        )
      ) : data.homeownerQuotes.quotes.length === 0 ? (
        <p className="empty-state">Companies that bought your request can send a quote here; we e-mail you when one arrives.</p>
      ) : (
        <QuotesCompare quotes={data.homeownerQuotes} link={link} onAnswer={store} />
      )}
    </section>
  );
}

function QuotesCompare({ quotes, link, onAnswer }: { quotes: Quotes; link: RequestLink; onAnswer: (data: Quotes) => void }) {
  const rowCount = quotes.rows.length + 12;
  const accepted = quotes.quotes.find((quote) => quote.id === quotes.acceptedQuoteId);
  return (
    <>
      <p>
        {accepted
          ? `You accepted ${accepted.companyName}’s quote. The other companies have been told the job went elsewhere.`
          : `Every quote has the same rows in the same order, so you can see what one includes and another leaves out. Amounts are before VAT unless they say otherwise; the VAT on each line is worked out by the rules, not typed by the company.`}
      </p>
      <div className="compare-grid">
        {quotes.quotes.map((quote) => (
          <article
            key={quote.id}
            className={`compare-card${quote.id === quotes.acceptedQuoteId ? ' accepted' : ''}`}
            data-testid="quote-card"
            aria-labelledby={`quote-${quote.id}`}
            style={{ gridRow: `span ${rowCount}` }}
          >
            <header className="compare-head">
              <h3 id={`quote-${quote.id}`}>{quote.companyName}</h3>
              {STATUS_LABELS[quote.status] && <span className="badge">{STATUS_LABELS[quote.status]}</span>}
              {quote.status === 'declined' && quote.declineReason && <p className="small">Your reason: {quote.declineReason}</p>}
              {quote.changed && quote.changedAt && (
                <p className="small" data-testid="quote-changed">
                  Changed on {formatLondonDate(quote.changedAt)}
                </p>
              )}
            </header>
            <QuoteRows quote={quote} quotes={quotes} />
            <QuoteActions quote={quote} quotes={quotes} link={link} onAnswer={onAnswer} />
          </article>
        ))}
      </div>
      <CancellationNotice />
    </>
  );
}
