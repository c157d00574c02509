import { freeGuideContent } from './guideContent';
import { drawGuidePdf, type GuidePdfOptions } from './guidePdfLayout';

/** Builds the guide. Pure apart from reading content/; the result depends only on the content and the options. */
export function buildGuidePdf(options: GuidePdfOptions = {}): Promise<Buffer> {
  return drawGuidePdf(freeGuideContent({ siteUrl: options.siteUrl ?? null }), options);
}

let cached: Promise<Buffer> | null = null;

/** The guide as served: built on first use and kept for the life of the process (content/ is fixed at runtime). */
export function freeGuidePdf(options: Pick<GuidePdfOptions, 'siteUrl'> = {}): Promise<Buffer> {
  if (!cached) {
    cached = buildGuidePdf({ compress: true, siteUrl: options.siteUrl });
    cached.catch(() => (cached = null));
  }
  return cached;
}
