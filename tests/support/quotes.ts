import type { QuoteLineInput } from '../../common/quotes';
import { gql } from './api';
import { buy } from './homeownerRequest';
import { addDays, londonToday } from './londonDay';
import { createCompany } from './marketplace';

/** A company's quotes in tests (docs/requirements/quotes-and-removal-records.md). */
export const SET_VAT = `mutation Vat($vat: Boolean!) { setMyCompanyVatRegistration(vatRegistered: $vat) { id vatRegistered } }`;

export const LINES: QuoteLineInput[] = [
  { kind: 'inspection', amountPence: 15_000 },
  { kind: 'foam_removal', amountPence: 420_000, areaM2: 42, roofType: 'pitched_tiles' },
  { kind: 'waste_disposal', amountPence: 60_000 },
  { kind: 'membrane', amountPence: 80_000 },
  { kind: 'reinsulation', amountPence: 150_000, material: 'mineral_wool', thicknessMm: 270, lambdaWPerMK: 0.044, areaM2: 42 },
];

export function quoteInput(overrides: Record<string, unknown> = {}) {
  return {
    lines: LINES,
    validUntil: addDays(londonToday(), 30),
    earliestStart: addDays(londonToday(), 14),
    durationDays: 3,
    guarantee: { years: 10, insuranceBacked: true, insurer: 'Guarantee Protection Insurance' },
    deposit: { amountPence: 50_000, protected: true, protectedBy: 'Deposit Guard' },
    methodStatement: 'Sheet the loft, cut the foam back from the rafters, bag it, read the timber with a moisture meter, clean up.',
    ...overrides,
  };
}

/** A company that says it is VAT-registered (through its own mutation) and buys the lead. */
export async function quotingCompany(leadId: string, regions: string[], name?: string) {
  const company = await createCompany({ regions, name });
  const vat = await gql(SET_VAT, { vat: true }, { token: company.token });
  expect(vat.body.data?.setMyCompanyVatRegistration).toEqual({ id: company.id, vatRegistered: true });
  expect((await buy(leadId, company.token)).errors).toBeUndefined();
  return company;
}
