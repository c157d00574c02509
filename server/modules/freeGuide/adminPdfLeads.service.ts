import { countedPage, type PageArgs } from '../../platform/graphql/connections';
import type { FieldError } from '../../../common/validation/fieldErrors';
import { pdfLeadsList } from './pdfLeads.repository';
import type { PdfLeadConnection } from './adminPdfLeads.types';

const GUIDE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Free-guide leads, newest first; `guide` (a slug) keeps one guide's. */
export async function adminPdfLeadsPage(guide: string | null, page: PageArgs): Promise<PdfLeadConnection> {
  const problems: FieldError[] = [];
  const wanted = guide?.trim() || null;
  if (wanted && (wanted.length > 100 || !GUIDE_SLUG.test(wanted))) {
    problems.push({ path: 'guide', message: 'Name the guide by its slug, e.g. spray-foam-removal-guide' });
  }
  return (await countedPage(pdfLeadsList(wanted), page, problems)) as PdfLeadConnection;
}
