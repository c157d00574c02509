import { signToken, verifyToken } from '../../platform/crypto/signedToken';
import { linkSigningSecret } from '../../platform/crypto/secrets';

/**
 * Signed, expiring links to one job photograph (server/platform/crypto/signedToken.ts): a photograph is never
 * served by its id alone.
 */
const PURPOSE = 'job-photo.v1';

export const jobPhotoPath = (photoId: string) => `/job-photos/${encodeURIComponent(photoId)}`;

/** The photograph's address, good until `expiresAt` (rounded down to the second). */
export async function jobPhotoUrl(photoId: string, expiresAt: Date | number): Promise<string> {
  const at = typeof expiresAt === 'number' ? expiresAt : expiresAt.getTime();
  return `${jobPhotoPath(photoId)}?token=${signToken(PURPOSE, { p: photoId }, at, await linkSigningSecret())}`;
}

export async function jobPhotoLinkValid(photoId: string, token: string): Promise<boolean> {
  const verified = verifyToken(PURPOSE, token, await linkSigningSecret());
  return verified.ok && verified.claims.p === photoId;
}
