import { readCompany } from '../companies';
import { runTransaction, Timestamp } from '../../platform/firestore/unitOfWork';
import { countedPage, type PageArgs } from '../../platform/graphql/connections';
import { forbidden, invalidInput, notFound } from '../../platform/graphql/errors';
import { logger } from '../../platform/logger';
import { queueMail } from '../../platform/mail/outbox';
import { services } from '../../platform/services';
import {
  createInvoiceIn,
  invoiceIdOf,
  invoicesIssuedBetween,
  invoicesList,
  readInvoice,
  readInvoiceIn,
  readSeriesNumberIn,
} from './invoices.repository';
import { InvoiceKind, type Invoice, type InvoiceConnection, type InvoiceFilter } from './invoices.types';
import { MAIL_LINK_LIFETIME_MS, SCREEN_LINK_LIFETIME_MS, signedInvoicePdfLink } from './invoiceLink';

/**
 * What is invoiced: a settled payment, whatever it bought (a lead place, the certification fee, and later a
 * balance top-up): the payments module hands over its own record, this module never reads payments.
 */
export interface InvoiceSource {
  paymentId: string;
  companyId: string;
  /** What was supplied, e.g. "Lead SFR-000123 (SW1A, London)". */
  description: string;
  netPence: number;
  vatPence: number;
  currency: string;
  /** The time of supply: when the payment settled. */
  paidAt: Date;
}

export interface CreditSource extends InvoiceSource {
  refundedAt: Date;
  reason: string;
  /**
   * The payment whose invoice this credits, when not `paymentId` itself: a lead paid from prepaid credit and
   * refunded to the card credits the top-up's invoice (docs/decisions/0050-prepaid-balance.md).
   */
  creditsPaymentId?: string;
}

const SERIES_PREFIX: Record<InvoiceKind, string> = { [InvoiceKind.INVOICE]: 'INV', [InvoiceKind.CREDIT_NOTE]: 'CN' };
export const formatInvoiceNumber = (kind: InvoiceKind, sequence: number) => `${SERIES_PREFIX[kind]}-${String(sequence).padStart(6, '0')}`;

/**
 * One issuing transaction per series at a time in this process: concurrent settlements on one instance queue
 * here instead of contending for the counter, so the counter only ever sees one transaction per instance.
 */
const queues = new Map<InvoiceKind, Promise<unknown>>();
function oneAtATime<T>(kind: InvoiceKind, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(kind) ?? Promise.resolve();
  const next = previous.then(work, work);
  queues.set(
    kind,
    next.catch(() => undefined),
  );
  return next;
}

const vatRatePercentOf = (netPence: number, vatPence: number) => (netPence > 0 ? Math.round((vatPence / netPence) * 100) : 0);

/**
 * Issues the document of `kind` for a payment, once: its id is derived from the payment, and the transaction
 * that creates it is the one that takes the next number of its series (read counter, write counter + 1), so a
 * number is used only by a document that exists (no gaps) and never twice (no repeats). Calling it again for
 * the same payment answers the document already issued. The company is e-mailed a link to the PDF.
 */
async function issue(
  kind: InvoiceKind,
  source: InvoiceSource,
  credit: { refundedAt: Date; reason: string; creditsPaymentId: string } | null,
): Promise<Invoice> {
  const id = invoiceIdOf(kind, source.paymentId);
  const existing = await readInvoice(id);
  if (existing) return existing;
  const link = await signedInvoicePdfLink(id, MAIL_LINK_LIFETIME_MS);
  const supplier = services().config.invoicing;
  return oneAtATime(kind, () =>
    runTransaction(async (tx) => {
      const already = await readInvoiceIn(tx, id);
      if (already) return already;
      const lastNumber = await readSeriesNumberIn(tx, kind);
      const original = credit ? await readInvoiceIn(tx, invoiceIdOf(InvoiceKind.INVOICE, credit.creditsPaymentId)) : null;
      if (credit && !original) throw new Error(`Payment ${credit.creditsPaymentId} has no invoice to credit`);
      const company = await readCompany(tx, source.companyId);
      const sequence = lastNumber + 1;
      const now = Timestamp.now();
      const number = formatInvoiceNumber(kind, sequence);
      const customerAddress = [company?.address, company?.postcode].filter((part) => part && part.trim()).join(', ');
      const stored = {
        kind,
        number,
        sequence,
        issuedAt: now,
        supplyDate: Timestamp.fromDate(credit ? credit.refundedAt : source.paidAt),
        paymentId: source.paymentId,
        companyId: source.companyId,
        supplier: { name: supplier.supplierName, address: supplier.supplierAddress, vatNumber: supplier.vatNumber },
        supplierConfigured: supplier.configured,
        customer: { name: company?.name ?? 'Company no longer registered', address: customerAddress },
        description: source.description,
        // Every payment buys one thing: a lead place, a certificate, or one top-up of credit.
        quantity: 1,
        unitPricePence: source.netPence,
        netPence: source.netPence,
        vatRatePercent: vatRatePercentOf(source.netPence, source.vatPence),
        vatPence: source.vatPence,
        totalPence: source.netPence + source.vatPence,
        currency: source.currency,
        creditsInvoiceId: original?.id ?? null,
        creditsInvoiceNumber: original?.number ?? null,
        reason: credit?.reason ?? null,
      };
      createInvoiceIn(tx, id, stored, now);
      if (company?.email) {
        queueMail(
          tx,
          {
            to: company.email,
            template: 'invoice_issued',
            data: {
              companyName: company.name || 'there',
              creditNote: kind === InvoiceKind.CREDIT_NOTE,
              number,
              creditsNumber: original?.number ?? null,
              description: source.description,
              totalPence: stored.totalPence,
              pdfPath: link.url,
            },
            related: [`invoices/${id}`, `payments/${source.paymentId}`],
          },
          now,
        );
      }
      return {
        ...stored,
        id,
        issuedAt: now.toDate(),
        supplyDate: stored.supplyDate.toDate(),
        customer: { ...stored.customer, vatNumber: null },
      };
    }),
  );
}

