import { countedPage, type PageArgs } from '../../platform/graphql/connections';
import { invalidInput } from '../../platform/graphql/errors';
import { adminPaymentCells, adminPaymentsList, isPaymentId } from './payments.repository';
import { figureCells, paymentFigures } from './paymentFigures';
import { refundPayment } from './payments.service';
import type { AdminPaymentFilter, PaymentConnection } from './adminPayments.types';
import type { Payment } from './payments.types';

export async function adminPaymentsPage(filter: AdminPaymentFilter | null | undefined, page: PageArgs): Promise<PaymentConnection> {
  const createdFrom = filter?.createdFrom ?? null;
  const createdTo = filter?.createdTo ?? null;
  if (createdFrom && createdTo && createdTo <= createdFrom) {
    throw invalidInput([{ path: 'filter.createdTo', message: 'The end of the date range must be after its start' }]);
  }
  const query = {
    status: filter?.status ?? null,
    kind: filter?.kind ?? null,
    companyId: filter?.companyId ?? null,
    createdFrom,
    createdTo,
  };
  const [connection, cells] = await Promise.all([
    countedPage(adminPaymentsList(query), page),
    adminPaymentCells(query, figureCells(query.kind)),
  ]);
  return { ...connection, figures: paymentFigures(cells, query.kind) };
}

/** An administrator's refund: the reason is required (it is e-mailed to the company and kept with the payment). */
export async function adminRefund(id: string, reason: string): Promise<Payment> {
  const problems = [];
  if (!isPaymentId(id)) problems.push({ path: 'id', message: 'This is not a payment id' });
  const trimmed = reason.trim();
  if (trimmed.length < 3 || trimmed.length > 500) problems.push({ path: 'reason', message: 'Give a reason of 3 to 500 characters' });
  if (problems.length) throw invalidInput(problems, problems[0].message);
  return refundPayment(id, trimmed);
}
