/**
 * Vetting: what a company must hold, checked by an administrator, to buy leads (docs/requirements/business-rules.md#vetting,
 * docs/decisions/0035-vetting-enforced.md). Pure rules shared by the server, which enforces them, and the browser, which
 * shows them. Days are Europe/London calendar dates written YYYY-MM-DD.
 */

/** The documents vetting needs: the first two of certification's five, uploaded and reviewed the same way. */
export const VETTING_DOCUMENT_TYPES = ['public_liability_insurance', 'waste_carrier_licence'] as const;
export type VettingDocumentType = (typeof VETTING_DOCUMENT_TYPES)[number];
export const isVettingDocumentType = (value: string): value is VettingDocumentType =>
  (VETTING_DOCUMENT_TYPES as readonly string[]).includes(value);

/** Public liability cover an administrator may accept: at least £1,000,000. */
export const MIN_PUBLIC_LIABILITY_COVER_PENCE = 100_000_000;
/** `£1,000,000`: the minimum cover in words, for pages that do not load the calculator. */
export const MIN_PUBLIC_LIABILITY_COVER_TEXT = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
}).format(MIN_PUBLIC_LIABILITY_COVER_PENCE / 100);
/** Companies are e-mailed this many days before a document lapses. */
export const VETTING_REMINDER_DAYS = 30;
/** Companies approved before the rule started may buy without vetting for this many days after it started. */
export const VETTING_GRACE_DAYS = 30;
/** Companies still in their grace period are e-mailed again this many days before it ends. */
export const VETTING_GRACE_ENDING_NOTICE_DAYS = 7;
/** Where a company uploads its evidence and sees what is missing. */
export const VETTING_PAGE_PATH = '/company/vetting';

export const WASTE_CARRIER_TIERS = ['lower', 'upper'] as const;
export type WasteCarrierTier = (typeof WASTE_CARRIER_TIERS)[number];

export interface InsuranceEvidence {
  coverPence: number;
  /** The last day the policy covers. */
  expiresOn: string;
  /** The certification request whose upload was checked. */
  requestId: string;
  reviewedBy: string;
  reviewedOn: string;
  /** The expiry date a reminder was sent for; null before any. */
  remindedFor: string | null;
}

export interface WasteCarrierEvidence {
  registrationNumber: string;
  tier: WasteCarrierTier;
  /** Upper tier registrations expire (every 3 years); lower tier ones do not: null. */
  expiresOn: string | null;
  requestId: string;
  reviewedBy: string;
  reviewedOn: string;
  remindedFor: string | null;
}

/** What an administrator has checked of a company, kept on the company. */
export interface VettingRecord {
  insurance: InsuranceEvidence | null;
  wasteCarrier: WasteCarrierEvidence | null;
}

export const NO_VETTING: VettingRecord = { insurance: null, wasteCarrier: null };

/** What the site shows of the evidence it holds (to the company, administrators and on the public profile): cover, registration and dates. */
export function evidenceShown({ insurance, wasteCarrier }: VettingRecord) {
  return {
    insurance: insurance && { coverPence: insurance.coverPence, expiresOn: insurance.expiresOn, reviewedOn: insurance.reviewedOn },
    wasteCarrier: wasteCarrier && {
      registrationNumber: wasteCarrier.registrationNumber,
      tier: wasteCarrier.tier,
      expiresOn: wasteCarrier.expiresOn,
      reviewedOn: wasteCarrier.reviewedOn,
    },
  };
}

export type VettingState = 'vetted' | 'grace' | 'not_vetted';

export interface VettingStatus {
  state: VettingState;
  /** Whether the company may buy leads today. */
  canBuy: boolean;
  /** Why it cannot buy, and what to do; null when it can. */
  reason: string | null;
  /** Each document that is missing or has lapsed, in words ("Public liability insurance: expired on 3 May 2027"). */
  problems: string[];
  /** The last day a company in its grace period may buy without vetting; null when no grace applies. */
  graceUntil: string | null;
}

