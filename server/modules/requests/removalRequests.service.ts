import crypto from 'node:crypto';
import { estimateRemoval } from '../../../common/calculator';
import { leadPricePence, LEAD_PRICING } from '../../../common/leadPricing';
import { postcodeDistrict } from '../../../common/postcode';
import { regionForPostcode } from '../../../common/ukRegions';
import { fieldErrorsFrom, type FieldError } from '../../../common/validation/fieldErrors';
import { removalRequestSchema } from '../../../common/validation/removalRequest';
import { idempotencyKeySchema, submissionSourceSchema as sourceSchema, type SubmissionSource } from '../../../common/validation/submission';
import { db, runTransaction, Timestamp } from '../../platform/firestore/firestore';
import { invalidInput } from '../../platform/graphql/errors';

export interface SubmissionMeta {
  idempotencyKey: string;
  source?: SubmissionSource | null;
  origin?: 'quote_form' | 'single_company' | 'calculator';
}

/** Request ids derive from the idempotency key, so a retried submission finds the record it created. */
export function requestIdFor(idempotencyKey: string) {
  return `rr_${crypto.createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
}

export function formatLeadRef(sequence: number) {
  return `SFR-${String(sequence).padStart(6, '0')}`;
}

export async function submitRemovalRequest(rawInput: unknown, meta: SubmissionMeta, options: { autoPublish: boolean }) {
  const errors: FieldError[] = [];
  const key = idempotencyKeySchema.safeParse(meta.idempotencyKey);
  if (!key.success) errors.push({ path: 'idempotencyKey', message: key.error.issues[0].message });
  const parsed = removalRequestSchema.safeParse(rawInput);
  if (!parsed.success) errors.push(...fieldErrorsFrom(parsed.error));
  const source = sourceSchema.safeParse(meta.source ?? {});
  if (!source.success) errors.push(...fieldErrorsFrom(source.error).map((e) => ({ ...e, path: `source.${e.path}` })));
  const region = parsed.success ? regionForPostcode(parsed.data.property.postcode) : null;
  if (parsed.success && !region) {
    errors.push({ path: 'property.postcode', message: 'We cover England, Scotland, Wales and Northern Ireland: enter a postcode there' });
  }
  if (errors.length || !parsed.success || !region || !key.success) throw invalidInput(errors);

  const input = parsed.data;
  const estimate = estimateRemoval({
    propertyType: input.property.type,
    areaM2: input.job.areaM2 ?? null,
    foamType: input.job.foamType,
    locations: input.job.locations,
    access: input.job.access,
    region,
    extras: input.job.extras,
  });
  const exclusive = Boolean(input.targetCompanyId);
  const price = leadPricePence(estimate, { emergency: input.job.urgency === 'emergency', exclusive });
  const requestId = requestIdFor(key.data);
  const requestRef = db().collection('removalRequests').doc(requestId);
  const counterRef = db().collection('counters').doc('leads');
  const companyRef = input.targetCompanyId ? db().collection('companies').doc(input.targetCompanyId) : null;

  return runTransaction(async (tx) => {
    const [existing, counter, company] = await Promise.all([
      tx.get(requestRef),
      tx.get(counterRef),
      companyRef ? tx.get(companyRef) : Promise.resolve(null),
    ]);
    if (existing.exists) {
      const data = existing.data()!;
      return {
        requestId,
        reference: data.leadRef as string,
        estimateLowPence: data.estimate.lowPence as number,
        estimateHighPence: data.estimate.highPence as number,
        replayed: true,
      };
    }
    if (company && (!company.exists || company.data()!.status !== 'active')) {
      throw invalidInput([{ path: 'targetCompanyId', message: 'This company is not taking requests through us at the moment' }]);
    }
    const sequence = ((counter.data()?.value as number | undefined) ?? 0) + 1;
    const reference = formatLeadRef(sequence);
    const now = Timestamp.now();
    const leadRef = db().collection('leads').doc();
    const property = { ...input.property, bedrooms: input.property.bedrooms ?? null, district: postcodeDistrict(input.property.postcode), region };
    const job = { ...input.job, areaM2: input.job.areaM2 ?? null };
    const estimateRange = { lowPence: estimate.lowPence, highPence: estimate.highPence };
    const common = {
      homeowner: input.homeowner,
      property,
      job,
      estimate: estimateRange,
      targetCompanyId: input.targetCompanyId ?? null,
      createdAt: now,
      updatedAt: now,
    };

    tx.set(counterRef, { value: sequence, updatedAt: now });
    tx.create(requestRef, {
      ...common,
      idempotencyKey: key.data,
      source: source.data ?? {},
      consent: { terms: true, marketing: input.consent.marketing, at: now },
      leadId: leadRef.id,
      leadRef: reference,
      status: 'new',
    });
    tx.create(leadRef, {
      ...common,
      ref: reference,
      requestId,
      origin: exclusive ? 'single_company' : (meta.origin ?? 'quote_form'),
      status: options.autoPublish ? 'available' : 'new',
      pricePence: price.pricePence,
      vatPence: price.vatPence,
      maxBuyers: exclusive ? LEAD_PRICING.exclusiveMaxBuyers : LEAD_PRICING.sharedMaxBuyers,
      buyerCompanyIds: [],
      declinedBy: [],
      archived: false,
      expiresAt: Timestamp.fromMillis(now.toMillis() + LEAD_PRICING.marketplaceDays * 24 * 3600 * 1000),
    });
    return { requestId, reference, estimateLowPence: estimate.lowPence, estimateHighPence: estimate.highPence, replayed: false };
  });
}
