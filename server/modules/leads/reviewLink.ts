import { REVIEW_LINK_DAYS, REVIEW_PATH } from '../../../common/reviews';
import { linkSigningSecret } from '../../platform/crypto/secrets';
import { signToken, verifyToken } from '../../platform/crypto/signedToken';

/**
 * The link in a review invitation (docs/decisions/0046-verified-reviews.md): `/review?token=…`, signed for one lead and
 * one company the homeowner marked hired. Signed here, where the hire is recorded; the reviews module verifies it.
 */
const PURPOSE = 'company-review.v1';

export async function reviewLinkPath(leadId: string, companyId: string, from: Date): Promise<string> {
  const expiresAt = from.getTime() + REVIEW_LINK_DAYS * 86_400_000;
  return `${REVIEW_PATH}?token=${signToken(PURPOSE, { l: leadId, c: companyId }, expiresAt, await linkSigningSecret())}`;
}

export type ReviewLink = { ok: true; leadId: string; companyId: string } | { ok: false; reason: 'invalid' | 'expired' };

export async function verifyReviewLink(token: string, now: Date): Promise<ReviewLink> {
  const verified = verifyToken(PURPOSE, token, await linkSigningSecret(), now.getTime());
  if (!verified.ok) return verified;
  const { l, c } = verified.claims;
  if (typeof l !== 'string' || typeof c !== 'string' || !l || !c) return { ok: false, reason: 'invalid' };
  return { ok: true, leadId: l, companyId: c };
}
