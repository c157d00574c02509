import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatPounds } from '../../../../common/calculator';
import { Head } from '../../ui/head';
import { PageLoading } from '../../ui/ClientOnly';
import { FormAlert } from '../../ui/Field';
import { messageOf } from '../../lib/apollo';
import { formatLondonDate } from '../../lib/dates';
import { MyInvoicePdfLinkMutation, MyInvoicesQuery } from './billing.operations';
import { BalanceSection } from './BalanceSection';
import { useNewerOlder } from '../../ui/NewerOlder';

const PAGE_SIZE = 20;

/**
 * `paths.company.billing`: the prepaid balance with its top-up and ledger, then the company's VAT invoices and credit
 * notes, newest first, each downloadable as PDF.
 */
export function CompanyBillingPage() {
  const pages = useNewerOlder('invoices');
  const { data, loading, error, refetch } = useQuery(MyInvoicesQuery, {
    variables: { first: PAGE_SIZE, after: pages.after },
    fetchPolicy: 'cache-and-network',
  });
  const [link] = useMutation(MyInvoicePdfLinkMutation);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  async function download(id: string) {
    setDownloading(id);
    setDownloadError(null);
    try {
      const result = await link({ variables: { id } });
      // The PDF is sent as an attachment: the browser saves it and this page stays.
      if (result.data) window.location.assign(result.data.myInvoicePdfLink.url);
    } catch (caught) {
      setDownloadError(messageOf(caught, 'The PDF could not be prepared. Please try again.'));
    } finally {
      setDownloading(null);
    }
  }

  if (loading && !data) return <PageLoading label="Loading your invoices…" />;
  const page = data?.myInvoices;
  return (
    <main className="container" id="main">
      <Head title="Billing" robots="noindex, nofollow" />
      <h1>Billing</h1>
      <BalanceSection onTopUpSettled={() => void refetch()} />
      <h2>Invoices and credit notes</h2>
      <p>
        A VAT invoice for every payment, and a credit note for every refund to a card. Each is also e-mailed to your company address when it
        is issued.
      </p>
      {error && !data && (
        <FormAlert>
          {messageOf(error, 'Your invoices could not be loaded.')}{' '}
          <button type="button" className="button secondary small" onClick={() => refetch()}>
            Try again
          </button>
        </FormAlert>
      )}
      {downloadError && <FormAlert>{downloadError}</FormAlert>}
      {page && page.totalCount === 0 && <p>No invoices yet: your first appears here as soon as a payment goes through.</p>}
      {page && page.nodes.length > 0 && (
        <ul className="card-list invoice-list">
          {page.nodes.map((invoice) => {
            const credit = invoice.kind === 'CREDIT_NOTE';
            return (
              <li key={invoice.id} className="card">
                <h3 className="invoice-title">
                  {credit ? 'Credit note' : 'Invoice'} {invoice.number}
                </h3>
                <p className="muted">
                  {formatLondonDate(invoice.issuedAt)}
                  {credit && invoice.creditsInvoiceNumber ? ` · credits invoice ${invoice.creditsInvoiceNumber}` : ''}
                </p>
                <p>{invoice.description}</p>
                <p>
                  {formatPounds(invoice.netPence)} + VAT at {invoice.vatRatePercent}% {formatPounds(invoice.vatPence)} ={' '}
                  <strong>
                    {formatPounds(invoice.totalPence)}
                    {credit ? ' credited' : ''}
                  </strong>
                </p>
                <button
                  type="button"
                  className="button secondary small"
                  disabled={downloading === invoice.id}
                  aria-label={`Download ${credit ? 'credit note' : 'invoice'} ${invoice.number} (PDF)`}
                  onClick={() => void download(invoice.id)}
                >
                  {downloading === invoice.id ? 'Preparing…' : 'Download PDF'}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {pages.pager(page?.pageInfo)}
    </main>
  );
}