/** `day` moved by `days` (negative: back). Worked on UTC noon, so summer time never skips a day. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d, 12) + days * 86_400_000).toISOString().slice(0, 10);
}

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** `2027-05-03` → `3 May 2027`. */
export const dayInWords = (day: string) => longDate.format(new Date(`${day}T12:00:00Z`));

/** A document is current up to and including its expiry day; the day after, it has lapsed. */
export const isCurrent = (expiresOn: string | null, today: string) => expiresOn === null || today <= expiresOn;

export function vettingProblems(record: VettingRecord, today: string): string[] {
  const problems: string[] = [];
  const { insurance, wasteCarrier } = record;
  if (!insurance) problems.push('Public liability insurance: not checked yet');
  else if (!isCurrent(insurance.expiresOn, today))
    problems.push(`Public liability insurance: expired on ${dayInWords(insurance.expiresOn)}`);
  if (!wasteCarrier) problems.push('Waste carrier registration: not checked yet');
  else if (!isCurrent(wasteCarrier.expiresOn, today))
    problems.push(`Waste carrier registration: expired on ${dayInWords(wasteCarrier.expiresOn!)}`);
  return problems;
}

/**
 * Whether the company holds current vetting today. A company approved before the rule started (`requiredFrom`) may
 * buy without it until `VETTING_GRACE_DAYS` after that day, while it uploads its evidence.
 */
export function vettingStatus(record: VettingRecord, company: { approvedOn: string }, requiredFrom: string, today: string): VettingStatus {
  const problems = vettingProblems(record, today);
  if (!problems.length) return { state: 'vetted', canBuy: true, reason: null, problems, graceUntil: null };
  const graceUntil = company.approvedOn < requiredFrom ? graceLastDay(requiredFrom) : null;
  if (graceUntil && today <= graceUntil) return { state: 'grace', canBuy: true, reason: null, problems, graceUntil };
  const reason =
    `You cannot buy leads until we have checked current evidence of your insurance and waste carrier registration (${problems.join('; ')}). ` +
    'Upload it from your vetting page; you can buy again as soon as an administrator has accepted it.';
  return { state: 'not_vetted', canBuy: false, reason, problems, graceUntil };
}

/** The last day of the grace period of companies approved before the rule started on `requiredFrom`. */
export const graceLastDay = (requiredFrom: string) => addDays(requiredFrom, VETTING_GRACE_DAYS - 1);

export type GraceNotice = 'started' | 'ending';

/**
 * Which grace-period e-mail companies in their grace period should have had by `today`: `started` from the day the
 * rule started, `ending` from `VETTING_GRACE_ENDING_NOTICE_DAYS` before its last day; null outside the period.
 */
export function graceNoticeDue(requiredFrom: string, today: string): GraceNotice | null {
  const lastDay = graceLastDay(requiredFrom);
  if (today < requiredFrom || today > lastDay) return null;
  return today > addDays(lastDay, -VETTING_GRACE_ENDING_NOTICE_DAYS) ? 'ending' : 'started';
}

/** The first day a reminder is due for a document that expires on `expiresOn`. */
export const reminderDay = (expiresOn: string) => addDays(expiresOn, -VETTING_REMINDER_DAYS);

/** The documents whose reminder is due today and not yet sent for their current expiry date. */
export function dueReminders(record: VettingRecord, today: string): Array<{ type: VettingDocumentType; expiresOn: string }> {
  const due: Array<{ type: VettingDocumentType; expiresOn: string }> = [];
  const check = (type: VettingDocumentType, evidence: { expiresOn: string | null; remindedFor: string | null } | null) => {
    if (evidence?.expiresOn && evidence.remindedFor !== evidence.expiresOn && reminderDay(evidence.expiresOn) <= today)
      due.push({ type, expiresOn: evidence.expiresOn });
  };
  check('public_liability_insurance', record.insurance);
  check('waste_carrier_licence', record.wasteCarrier);
  return due;
}

/** The day the next reminder falls due (stored on the company so the reminder run finds it by one range query); null when none. */
export function nextReminderDay(record: VettingRecord): string | null {
  const days = [record.insurance, record.wasteCarrier]
    .filter((e): e is InsuranceEvidence | WasteCarrierEvidence => !!e?.expiresOn && e.remindedFor !== e.expiresOn)
    .map((e) => reminderDay(e.expiresOn!))
    .sort();
  return days[0] ?? null;
}

