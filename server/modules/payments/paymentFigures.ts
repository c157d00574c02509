import type { PaymentCell } from './payments.repository';

/** What one group of payments adds up to: how many, before VAT and VAT, in pence. */
export interface MoneyFigure {
  count: number;
  netPence: number;
  vatPence: number;
}

/**
 * The payments screen's figures (docs/decisions/0050-prepaid-balance.md): each a separate kind of money, so none is
 * counted twice. Money in is card payments and top-ups; spending from the balance moves credit already paid for;
 * refunds are split by where the money went.
 */
export interface PaymentFigures {
  /** Paid by card for a lead or certification (then kept or refunded). */
  cardPayments: MoneyFigure;
  /** Credit bought by card (then kept or refunded). */
  topUps: MoneyFigure;
  /** Leads paid from the prepaid balance: no card charged, the VAT was invoiced on the top-up. */
  spentFromBalance: MoneyFigure;
  /** Given back to a card, with VAT, in pence. */
  refundedToCardPence: number;
  /** Given back to the prepaid balance, before VAT (its VAT stays invoiced on the top-up), in pence. */
  refundedToBalancePence: number;
  /** Checkouts opened and not paid yet. */
  pending: MoneyFigure;
}

export const CARD_PROVIDERS = ['stripe', 'local'] as const;
const SETTLED = ['succeeded', 'refunded'] as const;
const TOP_UP = 'balance_top_up';

/** The aggregations the figures need: each provider and status, with top-ups apart unless one kind is asked for. */
export function figureCells(kind: string | null): Array<{ provider: string; status: string; kind: string | null }> {
  const kinds = kind ? [kind] : [null, TOP_UP];
  return ['stripe', 'local', 'balance'].flatMap((provider) =>
    ['pending', ...SETTLED].flatMap((status) => kinds.map((k) => ({ provider, status, kind: k }))),
  );
}

const add = (cells: PaymentCell[], value: (cell: PaymentCell) => number) => cells.reduce((sum, cell) => sum + value(cell), 0);
const figure = (cells: PaymentCell[]): MoneyFigure => ({
  count: add(cells, (cell) => cell.count),
  netPence: add(cells, (cell) => cell.amountPence),
  vatPence: add(cells, (cell) => cell.vatPence),
});
const minus = (a: MoneyFigure, b: MoneyFigure): MoneyFigure => ({
  count: a.count - b.count,
  netPence: a.netPence - b.netPence,
  vatPence: a.vatPence - b.vatPence,
});

/** The figures from the cells `figureCells(kind)` named, summed by `adminPaymentCells`. */
export function paymentFigures(cells: PaymentCell[], kind: string | null): PaymentFigures {
  // With no kind asked for, a cell of kind null holds every kind, and its top-up cell the top-ups among them.
  const all = cells.filter((cell) => cell.kind === kind);
  const topUpCells = kind ? (kind === TOP_UP ? all : []) : cells.filter((cell) => cell.kind === TOP_UP);
  const card = (list: PaymentCell[]) =>
    list.filter(
      (cell) => (CARD_PROVIDERS as readonly string[]).includes(cell.provider) && (SETTLED as readonly string[]).includes(cell.status),
    );
  const topUps = figure(card(topUpCells));
  const refunded = all.filter((cell) => cell.status === 'refunded');
  return {
    cardPayments: minus(figure(card(all)), topUps),
    topUps,
    spentFromBalance: figure(all.filter((cell) => cell.provider === 'balance' && (SETTLED as readonly string[]).includes(cell.status))),
    refundedToCardPence: add(refunded, (cell) => cell.refundedToCardPence),
    refundedToBalancePence: add(refunded, (cell) => cell.refundedToBalancePence),
    pending: figure(all.filter((cell) => cell.status === 'pending')),
  };
}
