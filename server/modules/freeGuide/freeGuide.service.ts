import crypto from 'node:crypto';
import { fieldErrorsFrom, type FieldError } from '../../../common/validation/fieldErrors';
import { freeGuideSchema } from '../../../common/validation/freeGuide';
import type { AppConfig } from '../../platform/config';
import { checkSubmissionEnvelope, type PublicSubmissionMeta } from '../../platform/submissions/publicSubmission';
import { ipLimit } from '../../platform/submissions/storeSubmission';
import { invalidInput } from '../../platform/graphql/errors';
import { linkSigningSecret } from '../../platform/crypto/secrets';
import { signDownloadToken, verifyDownloadToken } from './downloadToken';
import { freeGuidePdf } from './pdfGuide';
import { countGuideDownload, pdfLeadExists, saveGuideRequest } from './pdfLeads.repository';

export const FREE_GUIDE = {
  /** Stored on each pdfLead as `guide`. */
  slug: 'spray-foam-removal-guide',
  downloadPath: '/downloads/free-guide.pdf',
  fileName: 'spray-foam-removal-guide.pdf',
  linkLifetimeMs: 24 * 60 * 60 * 1000,
  /** The link in the e-mail: mail may be read days later. */
  emailedLinkLifetimeMs: 7 * 24 * 60 * 60 * 1000,
} as const;

/** One lead per person and guide: the id is a hash of the guide and the normalised (trimmed, lower-case) e-mail. */
export function pdfLeadIdFor(email: string, guide: string = FREE_GUIDE.slug): string {
  return `pl_${crypto.createHash('sha256').update(`${guide}\n${email.trim().toLowerCase()}`).digest('hex').slice(0, 32)}`;
}

export async function requestFreeGuide(rawInput: unknown, meta: PublicSubmissionMeta, policy: AppConfig['submissions'], now = Date.now()) {
  const errors: FieldError[] = [];
  const envelope = await checkSubmissionEnvelope(meta, policy, errors);
  const parsed = freeGuideSchema.safeParse(rawInput);
  if (!parsed.success) errors.push(...fieldErrorsFrom(parsed.error));
  if (errors.length || !parsed.success || !envelope.key) throw invalidInput(errors);

  const leadId = pdfLeadIdFor(parsed.data.email);
  const secret = await linkSigningSecret();
  const onPage = downloadLink(leadId, now + FREE_GUIDE.linkLifetimeMs, secret);
  const emailed = downloadLink(leadId, now + FREE_GUIDE.emailedLinkLifetimeMs, secret);
  await saveGuideRequest(leadId, {
    guide: FREE_GUIDE.slug,
    input: parsed.data,
    idempotencyKey: envelope.key,
    source: envelope.source,
    rateLimits: [ipLimit('free-guide', meta, policy)],
    mail: { downloadPath: emailed.downloadUrl, expiresAt: emailed.expiresAt },
  });
  return onPage;
}

function downloadLink(leadId: string, until: number, secret: string) {
  // Whole seconds, so the time we show is exactly the one the token carries.
  const expiresAt = Math.floor(until / 1000) * 1000;
  const token = signDownloadToken({ leadId, expiresAt }, secret);
  return { downloadUrl: `${FREE_GUIDE.downloadPath}?token=${token}`, expiresAt: new Date(expiresAt) };
}

export type GuideDownload = { ok: true; pdf: Buffer } | { ok: false; status: 403 | 410; reason: 'invalid' | 'expired' | 'withdrawn' };

/**
 * Opens a download link. Every successful fetch of the file is counted on the lead (`count: false` for a
 * HEAD request, which fetches nothing). The signature is checked before anything is read from Firestore.
 */
export async function openGuideDownload(token: string, options: { count: boolean; siteUrl?: string | null }): Promise<GuideDownload> {
  const verified = verifyDownloadToken(token, await linkSigningSecret());
  if (!verified.ok) return { ok: false, status: verified.reason === 'expired' ? 410 : 403, reason: verified.reason };
  const { leadId } = verified.claims;
  const exists = options.count ? await countGuideDownload(leadId) : await pdfLeadExists(leadId);
  if (!exists) return { ok: false, status: 410, reason: 'withdrawn' };
  return { ok: true, pdf: await freeGuidePdf({ siteUrl: options.siteUrl }) };
}