/** What an administrator reads off the evidence when accepting it (the admin review form and the API). */
export interface VettingEvidenceValues {
  expiresOn?: string | null;
  coverPounds?: number | null;
  registrationNumber?: string | null;
  wasteCarrierTier?: string | null;
}

export type CheckedEvidence =
  | { type: 'public_liability_insurance'; coverPence: number; expiresOn: string }
  | { type: 'waste_carrier_licence'; registrationNumber: string; tier: WasteCarrierTier; expiresOn: string | null };

type EvidenceCheck = { ok: true; evidence: CheckedEvidence } | { ok: false; errors: Array<{ path: string; message: string }> };

const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T12:00:00Z`)) && addDays(value, 0) === value;

/**
 * The evidence an administrator must record to accept insurance (cover of at least £1,000,000 and the last day of
 * cover) or a waste carrier registration (its number, its tier and, for the upper tier, its expiry). A document that
 * has already lapsed cannot be accepted.
 */
export function checkEvidence(type: VettingDocumentType, values: VettingEvidenceValues | null | undefined, today: string): EvidenceCheck {
  const errors: Array<{ path: string; message: string }> = [];
  const v = values ?? {};
  const expiresOn = (v.expiresOn ?? '').trim();
  const needsExpiry = type === 'public_liability_insurance' || v.wasteCarrierTier === 'upper';
  if (expiresOn && !isDay(expiresOn))
    errors.push({ path: 'evidence.expiresOn', message: 'Enter the expiry date as a date, e.g. 2027-05-31' });
  else if (!expiresOn && needsExpiry) errors.push({ path: 'evidence.expiresOn', message: 'Enter the last day the document is valid' });
  else if (expiresOn && expiresOn < today)
    errors.push({ path: 'evidence.expiresOn', message: 'This document has already expired: reject it and ask for the current one' });
  if (type === 'public_liability_insurance') {
    const cover = v.coverPounds;
    if (typeof cover !== 'number' || !Number.isInteger(cover) || cover <= 0)
      errors.push({ path: 'evidence.coverPounds', message: 'Enter the cover per claim in whole pounds' });
    else if (cover * 100 < MIN_PUBLIC_LIABILITY_COVER_PENCE)
      errors.push({ path: 'evidence.coverPounds', message: 'Public liability cover must be at least £1,000,000: reject this document' });
    if (errors.length) return { ok: false, errors };
    return { ok: true, evidence: { type, coverPence: cover! * 100, expiresOn } };
  }
  const registrationNumber = (v.registrationNumber ?? '').trim().toUpperCase().replace(/\s+/g, '');
  if (!/^[A-Z0-9/-]{4,30}$/.test(registrationNumber))
    errors.push({
      path: 'evidence.registrationNumber',
      message: 'Enter the registration number as shown on the register, e.g. CBDU123456',
    });
  const tier = v.wasteCarrierTier;
  if (tier !== 'lower' && tier !== 'upper') errors.push({ path: 'evidence.wasteCarrierTier', message: 'Choose the lower or upper tier' });
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    evidence: { type, registrationNumber, tier: tier as WasteCarrierTier, expiresOn: tier === 'upper' ? expiresOn : expiresOn || null },
  };
}

/** The company's record with one newly accepted piece of evidence. */
export function withEvidence(
  record: VettingRecord,
  evidence: CheckedEvidence,
  checked: { requestId: string; reviewedBy: string; reviewedOn: string },
): VettingRecord {
  if (evidence.type === 'public_liability_insurance')
    return { ...record, insurance: { coverPence: evidence.coverPence, expiresOn: evidence.expiresOn, ...checked, remindedFor: null } };
  return {
    ...record,
    wasteCarrier: {
      registrationNumber: evidence.registrationNumber,
      tier: evidence.tier,
      expiresOn: evidence.expiresOn,
      ...checked,
      remindedFor: null,
    },
  };
}
