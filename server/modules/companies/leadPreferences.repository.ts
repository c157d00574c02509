import type { DocumentData, DocumentReference } from 'firebase-admin/firestore';
import {
  NO_LEAD_PREFERENCES,
  isPaused,
  mismatchReason,
  pauseRefusal,
  preferenceRefusal,
  weekStartOf,
  type LeadPreferences,
  type PreferenceLead,
} from '../../../common/leadPreferences';
import { FOAM_TYPES, PROPERTY_TYPES, type FoamType, type PropertyType } from '../../../common/calculator';
import { db, Timestamp, toDate, type Transaction } from '../../platform/firestore/firestore';
import { londonDay } from '../dailyStats';

/**
 * `leadPreferences/{companyId}`: what the company wants (docs/decisions/0051-lead-preferences.md), and under it
 * `weeks/{monday}`: what it spent on leads in that London week, net of VAT, written in each purchase's transaction.
 */
const preferencesCollection = () => db().collection('leadPreferences');
const preferencesRef = (companyId: string) => preferencesCollection().doc(companyId);
const weekRef = (companyId: string, weekStart: string) => preferencesRef(companyId).collection('weeks').doc(weekStart);

/** A lead as stored (leads/): the fields the preferences read. */
export interface LeadForPreferences {
  property: { district: string; type: string };
  job: { foamType: string };
}

const preferenceLead = (lead: LeadForPreferences): PreferenceLead => ({
  district: lead.property.district,
  propertyType: lead.property.type,
  foamType: lead.job.foamType,
});

export interface StoredLeadPreferences extends LeadPreferences {
  updatedAt: Date | null;
  updatedBy: string | null;
}

function preferencesFrom(data: DocumentData | undefined): StoredLeadPreferences {
  if (!data) return { ...NO_LEAD_PREFERENCES, updatedAt: null, updatedBy: null };
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
  return {
    districts: strings(data.districts),
    propertyTypes: strings(data.propertyTypes).filter((t): t is PropertyType => (PROPERTY_TYPES as readonly string[]).includes(t)),
    foamTypes: strings(data.foamTypes).filter((t): t is FoamType => (FOAM_TYPES as readonly string[]).includes(t)),
    weeklyCapPounds: typeof data.weeklyCapPounds === 'number' ? data.weeklyCapPounds : null,
    pausedUntil: typeof data.pausedUntil === 'string' ? data.pausedUntil : null,
    updatedAt: toDate(data.updatedAt),
    updatedBy: typeof data.updatedBy === 'string' ? data.updatedBy : null,
  };
}

const spentFrom = (data: DocumentData | undefined) => (typeof data?.spentPence === 'number' ? data.spentPence : 0);

/** A company's preferences as they stand at `now`, with this London week's spend. */
export interface CompanyLeadPreferences {
  preferences: StoredLeadPreferences;
  /** The London day of `now`, and the Monday that starts its week. */
  today: string;
  weekStart: string;
  /** Spent on leads this week, net of VAT. */
  weekSpendPence: number;
  paused: boolean;
  /** Why the company's preferences refuse buying this lead for `pricePence` (net) now: paused, not asked for, over the cap; null: they allow it. */
  refusal(lead: LeadForPreferences, pricePence: number): string | null;
  /** Whether the lead is one the company asked for (district, property type, foam type), paused or not. */
  wants(lead: LeadForPreferences): boolean;
}

function companyLeadPreferences(preferences: StoredLeadPreferences, weekSpendPence: number, now: Date): CompanyLeadPreferences {
  const today = londonDay(now);
  return {
    preferences,
    today,
    weekStart: weekStartOf(today),
    weekSpendPence,
    paused: isPaused(preferences, today),
    refusal: (lead, pricePence) => preferenceRefusal(preferences, preferenceLead(lead), { today, weekSpendPence, pricePence }),
    wants: (lead) => mismatchReason(preferences, preferenceLead(lead)) === null,
  };
}

/**
 * Reads, in the caller's transaction, the company's preferences and this London week's spend (both before any
 * write, as Firestore requires): `refusal(lead, pricePence)` checks a purchase against them; `countSpend(pricePence)`
 * adds a purchase to the week's spend, a write, so call it after every read of the transaction. Two purchases
 * by one company at once both read the week's document, so one of them is retried and sees the other's spend.
 */
export async function readLeadPreferences(
  tx: Transaction,
  companyId: string,
  now: Date,
): Promise<CompanyLeadPreferences & { countSpend(pricePence: number): void }> {
  const weekStart = weekStartOf(londonDay(now));
  const week = weekRef(companyId, weekStart);
  const [preferences, spent] = await tx.getAll(preferencesRef(companyId), week);
  const state = companyLeadPreferences(preferencesFrom(preferences.data()), spentFrom(spent.data()), now);
  return {
    ...state,
    countSpend(pricePence: number) {
      const at = Timestamp.fromDate(now);
      tx.set(week, {
        companyId,
        weekStart,
        spentPence: state.weekSpendPence + pricePence,
        purchases: (spent.get('purchases') ?? 0) + 1,
        updatedAt: at,
      });
    },
  };
}

/** The same, outside a transaction: for the listing and the check before checkout. */
export async function getLeadPreferences(companyId: string, now: Date): Promise<CompanyLeadPreferences> {
  const [preferences, spent] = await db().getAll(preferencesRef(companyId), weekRef(companyId, weekStartOf(londonDay(now))));
  return companyLeadPreferences(preferencesFrom(preferences.data()), spentFrom(spent.data()), now);
}

/**
 * Why each of these companies should not be alerted about a new lead (the new-lead alerts): its preferences pause
 * buying today, or the lead is not one it asked for; null: alert it. The weekly cap is not applied: the lead
 * stays on the marketplace for 30 days, and next week the company may buy it. One read for all of them.
 */
export async function getAlertRefusals(
  companyIds: readonly string[],
  lead: PreferenceLead,
  now: Date,
): Promise<Map<string, string | null>> {
  const ids = [...new Set(companyIds)];
  const result = new Map<string, string | null>();
  if (!ids.length) return result;
  const today = londonDay(now);
  const snapshots = await db().getAll(...ids.map((id) => preferencesRef(id) as DocumentReference));
  snapshots.forEach((snap, i) => {
    const preferences = preferencesFrom(snap.data());
    result.set(ids[i], pauseRefusal(preferences, today) ?? mismatchReason(preferences, lead));
  });
  return result;
}

/** Replaces the company's preferences; the week's spend is not touched. */
export async function putLeadPreferences(companyId: string, preferences: LeadPreferences, by: string, now: Date) {
  await preferencesRef(companyId).set({ companyId, ...preferences, updatedAt: Timestamp.fromDate(now), updatedBy: by });
}
