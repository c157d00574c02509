import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { PropertyType } from '../../../../common/calculator';
import type { UkRegion } from '../../../../common/ukRegions';
import { UK_REGIONS } from '../../../../common/ukRegions';
import type { CompanyQuoteFieldsFragment, MyQuoteQuery as MyQuoteData } from '../../gql/graphql';
import { messageOf } from '../../lib/apollo';
import { formatLondonDate } from '../../lib/dates';
import { paths, VAT_REGISTRATION_ANCHOR } from '../../lib/paths';
import { PageLoading } from '../../ui/ClientOnly';
import { FormAlert } from '../../ui/Field';
import { Link } from '../../ui/Link';
import { QuoteRevisionDetails, QuoteThread } from '../../ui/quotes/QuoteParts';
import { AnswerQuoteQuestionMutation, MyQuoteQuery, SendQuoteMutation } from './quotes.operations';
import { draftFrom, QuoteForm } from './QuoteForm';

type CompanyQuote = CompanyQuoteFieldsFragment;

/** What the homeowner decided, as the company reads it. */
function statusText(quote: CompanyQuote): string {
  switch (quote.status) {
    case 'accepted':
      return `Accepted: the homeowner hired you${quote.decidedAt ? ` on ${formatLondonDate(quote.decidedAt)}` : ''}.`;
    case 'not_chosen':
      return 'Not chosen: the homeowner accepted another company’s quote, so the job went elsewhere.';
    case 'declined':
      return `Declined by the homeowner${quote.declineReason ? `. Their reason: ${quote.declineReason}` : ''}. You can revise it and send it again.`;
    default:
      return 'Sent: waiting for the homeowner to decide.';
  }
}

const regionOf = (region: string): UkRegion | null => ((UK_REGIONS as readonly string[]).includes(region) ? (region as UkRegion) : null);

/**
 * The company's quote on a lead it bought (docs/requirements/quotes-and-removal-records.md): the form until it is sent,
 * then the quote as sent, what the homeowner decided, "Revise" until a quote is accepted, and the question thread.
 */
export function QuoteSection({
  lead,
  refusal,
}: {
  lead: { id: string; region: string; propertyType: string };
  /** Why this user cannot send or answer (a viewer), or null. */
  refusal: string | null;
}) {
  const variables = { leadId: lead.id };
  const { data, loading, error } = useQuery(MyQuoteQuery, { variables, fetchPolicy: 'cache-and-network' });
  const [send] = useMutation(SendQuoteMutation);
  const [answer] = useMutation(AnswerQuoteQuestionMutation);
  const [revising, setRevising] = useState(false);

  const store = (quote: CompanyQuote, current: MyQuoteData) => ({ ...current, myQuote: quote });

  return (
    <section aria-labelledby="quote-heading">
      <h2 id="quote-heading">Your quote</h2>
      {!data ? (
        loading ? (
          <PageLoading label="Loading your quote…" />
        ) : (
          <FormAlert>{messageOf(error, 'Your quote could not be loaded')}</FormAlert>
        )
      ) : (
        <QuoteSectionBody
          data={data}
          lead={lead}
          refusal={refusal}
          revising={revising}
          setRevising={setRevising}
          onSend={async (input) => {
            await send({
              variables: { leadId: lead.id, input },
              update: (cache, result) => {
                if (result.data) cache.writeQuery({ query: MyQuoteQuery, variables, data: store(result.data.sendQuote, data) });
              },
            });
            setRevising(false);
          }}
          onAnswer={(text) =>
            answer({
              variables: { leadId: lead.id, text },
              update: (cache, result) => {
                if (result.data) cache.writeQuery({ query: MyQuoteQuery, variables, data: store(result.data.answerQuoteQuestion, data) });
              },
            })
          }
        />
      )}
    </section>
  );
}

function QuoteSectionBody({
  data,
  lead,
  refusal,
  revising,
  setRevising,
  onSend,
  onAnswer,
}: {
  data: MyQuoteData;
  lead: { id: string; region: string; propertyType: string };
  refusal: string | null;
  revising: boolean;
  setRevising: (revising: boolean) => void;
  onSend: Parameters<typeof QuoteForm>[0]['onSend'];
  onAnswer: (text: string) => Promise<unknown>;
}) {
  const quote = data.myQuote;
  const vatRegistered = data.myCompany?.vatRegistered ?? null;
  const canRevise = quote ? quote.status === 'sent' || quote.status === 'declined' : true;
  const profileLink = `${paths.company.profile}#${VAT_REGISTRATION_ANCHOR}`;

  const form =
    vatRegistered === null ? (
      <FormAlert tone="info">
        Before you quote, say whether your company is VAT-registered: it decides whether your quotes add VAT.{' '}
        <Link to={profileLink}>Answer it on your profile</Link>.
      </FormAlert>
    ) : (
      <QuoteForm
        key={quote ? `revise-${quote.revisionCount}` : 'new'}
        context={{ region: regionOf(lead.region), propertyType: lead.propertyType as PropertyType, vatRegistered }}
        initial={draftFrom(quote?.latest)}
        revising={Boolean(quote)}
        onSend={onSend}
        onCancel={quote ? () => setRevising(false) : undefined}
      />
    );

  if (!quote) {
    if (refusal) return <FormAlert tone="info">{refusal}</FormAlert>;
    return (
      <>
        <p>Send the homeowner a quote here: they compare it with the others on their request page and can accept it on the site.</p>
        {form}
      </>
    );
  }

  return (
    <>
      <p data-testid="quote-status">
        <strong>{statusText(quote)}</strong>
      </p>
      <p className="small">
        {quote.revisionCount === 1 ? 'Sent once' : `Revised ${quote.revisionCount - 1} time${quote.revisionCount === 2 ? '' : 's'}`}, last
        on {formatLondonDate(quote.latest.sentAt)}.
      </p>
      {revising && canRevise && !refusal ? (
        form
      ) : (
        <>
          <QuoteRevisionDetails revision={quote.latest} />
          {canRevise && !refusal && (
            <p>
              <button type="button" className="button secondary" onClick={() => setRevising(true)}>
                Revise
              </button>
            </p>
          )}
        </>
      )}
      <h3>Questions from the homeowner</h3>
      {quote.messages.length === 0 && <p className="small">No questions yet. We e-mail you when the homeowner asks one.</p>}
      {refusal ? (
        <ol className="quote-messages">
          {quote.messages.map((message) => (
            <li key={message.id}>{message.text}</li>
          ))}
        </ol>
      ) : (
        <QuoteThread messages={quote.messages} me="company" label="Your answer" sendLabel="Send answer" onSend={onAnswer} />
      )}
    </>
  );
}
