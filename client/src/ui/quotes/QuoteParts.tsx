import { useState, type FormEvent } from 'react';
import { formatPounds } from '../../../../common/calculator';
import { CANCELLATION_NOTICE } from '../../../../common/quotes';
import type { QuoteMessageFieldsFragment, QuoteRevisionFieldsFragment } from '../../gql/graphql';
import { formatLondonDate, formatLondonDateTime } from '../../lib/dates';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { useSubmitOnce } from '../../lib/useSubmitOnce';
import { TextAreaField } from '../Field';

/*
 * What the company's quote section and the homeowner's compare view both show of a quote
 * (docs/requirements/quotes-and-removal-records.md).
 */

export type QuoteRevisionView = QuoteRevisionFieldsFragment;
export type QuoteMessageView = QuoteMessageFieldsFragment;

/** "20 %", "0 %", "5 %". */
export const vatRateText = (rate: number) => `${Math.round(rate * 1000) / 10} %`;

export const startText = (revision: Pick<QuoteRevisionView, 'earliestStart' | 'durationDays'>) =>
  `From ${formatLondonDate(revision.earliestStart)}, ${revision.durationDays} working day${revision.durationDays === 1 ? '' : 's'}`;

export const guaranteeText = ({ guarantee }: Pick<QuoteRevisionView, 'guarantee'>) =>
  guarantee.years === 0
    ? 'No guarantee'
    : `${guarantee.years} year${guarantee.years === 1 ? '' : 's'}, ${guarantee.insuranceBacked ? `insurance-backed by ${guarantee.insurer}` : 'not insurance-backed'}`;

export const depositText = ({ deposit }: Pick<QuoteRevisionView, 'deposit'>) =>
  deposit
    ? `${formatPounds(deposit.amountPence)}, ${deposit.protected ? `protected by ${deposit.protectedBy}` : 'not protected'}`
    : 'No deposit';

/** The VAT of a quote, rate by rate: "£96 (20 % on £480) + £0 (0 % on £1,500)". */
export const vatSummaryText = (revision: Pick<QuoteRevisionView, 'vatRegistered' | 'vatPence' | 'vatByRate'>) =>
  revision.vatRegistered
    ? `${formatPounds(revision.vatPence)} (${revision.vatByRate.map((rate) => `${vatRateText(rate.vatRate)} on ${formatPounds(rate.netPence)}`).join('; ')})`
    : `${formatPounds(0)}: the company is not VAT-registered`;

/** A quote as it was sent: its priced lines, totals and terms. */
export function QuoteRevisionDetails({ revision }: { revision: QuoteRevisionView }) {
  return (
    <div className="quote-revision">
      <table className="quote-lines">
        <caption className="visually-hidden">The lines of the quote</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Before VAT</th>
            <th scope="col">VAT</th>
          </tr>
        </thead>
        <tbody>
          {revision.lines.map((line, index) => (
            <tr key={index}>
              <th scope="row">
                {line.label}
                {line.kind !== 'other' && line.description && <span className="small"> ({line.description})</span>}
                {line.wasteCarrierRegistration && (
                  <span className="small">
                    {' '}
                    Waste carrier registration {line.wasteCarrierRegistration}
                    {line.wasteCarrierTier ? ` (${line.wasteCarrierTier} tier)` : ''}
                  </span>
                )}
              </th>
              <td>{formatPounds(line.netPence)}</td>
              <td>
                {formatPounds(line.vatPence)} <span className="small">({line.vatLabel})</span>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total before VAT</th>
            <td colSpan={2}>{formatPounds(revision.netPence)}</td>
          </tr>
          <tr>
            <th scope="row">VAT</th>
            <td colSpan={2}>{vatSummaryText(revision)}</td>
          </tr>
          <tr>
            <th scope="row">Total with VAT</th>
            <td colSpan={2}>
              <strong>{formatPounds(revision.totalPence)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      <dl className="details-list">
        <div>
          <dt>VAT worked out for</dt>
          <dd>a job finishing on {formatLondonDate(revision.supplyDate)}</dd>
        </div>
        <div>
          <dt>Valid until</dt>
          <dd>{formatLondonDate(revision.validUntil)}</dd>
        </div>
        <div>
          <dt>Start and duration</dt>
          <dd>{startText(revision)}</dd>
        </div>
        <div>
          <dt>Guarantee</dt>
          <dd>{guaranteeText(revision)}</dd>
        </div>
        <div>
          <dt>Deposit</dt>
          <dd>{depositText(revision)}</dd>
        </div>
        <div>
          <dt>Method statement</dt>
          <dd>{revision.methodStatement}</dd>
        </div>
      </dl>
    </div>
  );
}

/** The homeowner's right to cancel, the same fixed text on every quote; no company can change it. */
export function CancellationNotice({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <section className="cancellation-notice" aria-label={CANCELLATION_NOTICE.heading}>
      <Heading>{CANCELLATION_NOTICE.heading}</Heading>
      {CANCELLATION_NOTICE.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p className="small">
        Source:{' '}
        <a href={CANCELLATION_NOTICE.source.url} rel="noopener noreferrer">
          {CANCELLATION_NOTICE.source.title}
        </a>
      </p>
    </section>
  );
}

/**
 * The question thread on a quote and the box to write in: the homeowner asks, the company answers, each told by e-mail;
 * no contact details are needed.
 */
export function QuoteThread({
  messages,
  me,
  label,
  sendLabel,
  onSend,
}: {
  messages: readonly QuoteMessageView[];
  /** Who reads the thread: their own messages say "You". */
  me: 'homeowner' | 'company';
  label: string;
  sendLabel: string;
  onSend: (text: string) => Promise<unknown>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const sending = useSubmitOnce();
  const other = me === 'homeowner' ? 'The company' : 'The homeowner';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!text.trim()) {
      setError('Write your message first');
      return;
    }
    await sending.once(async () => {
      try {
        await onSend(text);
        setText('');
      } catch (failure) {
        setError(fieldErrorsOf(failure).text ?? messageOf(failure));
      }
    });
  }

  return (
    <div className="quote-thread">
      {messages.length > 0 && (
        <ol className="quote-messages" aria-label="Questions and answers">
          {messages.map((message) => (
            <li key={message.id} className={`quote-message from-${message.from}`}>
              <p className="small">
                {message.from === me ? 'You' : other}, {formatLondonDateTime(message.at)}
              </p>
              <p className="quote-message-text">{message.text || 'This message was erased.'}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={onSubmit} noValidate>
        <TextAreaField
          label={label}
          rows={3}
          maxLength={2000}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error ?? undefined}
        />
        <button type="submit" className="button secondary" disabled={sending.pending}>
          {sending.pending ? 'Sending…' : sendLabel}
        </button>
      </form>
    </div>
  );
}