/** The VAT invoice of a settled payment: issued once whatever the number of calls. */
export function issueInvoice(source: InvoiceSource): Promise<Invoice> {
  return issue(InvoiceKind.INVOICE, source, null);
}

/** The credit note of a refunded payment, naming its invoice (issued first if it was still owed). */
export async function issueCreditNote(source: CreditSource): Promise<Invoice> {
  // A top-up's invoice is issued by its own payment; this payment's own may still be owed.
  if (!source.creditsPaymentId) await issueInvoice(source);
  const creditsPaymentId = source.creditsPaymentId ?? source.paymentId;
  return issue(InvoiceKind.CREDIT_NOTE, source, { refundedAt: source.refundedAt, reason: source.reason, creditsPaymentId });
}

function checkRange(filter: InvoiceFilter | null | undefined) {
  const from = filter?.issuedFrom ?? null;
  const to = filter?.issuedTo ?? null;
  if (from && to && to <= from)
    throw invalidInput([{ path: 'filter.issuedTo', message: 'The end of the date range must be after its start' }]);
  return { from, to };
}

export async function companyInvoicesPage(companyId: string, page: PageArgs): Promise<InvoiceConnection> {
  return countedPage(invoicesList({ companyId }), page);
}

export async function adminInvoicesPage(filter: InvoiceFilter | null | undefined, page: PageArgs): Promise<InvoiceConnection> {
  const { from, to } = checkRange(filter);
  return countedPage(invoicesList({ kind: filter?.kind ?? null, issuedFrom: from, issuedTo: to }), page);
}

/** A company's own invoice or credit note; another company's: FORBIDDEN. */
export async function companyInvoice(id: string, companyId: string): Promise<Invoice> {
  const invoice = await readInvoice(id);
  if (!invoice) throw notFound('There is no such invoice');
  if (invoice.companyId !== companyId) throw forbidden('This invoice belongs to another company');
  return invoice;
}

export async function invoiceScreenLink(id: string) {
  if (!(await readInvoice(id))) throw notFound('There is no such invoice');
  return signedInvoicePdfLink(id, SCREEN_LINK_LIFETIME_MS);
}

/** At most this many documents in one CSV: a year of invoices at the site's rate, far more than one quarter's return needs. */
export const CSV_LIMIT = 10_000;

const pounds = (pence: number) => (pence / 100).toFixed(2);
const csvCell = (value: string | number | null) => {
  let text = value === null ? '' : String(value);
  // A cell that could start a spreadsheet formula is defused; a negative amount is a number, not a formula.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The accountant's export: every invoice and credit note issued in [from, to), invoices then credit notes, each
 * series in number order; credit notes' amounts negative, so the columns sum to the period's net sales and VAT.
 */
export async function invoicesCsv(from: Date, to: Date): Promise<string> {
  if (to <= from) throw invalidInput([{ path: 'issuedTo', message: 'The end of the date range must be after its start' }]);
  const documents = await invoicesIssuedBetween(from, to, CSV_LIMIT + 1);
  if (documents.length > CSV_LIMIT)
    throw invalidInput([{ path: 'issuedFrom', message: `More than ${CSV_LIMIT} documents: choose a shorter period` }]);
  documents.sort((a, b) => (a.kind === b.kind ? a.sequence - b.sequence : a.kind === InvoiceKind.INVOICE ? -1 : 1));
  const header = [
    'Number',
    'Type',
    'Issued',
    'Time of supply',
    'Customer',
    'Customer address',
    'Description',
    'Quantity',
    'Unit price (GBP)',
    'Net (GBP)',
    'VAT rate (%)',
    'VAT (GBP)',
    'Total (GBP)',
    'Credits invoice',
    'Payment id',
  ];
  const rows = documents.map((doc) => {
    const sign = doc.kind === InvoiceKind.CREDIT_NOTE ? -1 : 1;
    return [
      doc.number,
      doc.kind === InvoiceKind.INVOICE ? 'Invoice' : 'Credit note',
      doc.issuedAt.toISOString(),
      doc.supplyDate.toISOString(),
      doc.customer.name,
      doc.customer.address,
      doc.description,
      doc.quantity,
      pounds(sign * doc.unitPricePence),
      pounds(sign * doc.netPence),
      doc.vatRatePercent,
      pounds(sign * doc.vatPence),
      pounds(sign * doc.totalPence),
      doc.creditsInvoiceNumber ?? '',
      doc.paymentId,
    ];
  });
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** For a caller that must not fail because an invoice could not be issued now (the sweep issues it later). */
export async function issueQuietly(work: () => Promise<unknown>, paymentId: string) {
  try {
    await work();
    return true;
  } catch (error) {
    logger.error({ err: error, paymentId }, 'an invoice or credit note could not be issued now; the next sweep issues it');
    return false;
  }
}
